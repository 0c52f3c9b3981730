import Foundation

/// "Now" for the service and the shell; `--now` pins it and tests move it.
package protocol WallClock: Sendable {
    func now() -> Date
}

/// The system's clock.
package struct SystemWallClock: WallClock {
    package init() {}
    package func now() -> Date { Date() }
}

/// A clock that always answers the same instant: `--now`, `TV_NOW`, and `--offline`.
package struct FixedWallClock: WallClock {
    package let instant: Date
    package init(_ instant: Date) { self.instant = instant }
    package func now() -> Date { instant }
}
