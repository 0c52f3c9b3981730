/// An immutable box that lets an episode hold its show without an infinitely sized value, and keeps large or rare parts
/// out of line (copies share it).
final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: consuming Value) { self.value = value }
}
