extension ScheduleEvent: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var shows = ShowReader(shelf: nil)
        try self.init(json: json, shows: &shows)
    }

    init(json: JSONObject, shows: inout ShowReader) throws(JSONReadError) {
        guard let row = ScheduleEvent(splitting: try Episode(json: json, shows: &shows)) else { throw JSONReadError(.missing("show")) }
        self = row
    }

    /// Reads a schedule's rows, each show once (a schedule repeats the whole show with each of its episodes).
    package static func readList(_ value: JSONValue) throws(JSONReadError) -> [ScheduleEvent] {
        try readList(value, sharing: nil)
    }

    /// Reads a schedule's rows, sharing their shows with the other answers read through `shelf`, if given.
    static func readList(_ value: JSONValue, sharing shelf: ShowShelf?) throws(JSONReadError) -> [ScheduleEvent] {
        var shows = ShowReader(shelf: shelf)
        return try readEach(value) { element throws(JSONReadError) in
            guard let object = element.object else { throw JSONReadError(.expected("an object", found: element.kind)) }
            return try ScheduleEvent(json: object, shows: &shows)
        }
    }
}

/// Reads the shows an answer's rows embed, each once: a row whose show the parse took as repeated
/// (``JSONRepeats``) shares the value read from the show it repeats, here or in another answer (through `shelf`); a
/// row whose show is written exactly as an earlier row's (``JSONValue/isWritten(as:)``) shares that value; any other
/// is read, and kept on the shelf, with its bytes, for the answers still to come.
struct ShowReader {
    let shelf: ShowShelf?
    private var seen: [Int: (value: JSONValue, show: Box<Show>?)] = [:]
    /// The shows read by their node, for the repeated nodes that point at them.
    private var readAt: [Int: Box<Show>?] = [:]

    init(shelf: ShowShelf?) {
        self.shelf = shelf
    }

    /// The shows a parse may take as repeated (the members `show` of a schedule's rows), lent from `shelf`.
    static func repeats(sharing shelf: ShowShelf?) -> JSONRepeats {
        JSONRepeats(key: "show", depth: 2, earlier: shelf.map { shelf in
            { id in shelf.show(id).map { (bytes: $0.bytes, payload: $0.show.box) } }
        })
    }

    /// The show `value` holds, read leniently as ``JSONObject/object(_:as:)`` reads one: nil for a missing, null or
    /// unreadable show.
    mutating func show(_ value: JSONValue?) -> Box<Show>? {
        guard let value else { return nil }
        if value.kind == .repeated { return repeated(value) }
        guard var object = value.object, let id = object.int("id") else { return nil }
        let show: Box<Show>?
        let bytes = value.tape.repeats?.bytes(ofNode: value.index, id: id).map { UnsafeBufferPointer(rebasing: value.tape.bytes[$0]) }
        if let earlier = seen[id], earlier.value.isWritten(as: value) {
            show = earlier.show
        } else if let bytes, let kept = shelf?.show(id), kept.bytes.elementsEqual(bytes) {
            show = kept.show.box   // kept by a day read side by side with this one, after this one was parsed
        } else {
            show = (try? Show(json: object)).map(Box.init)
            if let shelf, let show, let bytes { shelf.keep(SharedShow(box: show), id: id, bytes: Array(bytes)) }
        }
        seen[id] = (value, show)
        if value.tape.repeats != nil { readAt[value.index] = show }
        return show
    }

    /// The show of a repeated node: the one read from the node it repeats, or the one another answer lent.
    private mutating func repeated(_ value: JSONValue) -> Box<Show>? {
        let node = value.tape.nodes[value.index]
        guard !node.flag else { return value.tape.repeats?.borrowed[Int(node.end)] as? Box<Show> }
        if let show = readAt[Int(node.end)] { return show }
        return show(JSONValue(tape: value.tape, index: Int(node.end)))   // a row read before the one it repeats
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

    init(updated: [Int: Int]) {
        self.updated = updated
    }
}
