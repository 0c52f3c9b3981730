/// Helpers to build a ``Completion`` from a list of candidates.
package enum CompletionBuilder {
    /// Completes `word` by case-insensitive prefix match against `candidates`.
    ///
    /// - One match: `insertion` is the candidate as spelled in `candidates`, plus `suffix`.
    /// - Several: `insertion` is their longest common prefix (compared without case,
    ///   spelled as in the first match) and `alternatives` lists every match in the
    ///   given order, exact duplicates removed.
    /// - None: `nil`.
    ///
    /// `replacing` is always `word`. Matching is by `Character`, so multi-word and
    /// non-ASCII candidates work; it folds case only, not diacritics.
    package static func complete(_ word: String, from candidates: [String], suffix: String = " ") -> Completion? {
        let needle = Array(word)
        var seen = Set<String>()
        var matches: [String] = []
        for candidate in candidates where hasPrefix(candidate, needle) && seen.insert(candidate).inserted {
            matches.append(candidate)
        }
        guard let first = matches.first else { return nil }
        if matches.count == 1 {
            return Completion(replacing: word, insertion: first + suffix)
        }
        var prefix = Array(first)
        for other in matches.dropFirst() {
            var count = 0
            for (a, b) in zip(prefix, other) {
                guard sameIgnoringCase(a, b) else { break }
                count += 1
            }
            prefix.removeSubrange(count...)
        }
        return Completion(replacing: word, insertion: String(prefix), alternatives: matches)
    }

    /// Whether `candidate` starts with `prefix`, comparing Characters without case.
    static func hasPrefix(_ candidate: String, _ prefix: [Character]) -> Bool {
        var iterator = candidate.makeIterator()
        for wanted in prefix {
            guard let next = iterator.next(), sameIgnoringCase(next, wanted) else { return false }
        }
        return true
    }

    /// Whether two Characters are equal once lowercased.
    static func sameIgnoringCase(_ a: Character, _ b: Character) -> Bool {
        a == b || a.lowercased() == b.lowercased()
    }
}
