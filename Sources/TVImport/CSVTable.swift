import Foundation

/// A CSV file read by header name (RFC 4180: quotes, doubled quotes, CR LF or LF, a UTF-8 byte-order mark).
///
/// Header names are matched after lower-casing and dropping everything but letters and digits, so `Title Type`,
/// `title_type` and `"titleType"` are one column. Bytes that are not UTF-8 are read as Latin-1, and ``decodedLatin1``
/// says so.
struct CSVTable {
    /// The file name, for messages.
    let file: String
    /// The normalised header names.
    let header: [String]
    /// Each row's fields and its line number in the file.
    let rows: [(line: Int, fields: [String])]
    let decodedLatin1: Bool
    /// The file's last line has no line end: with fewer fields than the header, the file was cut mid-row.
    let endsMidRow: Bool

    init(bytes: [UInt8], file: String) throws {
        self.file = file
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let text: String
        if let utf8 = String(validating: body, as: UTF8.self) {
            text = utf8
            decodedLatin1 = false
        } else {
            text = String(body.map { Character(Unicode.Scalar($0)) })
            decodedLatin1 = true
        }
        endsMidRow = !(text.unicodeScalars.last.map { $0 == "\n" || $0 == "\r" } ?? true)
        var records = try Self.records(text, file: file)
        guard !records.isEmpty else { throw ImportError("\(file): the file is empty (no header line)") }
        header = records.removeFirst().fields.map(Self.normalise)
        rows = records.filter { !($0.fields.count == 1 && $0.fields[0].isEmpty) }
    }

    /// A column's index under any of `names` (normalised), or nil.
    func column(_ names: String...) -> Int? {
        for name in names {
            if let index = header.firstIndex(of: Self.normalise(name)) { return index }
        }
        return nil
    }

    /// Indexes of required columns, or one error naming the file and the missing ones.
    func require(_ names: [String]) throws -> [Int] {
        let found = names.map { column($0) }
        let missing = zip(names, found).filter { $0.1 == nil }.map(\.0)
        guard missing.isEmpty else {
            throw ImportError(
                "\(file): missing column\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) in the header line"
            )
        }
        return found.map { $0! }
    }

    /// Lower case, letters and digits only.
    static func normalise(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    private static func records(_ text: String, file: String) throws -> [(line: Int, fields: [String])] {
        var records: [(line: Int, fields: [String])] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var line = 1
        var recordLine = 1
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func next() -> Unicode.Scalar? {
            if let scalar = pending {
                pending = nil
                return scalar
            }
            return scalars.next()
        }
        while let scalar = next() {
            if quoted {
                if scalar == "\"" {
                    let after = next()
                    if after == "\"" {
                        field.unicodeScalars.append("\"")
                    } else {
                        quoted = false
                        pending = after
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty:
                quoted = true
            case ",":
                fields.append(field)
                field = ""
            case "\r":
                let after = next()
                if after != "\n" { pending = after }
                fallthrough
            case "\n":
                fields.append(field)
                records.append((recordLine, fields))
                fields = []
                field = ""
                line += 1
                recordLine = line
            default:
                field.unicodeScalars.append(scalar)
            }
        }
        if quoted { throw ImportError("\(file):\(recordLine): a quoted field is never closed") }
        if !field.isEmpty || !fields.isEmpty {
            fields.append(field)
            records.append((recordLine, fields))
        }
        return records
    }
}

extension Array where Element == String {
    /// The field at `index`, trimmed; nil when absent or empty.
    subscript(field index: Int?) -> String? {
        guard let index, index < count else { return nil }
        let value = self[index].trimmingCharacters(in: .whitespaces)
        return value.isEmpty ? nil : value
    }
}
