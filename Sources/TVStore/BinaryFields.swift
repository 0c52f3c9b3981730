import Foundation
import TVMaze

/// Appends fields to a byte buffer: LEB128 varints, length-prefixed UTF-8, optionals behind a presence mark.
struct BinaryWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func varint(_ value: UInt64) {
        if value < 0x80 { return bytes.append(UInt8(value)) }  // most counts, marks and lengths
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func count(_ value: Int) { varint(UInt64(value)) }

    /// Zigzag, so small negative numbers stay short.
    mutating func int(_ value: Int) { varint(UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))) }

    mutating func int(_ value: Int?) {
        byte(value == nil ? 0 : 1)
        if let value { int(value) }
    }

    mutating func bool(_ value: Bool) { byte(value ? 1 : 0) }

    mutating func double(_ value: Double?) {
        byte(value == nil ? 0 : 1)
        guard let value else { return }
        var bits = value.bitPattern.littleEndian
        withUnsafeBytes(of: &bits) { bytes.append(contentsOf: $0) }
    }

    /// The length plus one, then the UTF-8; 0 for nil.
    mutating func string(_ value: borrowing String?) {
        switch value {
        case .none: varint(0)
        case .some(let text): string(text)
        }
    }

    /// Read through `withCString`, which hands over a native string's own storage (a small string's from a copy on
    /// the stack): `withUTF8` needs a `var` copy and `utf8.withContiguousStorageIfAvailable` a copy of the view, each
    /// retained and released for every string of a week. The length comes from the string, so a NUL inside it is
    /// written too.
    mutating func string(_ value: borrowing String) {
        let length = value.utf8.count
        count(length + 1)
        value.withCString { start in
            bytes.append(contentsOf: UnsafeRawBufferPointer(start: start, count: length))
        }
    }

    mutating func strings(_ values: borrowing [String]) {
        count(values.count)
        for index in values.indices { string(values[index]) }
    }

    mutating func date(_ value: CalendarDate?) { int(value?.daysSinceEpoch) }
}

/// Reads what ``BinaryWriter`` wrote; running past the end or a malformed number throws ``BinaryReader/Damaged``.
struct BinaryReader: ~Copyable {
    /// The bytes end early or do not hold what the format says.
    struct Damaged: Error {}

    private let base: UnsafeRawBufferPointer
    private var offset = 0

    init(_ base: UnsafeRawBufferPointer) { self.base = base }

    var isAtEnd: Bool { offset == base.count }

    mutating func byte() throws(Damaged) -> UInt8 {
        guard offset < base.count else { throw Damaged() }
        defer { offset += 1 }
        return base[offset]
    }

    mutating func varint() throws(Damaged) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try byte()
            guard shift < 64 else { throw Damaged() }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// A count of items still to come, each at least one byte long (so a damaged count cannot ask for a huge array).
    mutating func count() throws(Damaged) -> Int {
        let value = try varint()
        guard value <= UInt64(base.count - offset) else { throw Damaged() }
        return Int(value)
    }

    mutating func int() throws(Damaged) -> Int {
        let raw = try varint()
        return Int(truncatingIfNeeded: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    mutating func optionalInt() throws(Damaged) -> Int? {
        guard try presence() else { return nil }
        return try int()
    }

    mutating func bool() throws(Damaged) -> Bool {
        switch try byte() {
        case 0: false
        case 1: true
        default: throw Damaged()
        }
    }

    mutating func double() throws(Damaged) -> Double? {
        guard try presence() else { return nil }
        guard base.count - offset >= 8 else { throw Damaged() }
        var bits: UInt64 = 0
        withUnsafeMutableBytes(of: &bits) {
            $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: base[offset..<offset + 8]))
        }
        offset += 8
        return Double(bitPattern: UInt64(littleEndian: bits))
    }

    mutating func optionalString() throws(Damaged) -> String? {
        let mark = try varint()
        guard mark > 0 else { return nil }
        guard mark - 1 <= UInt64(base.count - offset) else { throw Damaged() }
        let end = offset + Int(mark - 1)
        defer { offset = end }
        return String(decoding: UnsafeRawBufferPointer(rebasing: base[offset..<end]), as: UTF8.self)
    }

    mutating func string() throws(Damaged) -> String {
        guard let value = try optionalString() else { throw Damaged() }
        return value
    }

    mutating func strings() throws(Damaged) -> [String] {
        let count = try count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    /// A date within ±4,000,000 days of 1970, which holds every four-digit year (anything beyond is damage).
    mutating func date() throws(Damaged) -> CalendarDate? {
        guard let days = try optionalInt() else { return nil }
        guard (-4_000_000...4_000_000).contains(days) else { throw Damaged() }
        return CalendarDate(daysSinceEpoch: days)
    }

    /// A presence mark: 0 absent, 1 present.
    mutating func presence() throws(Damaged) -> Bool { try bool() }
}

/// What ``ScheduleDayCodec``'s field lists run with: a ``BinaryWriter`` stores each field it is handed, a
/// ``BinaryReader`` replaces it with the one stored, so one list states the format for both.
protocol FieldCoder: ~Copyable {
    associatedtype Failure: Error
    mutating func field(_ value: inout Int?) throws(Failure)
    mutating func field(_ value: inout String) throws(Failure)
    mutating func field(_ value: inout String?) throws(Failure)
    mutating func field(_ value: inout [String]) throws(Failure)
    mutating func field(_ value: inout Double?) throws(Failure)
    mutating func field(_ value: inout CalendarDate?) throws(Failure)
    /// A presence mark: the writer stores `isPresent`, the reader returns what it stored.
    mutating func presence(_ isPresent: Bool) throws(Failure) -> Bool
}

extension FieldCoder where Self: ~Copyable {
    /// A part that may be missing: its presence mark, then its own fields (read into `empty`).
    mutating func part<Part>(
        _ value: inout Part?, empty: @autoclosure () -> Part,
        _ fields: (inout Part, inout Self) throws(Failure) -> Void
    ) throws(Failure) {
        guard try presence(value != nil) else {
            value = nil
            return
        }
        var part = value ?? empty()
        try fields(&part, &self)
        value = part
    }

    /// A length in minutes, kept only when plausible (``Runtime/plausible``) as from JSON, also from older caches.
    mutating func minutes(_ value: inout Int?) throws(Failure) {
        try field(&value)
        value = value.flatMap(Runtime.plausible)
    }

    /// An instant, as seconds since the reference date.
    mutating func field(_ value: inout Date?) throws(Failure) {
        var seconds = value?.timeIntervalSinceReferenceDate
        try field(&seconds)
        value = seconds.map { Date(timeIntervalSinceReferenceDate: $0) }
    }
}

extension BinaryWriter: FieldCoder {
    typealias Failure = Never

    mutating func field(_ value: inout Int?) { int(value) }
    mutating func field(_ value: inout String) { string(value) }
    mutating func field(_ value: inout String?) { string(value) }
    mutating func field(_ value: inout [String]) { strings(value) }
    mutating func field(_ value: inout Double?) { double(value) }
    mutating func field(_ value: inout CalendarDate?) { date(value) }

    mutating func presence(_ isPresent: Bool) -> Bool {
        bool(isPresent)
        return isPresent
    }
}

extension BinaryReader: FieldCoder {
    typealias Failure = Damaged

    mutating func field(_ value: inout Int?) throws(Damaged) { value = try optionalInt() }
    mutating func field(_ value: inout String) throws(Damaged) { value = try string() }
    mutating func field(_ value: inout String?) throws(Damaged) { value = try optionalString() }
    mutating func field(_ value: inout [String]) throws(Damaged) { value = try strings() }
    mutating func field(_ value: inout Double?) throws(Damaged) { value = try double() }
    mutating func field(_ value: inout CalendarDate?) throws(Damaged) { value = try date() }

    /// The stored mark; the value handed in is the reader's own, not what was stored.
    mutating func presence(_ isPresent: Bool) throws(Damaged) -> Bool { try presence() }
}
