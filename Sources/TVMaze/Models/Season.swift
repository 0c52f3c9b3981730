/// A season of a show, with its id (needed for `/seasons/:id/episodes`).
package struct Season: Sendable, Identifiable {
    package var id: Int
    package var url: String?
    /// The season number (a year for some daily shows).
    package var number: Int?
    /// Usually nil: TVmaze names few seasons.
    package var name: String?
    /// How many episodes are planned, when known.
    package var episodeOrder: Int?
    package var premiereDate: CalendarDate?
    package var endDate: CalendarDate?
    package var network: Channel?
    package var webChannel: Channel?
    package var image: ImageLinks?
    package var summary: String?

    package init(id: Int, number: Int?) {
        self.id = id
        self.number = number
    }
}

// MARK: Reading

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
