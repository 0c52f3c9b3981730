/// Who hears that a request waits for tv's own request budget (20 requests in 10 s, shared by the user's tv
/// processes), not for TVmaze: set for a task and the requests it makes (a task-local), so that what the task waits
/// for can be said truly. Called with true when a request starts waiting for the budget, false when it is let go.
package enum PacingWait {
    @TaskLocal package static var report: (@Sendable (_ waiting: Bool) -> Void)?
}
