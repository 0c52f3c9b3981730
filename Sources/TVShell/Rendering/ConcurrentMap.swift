import Dispatch

/// `transform` of `0..<count` spread over the cores, results in index order: for CPU-bound work such as laying
/// out the seven days of a week (the calling thread takes part; nothing here waits on I/O).
func concurrentMap<T: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    guard count > 1 else { return (0..<count).map(transform) }
    let slots = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    slots.initialize(repeating: nil)
    defer { slots.deinitialize().deallocate() }
    nonisolated(unsafe) let results = slots   // each index is written by one iteration only
    DispatchQueue.concurrentPerform(iterations: count) { index in results[index] = transform(index) }
    return slots.map { $0! }
}
