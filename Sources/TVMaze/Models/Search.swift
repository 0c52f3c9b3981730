/// A show search hit; scores only compare within one answer.
package struct SearchResult: Sendable {
    package var score: Double?
    package var show: Show
}

/// A person search hit.
package struct PersonSearchResult: Sendable {
    package var score: Double?
    package var person: Person
}

// MARK: Reading

extension SearchResult: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        score = c.double("score")
        show = try c.required("show")
    }
}

extension PersonSearchResult: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        score = c.double("score")
        person = try c.required("person")
    }
}
