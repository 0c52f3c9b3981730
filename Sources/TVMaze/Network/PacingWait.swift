/// Who hears that a request waits for tv's own request budget (20 requests in 10 s, shared by the user's tv
/// processes), not for TVmaze: set for a task and the requests it makes (a task-local), so that what the task waits
/// for can be said truly. Told true when a request starts waiting for the budget, false when it is let go.
package final class PacingWait: Sendable {
    /// The running task's listener. A class, not an optional closure: Swift 6.3's optimizer miscompiles `withValue`
    /// of a task-local optional function type (the release build crashed in `swift_task_localValuePush`).
    @TaskLocal package static var listener: PacingWait?

    private let hear: @Sendable (_ waiting: Bool) -> Void

    package init(_ hear: @escaping @Sendable (_ waiting: Bool) -> Void) {
        self.hear = hear
    }

    /// Tells the running task's listener, when it has one, whether a request waits for the budget.
    package static func report(_ waiting: Bool) {
        listener?.hear(waiting)
    }
}
