import Foundation

/// The keys of every TVmaze object tv reads.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Lenient reads for TVmaze's optional fields: missing, `null` and `""` all mean "not available".
extension KeyedDecodingContainer where K == AnyKey {
    /// A non-empty string, or nil (also for a value of another type).
    func text(_ key: String) -> String? {
        guard let value = try? decodeIfPresent(String.self, forKey: AnyKey(key)) else { return nil }
        return value.allSatisfy(\.isWhitespace) ? nil : value
    }

    /// A URL string with `http://` upgraded to `https://` (TVmaze serves both; API.md §1).
    func link(_ key: String) -> String? {
        guard let value = text(key) else { return nil }
        return value.hasPrefix("http://") ? "https://" + value.dropFirst("http://".count) : value
    }

    /// An integer; also accepts an integral number or a numeric string (seen in third-party fixtures).
    func int(_ key: String) -> Int? {
        if let value = try? decodeIfPresent(Int.self, forKey: AnyKey(key)) { return value }
        if let value = try? decodeIfPresent(Double.self, forKey: AnyKey(key)), value == value.rounded(),
           abs(value) < 1e15 { return Int(value) }
        return text(key).flatMap { Int($0) }
    }

    /// A length in minutes (``Runtime/plausible``): nil for a non-positive or absurd one.
    func minutes(_ key: String) -> Int? {
        int(key).flatMap(Runtime.plausible)
    }

    /// A number; integer literals such as `9` decode too.
    func double(_ key: String) -> Double? {
        (try? decodeIfPresent(Double.self, forKey: AnyKey(key))) ?? nil
    }

    func bool(_ key: String) -> Bool? {
        (try? decodeIfPresent(Bool.self, forKey: AnyKey(key))) ?? nil
    }

    /// A "YYYY-MM-DD" date, or nil.
    func date(_ key: String) -> CalendarDate? {
        text(key).flatMap { CalendarDate($0) }
    }

    /// A nested object decoded leniently: a missing, null or malformed value is nil.
    func object<T: Decodable>(_ key: String, as type: T.Type = T.self) -> T? {
        (try? decodeIfPresent(T.self, forKey: AnyKey(key))) ?? nil
    }

    /// A list whose malformed elements are skipped; missing or null is empty.
    func list<T: Decodable>(_ key: String, of type: T.Type = T.self) -> [T] {
        guard let items = try? decodeIfPresent([Lenient<T>].self, forKey: AnyKey(key)) else { return [] }
        return items.compactMap(\.value)
    }

    /// A required identifier: the one thing without which an object is not what tv asked for.
    func id(_ key: String = "id") throws -> Int {
        guard let value = int(key) else {
            throw DecodingError.keyNotFound(AnyKey(key), .init(codingPath: codingPath, debugDescription: "missing \(key)"))
        }
        return value
    }

    /// A required name; an empty one is kept as "" rather than failing the whole object.
    func name(_ key: String = "name") throws -> String {
        guard contains(AnyKey(key)) else {
            throw DecodingError.keyNotFound(AnyKey(key), .init(codingPath: codingPath, debugDescription: "missing \(key)"))
        }
        return (try? decodeIfPresent(String.self, forKey: AnyKey(key))) ?? ""
    }
}

/// Decodes an element when it can, else nil, so one bad element does not lose a list.
struct Lenient<T: Decodable>: Decodable {
    let value: T?
    init(from decoder: any Decoder) throws {
        value = try? T(from: decoder)
    }
}

/// An immutable box that lets an episode hold its show without an infinitely sized value, and keeps large or rare parts
/// out of line (copies share it).
@usableFromInline final class Box<Value: Sendable>: Sendable {
    @usableFromInline let value: Value
    @usableFromInline init(_ value: consuming Value) { self.value = value }
}
