package import Foundation

/// Something TVmaze answered, and when it was fetched: what the caches keep and judge fresh or stale by.
package struct Fetched<Value: Sendable>: Sendable {
    package let value: Value
    package let fetchedAt: Date

    package init(_ value: Value, fetchedAt: Date) {
        self.value = value
        self.fetchedAt = fetchedAt
    }
}
