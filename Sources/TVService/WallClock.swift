import Foundation

/// "Now" for the service and the shell; `--now` pins it and tests move it.
public protocol WallClock: Sendable {
    func now() -> Date
}

/// The system's clock.
public struct SystemWallClock: WallClock {
    public init() {}
    public func now() -> Date { Date() }
}

/// A clock that always answers the same instant: `--now`, `TV_NOW`, and `--offline`.
public struct FixedWallClock: WallClock {
    public let instant: Date
    public init(_ instant: Date) { self.instant = instant }
    public func now() -> Date { instant }
}
