import Foundation

/// An estimate of the time a paced job has left, at the pace so far (`about 4 min 10 s left`).
struct TimeLeft: Sendable {
    private let started = ContinuousClock.now

    /// Empty until a whole 10-second window of TVmaze's limit has passed: the pacer lets the first 20 requests go at
    /// once, so the pace before it says nothing.
    func text(done: Int, total: Int) -> String {
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        guard done > 0, done < total, seconds >= 10 else { return "" }
        let left = Int((seconds / Double(done) * Double(total - done)).rounded())
        return "about " + (left >= 60 ? "\(left / 60) min \(left % 60) s" : "\(left) s") + " left"
    }
}
