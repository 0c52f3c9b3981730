/// `alias NAME COMMAND…`: the words each name stands for (names in lower case).
struct Aliases: Sendable {
    private(set) var words: [String: [String]] = [:]

    /// The names, as completion offers them.
    var names: [String] { Array(words.keys) }

    /// The words `name` stands for (any case), nil when it is no alias.
    subscript(_ name: String) -> [String]? { words[name.lowercased()] }

    /// Makes `name` stand for `words` (at least one: the command's name first).
    mutating func define(_ name: String, as words: [String]) {
        self.words[name.lowercased()] = words
    }

    /// Forgets `name`; false when it was no alias.
    mutating func remove(_ name: String) -> Bool {
        words.removeValue(forKey: name.lowercased()) != nil
    }
}
