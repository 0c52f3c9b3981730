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
