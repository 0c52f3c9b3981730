extension Season: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        id = try c.id()
        url = c.link("url")
        number = c.int("number")
        name = c.text("name")
        episodeOrder = c.int("episodeOrder")
        premiereDate = c.date("premiereDate")
        endDate = c.date("endDate")
        network = c.object("network")
        webChannel = c.object("webChannel")
        image = c.object("image")
        summary = c.text("summary")
    }
}
