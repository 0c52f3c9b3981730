extension Person: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        id = try c.id()
        name = try c.name()
        url = c.link("url")
        country = c.object("country")
        birthday = c.date("birthday")
        deathday = c.date("deathday")
        gender = c.text("gender")
        image = c.object("image")
    }
}

extension Character: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        id = c.int("id")
        name = try c.name()
        url = c.link("url")
        image = c.object("image")
    }
}

extension CastCredit: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        guard let person: Person = c.object("person") else { throw JSONReadError(.missing("person")) }
        self.person = person
        character = c.object("character")
        isSelf = c.bool("self") ?? false
        isVoice = c.bool("voice") ?? false
    }
}

extension CrewCredit: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        guard let person: Person = c.object("person") else { throw JSONReadError(.missing("person")) }
        self.person = person
        type = c.text("type") ?? c.text("guestCrewType")
    }
}

extension PersonCastCredit: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        isSelf = c.bool("self")
        isVoice = c.bool("voice")
        let links = c.object("_links", as: CreditLinks.self)
        showLink = links?.show
        characterLink = links?.character
        show = c.object("_embedded", as: EmbeddedShow.self)?.show
    }
}

extension CreditLinks: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        show = c.object("show", as: Href.self)?.href
        character = c.object("character", as: Href.self)?.href
    }
}

extension Aka: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        name = try c.name()
        country = c.object("country")
    }
}
