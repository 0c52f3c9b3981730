import Synchronization
import TVText

/// What TAB can offer, readable from the line editor's thread: show names, seasons, episode codes.
public final class CompletionNames: Sendable {
    private let state = Mutex<(names: Set<String>, seasons: [String], codes: [String])>(([], [], []))

    /// The downloaded show index, when the session has one.
    public let index: ShowNameIndex?

    public init(index: ShowNameIndex? = nil) {
        self.index = index
    }

    /// Adds show names the session has seen, made safe for the terminal (TAB lists and inserts them as they are).
    public func add(_ new: [String]) {
        let safe = new.map(\.terminalSafe).filter { !$0.isEmpty }
        state.withLock { $0.names.formUnion(safe) }
    }

    /// Replaces the selected show's season numbers and episode codes.
    public func setShowContents(seasons: [String], episodeCodes: [String]) {
        state.withLock { $0.seasons = seasons; $0.codes = episodeCodes }
    }

    public var all: [String] { state.withLock { Array($0.names) }.sorted() }
    public var seasons: [String] { state.withLock { $0.seasons } }
    public var episodeCodes: [String] { state.withLock { $0.codes } }
}
