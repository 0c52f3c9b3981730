/// A growable array of ``JSONNode`` and of key signatures without uniqueness checks on every append.
struct JSONGrowableBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    /// Forgets the elements from `newCount` on (elements are trivial values).
    mutating func truncate(to newCount: Int) {
        count = newCount
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }

    /// Hands the memory to the caller as a buffer of exactly `count` elements, to be deallocated by it.
    func buffer() -> UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: base, count: count)
    }

    /// Frees the memory (when the elements were not handed over).
    func deallocate() {
        base.deallocate()
    }
}
