/// A model built from parsed JSON by tv's fast reader (``TVMazeAPI/decode(_:from:what:)``).
///
/// The lenient rules (``JSONObject``): missing, `null` and `""` mean nil, a malformed optional part is nil, a
/// malformed list element is skipped; only what identifies an object is required.
package protocol JSONReadable {
    /// Builds the value, or throws ``JSONReadError`` saying what is missing or of the wrong kind.
    static func read(_ value: JSONValue) throws(JSONReadError) -> Self

    /// Reads a list of these strictly (every element must read), as `[Self]` does; a type whose elements share
    /// parts reads them together here.
    static func readList(_ value: JSONValue) throws(JSONReadError) -> [Self]
}

extension JSONReadable {
    package static func readList(_ value: JSONValue) throws(JSONReadError) -> [Self] {
        try readEach(value, read)
    }

    /// Reads a list strictly, each element with `read`: every element must read, like the top level of a TVmaze
    /// answer; an error names the element's position.
    static func readEach(
        _ value: JSONValue, _ read: (JSONValue) throws(JSONReadError) -> Self
    ) throws(JSONReadError) -> [Self] {
        guard let elements = value.elements else { throw JSONReadError(.expected("a list", found: value.kind)) }
        var result: [Self] = []
        result.reserveCapacity(elements.count)
        for (offset, element) in elements.enumerated() {
            do {
                result.append(try read(element))
            } catch {
                throw error.inside(.index(offset))
            }
        }
        return result
    }
}

/// A model read from a JSON object.
package protocol JSONObjectReadable: JSONReadable {
    /// Builds the model from an object's members.
    init(json: JSONObject) throws(JSONReadError)
}

extension JSONObjectReadable {
    /// Reads an object; any other kind of value is an error.
    package static func read(_ value: JSONValue) throws(JSONReadError) -> Self {
        guard let object = value.object else { throw JSONReadError(.expected("an object", found: value.kind)) }
        return try Self(json: object)
    }
}

extension Array: JSONReadable where Element: JSONReadable {
    /// Reads a list strictly: every element must read, like the top level of a TVmaze answer.
    package static func read(_ value: JSONValue) throws(JSONReadError) -> [Element] {
        try Element.readList(value)
    }
}

/// Why a JSON body does not make the model asked for, and where: "missing id at [3].show".
package struct JSONReadError: Error, CustomStringConvertible {
    enum Problem {
        case notJSON
        case missing(String)
        case expected(String, found: JSONNode.Kind)
    }

    enum Step {
        case key(String)
        case index(Int)
    }

    let problem: Problem
    var path: [Step] = []

    init(_ problem: Problem) {
        self.problem = problem
    }

    /// The same error one level further in.
    func inside(_ step: Step) -> JSONReadError {
        var copy = self
        copy.path.insert(step, at: 0)
        return copy
    }

    /// One line: what was wrong and where, e.g. "expected a list at the top" or "missing id at [3].show".
    package var description: String {
        let place =
            path.isEmpty
            ? "the top"
            : path.map { step in
                switch step {
                case .key(let key): ".\(key)"
                case .index(let index): "[\(index)]"
                }
            }.joined().trimmingPrefix(".").description
        switch problem {
        case .notJSON: return "not JSON"
        case .missing(let key): return "missing \(key) at \(place)"
        case .expected(let what, let found):
            return found == .null ? "missing value at \(place)" : "expected \(what) at \(place)"
        }
    }
}
