import Foundation

/// Reads the HTTP exchanges of a vcrpy cassette (YAML) without a YAML library.
///
/// Only what recorded TVmaze cassettes use: `uri:`, a single-quoted folded `string:` body, and `code:`.
package enum Cassette {
    /// One recorded request and its response.
    package struct Exchange: Sendable {
        package var uri: String
        package var status: Int
        package var body: String
    }

    /// The exchanges, in order.
    package static func exchanges(in yaml: String) -> [Exchange] {
        var result: [Exchange] = []
        var uri: String?
        var body: String?
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("uri: ") {
                uri = String(trimmed.dropFirst(5))
            } else if trimmed.hasPrefix("string: '") {
                var text = String(trimmed.dropFirst("string: '".count))
                while !endsQuoted(text), let next = lines.popFirst() {
                    let continuation = next.trimmingCharacters(in: .whitespaces)
                    text += continuation.isEmpty ? "\n" : (text.hasSuffix("\n") ? "" : " ") + continuation
                }
                body = String(text.dropLast()).replacingOccurrences(of: "''", with: "'")
            } else if trimmed.hasPrefix("code: "), let status = Int(trimmed.dropFirst(6)), let uri {
                result.append(Exchange(uri: uri, status: status, body: body ?? ""))
                body = nil
            }
        }
        return result
    }

    /// Whether a single-quoted scalar is closed: ends in an odd run of quotes.
    private static func endsQuoted(_ text: String) -> Bool {
        let quotes = text.reversed().prefix { $0 == "'" }.count
        return quotes % 2 == 1
    }
}
