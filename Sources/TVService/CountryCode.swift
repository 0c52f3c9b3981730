/// A schedule country: an ISO 3166-1 alpha-2 code TVmaze's `/schedule?country=` takes (`--country`, `set country`,
/// `week --country`). `UK`, the code people type and ISO reserves for the United Kingdom, is read as `GB`.
package struct CountryCode: Sendable, Hashable, CustomStringConvertible {
    /// The upper-case code.
    package let code: String

    /// The code `text` names (any case, `UK` for `GB`); nil when it is not an assigned ISO 3166-1 code.
    package init?(_ text: String) {
        let code = text.uppercased()
        if code == "UK" {
            self.code = "GB"
        } else if code.count == 2, Self.assigned.contains(code) {
            self.code = code
        } else {
            return nil
        }
    }

    package static let us = CountryCode("US")!

    package var description: String { code }

    /// Why a code was refused, for one error line.
    package static let refusal = "not an ISO 3166-1 country code (such as US, GB or DE)"

    /// The officially assigned ISO 3166-1 alpha-2 codes (249, from Debian's iso-codes, `iso_3166-1.json`).
    private static let assigned: Set<String> = Set(
        """
        AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ \
        CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO \
        FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE \
        JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO \
        MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW \
        PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM \
        TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW
        """.split(separator: " ").map(String.init))
}
