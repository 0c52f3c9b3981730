extension ScheduleEvent: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var shows = ShowReader()
        try self.init(json: json, shows: &shows)
    }

    init(json: JSONObject, shows: inout ShowReader) throws(JSONReadError) {
        guard let row = ScheduleEvent(splitting: try Episode(json: json, shows: &shows)) else {
            throw JSONReadError(.missing("show"))
        }
        self = row
    }

    /// Reads a schedule's rows, each show once (a schedule repeats the whole show with each of its episodes).
    package static func readList(_ value: JSONValue) throws(JSONReadError) -> [ScheduleEvent] {
        var shows = ShowReader()
        return try readEach(value) { element throws(JSONReadError) in
            guard let object = element.object else { throw JSONReadError(.expected("an object", found: element.kind)) }
            return try ScheduleEvent(json: object, shows: &shows)
        }
    }
}

/// Reads the shows an answer's rows embed, each once: a row whose show is written exactly as an earlier row's
/// (``JSONValue/isWritten(as:)``) shares that value; any other is read.
struct ShowReader {
    private var seen: [Int: (value: JSONValue, show: Box<Show>?)] = [:]

    /// The show `value` holds, read leniently as ``JSONObject/object(_:as:)`` reads one: nil for a missing, null or
    /// unreadable show.
    mutating func show(_ value: JSONValue?) -> Box<Show>? {
        guard let value, var object = value.object, let id = object.int("id") else { return nil }
        if let earlier = seen[id], earlier.value.isWritten(as: value) { return earlier.show }
        let show = (try? Show(json: object)).map(Box.init)
        seen[id] = (value, show)
        return show
    }
}

extension ShowUpdates: JSONReadable {
    /// Reads `{"id": seconds, …}` strictly: every value must be an integer; non-numeric keys are skipped.
    package static func read(_ value: JSONValue) throws(JSONReadError) -> ShowUpdates {
        guard let object = value.object else { throw JSONReadError(.expected("an object", found: value.kind)) }
        var updated: [Int: Int] = [:]
        for (key, member) in object.members {
            guard let seconds = member.integer else {
                throw JSONReadError(.expected("int", found: member.kind)).inside(.key(key))
            }
            if let id = Int(key) { updated[id] = seconds }
        }
        return ShowUpdates(updated: updated)
    }
}
