/// A model's fields in one storage that copies of the model share until one of them changes (copy on write): a copy
/// costs one retain, not one per string, and a week's rows copy shows and episodes by the thousand (BENCHMARKS.md).
///
/// The model reads a field in place (`shared.storage.fields.name`) and changes fields through ``change(_:)``.
struct SharedFields<Fields: Sendable>: Sendable {
    /// Changed only through a ``SharedFields`` that holds the one reference to it, hence `Sendable`.
    final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// Internal for the models' getters and for the tests that check which rows share a show.
    private(set) var storage: Storage

    init(_ fields: Fields) {
        storage = Storage(fields)
    }

    /// Changes the fields, copying the storage first when another copy shares it.
    mutating func change(_ body: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        body(&storage.fields)
    }
}
