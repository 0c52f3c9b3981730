import Foundation
import Synchronization

/// The live clock until offline mode takes over, then the sample week's pinned "now".
package final class SwitchableClock: WallClock {
    private let live: any WallClock
    private let offlineNow: Date
    private let offline = Mutex(false)

    package init(live: any WallClock, offlineNow: Date) {
        self.live = live
        self.offlineNow = offlineNow
    }

    /// From now on, answer the offline instant.
    package func switchToOffline() { offline.withLock { $0 = true } }

    package func now() -> Date { offline.withLock { $0 } ? offlineNow : live.now() }
}
