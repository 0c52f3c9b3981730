/// A season of a show, with its id (needed for `/seasons/:id/episodes`).
public struct Season: Sendable, Identifiable {
    public var id: Int
    public var url: String?
    /// The season number (a year for some daily shows).
    public var number: Int?
    /// Usually nil: TVmaze names few seasons.
    public var name: String?
    /// How many episodes are planned, when known.
    public var episodeOrder: Int?
    public var premiereDate: CalendarDate?
    public var endDate: CalendarDate?
    public var network: Channel?
    public var webChannel: Channel?
    public var image: ImageLinks?
    public var summary: String?

    public init(id: Int, number: Int?) {
        self.id = id
        self.number = number
    }
}
