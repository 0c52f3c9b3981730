import Foundation

/// Runs blocking work (a process's pipes and exit, a call the line editor makes from a thread of its own) on a new
/// thread and awaits its result, so that it never blocks a thread of Swift's cooperative pool.
package func onOwnThread<Value: Sendable, Failure: Error>(
    _ body: @escaping @Sendable () throws(Failure) -> Value
)
    async throws(Failure) -> Value
{
    let result = await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: Result(catching: body)) }
    }
    return try result.get()
}
