/// Links to the medium and original sizes of a poster or still.
package struct ImageLinks: Sendable, Hashable {
    package var medium: String?
    package var original: String?

    package init(medium: String?, original: String?) {
        self.medium = medium
        self.original = original
    }
}

/// A country as TVmaze describes it: name, ISO code and one representative IANA zone.
package struct Country: Sendable, Hashable {
    package var name: String?
    package var code: String?
    /// The reference zone for `airtime` and `schedule.time` (America/New_York for the US).
    package var timezone: String?

    package init(name: String?, code: String?, timezone: String?) {
        self.name = name
        self.code = code
        self.timezone = timezone
    }
}

/// A broadcast network or a web channel (streaming service); both have the same shape.
package struct Channel: Sendable, Hashable {
    package var id: Int?
    package var name: String
    /// nil for global streamers such as Netflix.
    package var country: Country?
    package var officialSite: String?

    package init(id: Int?, name: String, country: Country?, officialSite: String? = nil) {
        self.id = id
        self.name = name
        self.country = country
        self.officialSite = officialSite
    }
}

/// The error body TVmaze sends with 4xx answers: `{"name","message","code","status"}`.
package struct ErrorEnvelope: Sendable, Hashable {
    package var name: String?
    package var message: String?
    package var code: Int?
    package var status: Int?
}

// MARK: Reading

extension ImageLinks: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        medium = c.link("medium")
        original = c.link("original")
    }
}

extension Country: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        name = c.text("name")
        code = c.text("code")
        timezone = c.text("timezone")
    }
}

extension Channel: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        id = c.int("id")
        name = try c.name()
        country = c.object("country")
        officialSite = c.link("officialSite")
    }
}

extension ErrorEnvelope: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        name = c.text("name")
        message = c.text("message")
        code = c.int("code")
        status = c.int("status")
    }
}
