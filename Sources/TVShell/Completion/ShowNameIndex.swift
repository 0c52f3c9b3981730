import LineEditor
import Synchronization
package import TVService
import TVText

/// The downloaded show index as TAB sees it: read from its store on first use, then matched in memory.
package final class ShowNameIndex: Sendable {
    /// Where the index is kept.
    package let store: any ShowIndexStore
    private let cache = Mutex<Loaded?>(nil)

    /// What one read of the store gave: the matcher (nil without an index) and the snapshot's state.
    package struct Loaded: Sendable {
        package var matcher: NameMatcher?
        package var status: ShowIndexSnapshot
    }

    package init(store: any ShowIndexStore) {
        self.store = store
    }

    /// The index as loaded, reading the store the first time; a missing or unreadable store is an empty index.
    package func loaded() -> Loaded {
        cache.withLock { cached in
            if let cached { return cached }
            // Names are API text: made terminal-safe once here, since TAB prints and inserts them.
            var builder = NameMatcher.Builder()
            let snapshot = (try? store.loadEach { builder.add(name: $0.name.terminalSafe, weight: $0.weight) }) ?? nil
            let matcher = snapshot == nil || builder.isEmpty ? nil : builder.build()
            let loaded = Loaded(matcher: matcher, status: snapshot ?? ShowIndexSnapshot())
            cached = loaded
            return loaded
        }
    }

    /// Forgets the loaded index so the next use reads the updated store.
    package func invalidate() {
        cache.withLock { $0 = nil }
    }

    /// The completion of `word` from the index, best first; nil when the index has nothing for it.
    func complete(_ word: String, limit: Int = 40) -> Completion? {
        guard let matcher = loaded().matcher else { return nil }
        let found = matcher.matches(word, limit: limit)
        guard let first = found.names.first else { return nil }
        if found.names.count == 1 && found.total <= limit { return Completion(replacing: word, insertion: first + " ") }
        let insertion =
            found.allWholePrefix && found.total <= limit
            ? CompletionBuilder.complete(word, from: found.names)?.insertion ?? word : word
        return Completion(replacing: word, insertion: insertion, alternatives: found.names)
    }
}
