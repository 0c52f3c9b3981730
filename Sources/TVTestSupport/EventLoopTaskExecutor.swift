import NIOCore

/// Runs a task's jobs on a NIO event loop's thread instead of Swift's cooperative pool.
///
/// A loopback server serving the tests from the pool answers only when the pool gets to it: with the suite's tests
/// running in parallel on a busy machine, that took longer than tv's first-byte limit, and a `tv` process under test
/// saw days fail. On an event loop's own thread it is scheduled as the operating system schedules every thread.
final class EventLoopTaskExecutor: TaskExecutor {
    private let loop: any EventLoop

    init(_ loop: any EventLoop) {
        self.loop = loop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        loop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
