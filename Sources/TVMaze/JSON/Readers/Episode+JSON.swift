extension Episode: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var shows = ShowReader(shelf: nil)
        try self.init(json: json, shows: &shows)
    }

    /// Reads the model, its embedded show through `shows` (which serves the rows that repeat a show).
    init(json: JSONObject, shows: inout ShowReader) throws(JSONReadError) {
        var c = json
        id = try c.id()
        url = c.link("url")
        name = try c.name()
        season = c.int("season")
        number = c.int("number")
        type = c.text("type")
        airdate = c.date("airdate")
        airtime = c.text("airtime")
        airstamp = c.text("airstamp").flatMap { Airstamp.parse($0) }
        runtime = c.minutes("runtime")
        rating = c.object("rating", as: Rating.self)?.average
        image = c.object("image")
        summary = c.text("summary")
        if let show = shows.show(c.member("show")) {
            showBox = show
        } else if var embedded = c.member("_embedded")?.object {
            showBox = shows.show(embedded.member("show"))
        }
    }
}

extension EmbeddedShow: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        show = c.object("show")
    }
}
