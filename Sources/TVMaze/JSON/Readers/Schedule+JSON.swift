extension ScheduleEvent: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    public init(json: JSONObject) throws(JSONReadError) {
        guard let row = ScheduleEvent(splitting: try Episode(json: json)) else { throw JSONReadError(.missing("show")) }
        self = row
    }
}

extension ShowUpdates: JSONReadable {
    /// Reads `{"id": seconds, …}` strictly: every value must be an integer; non-numeric keys are skipped.
    public static func read(_ value: JSONValue) throws(JSONReadError) -> ShowUpdates {
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
