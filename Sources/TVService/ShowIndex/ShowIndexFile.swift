package import Foundation

/// The show index as a compact text file: a header line, then `id<TAB>weight<TAB>name` per show, by id.
package struct ShowIndexFile: ShowIndexStore {
    package let url: URL
    static let magic = "tv-show-index 1"

    package init(url: URL) {
        self.url = url
    }

    package func load() throws -> ShowIndexSnapshot? {
        var entries: [ShowIndexEntry] = []
        guard var snapshot = try loadEach(reserving: { entries.reserveCapacity($0) }, { entries.append($0) }) else {
            return nil
        }
        snapshot.entries = entries
        return snapshot
    }

    package func loadEach(_ body: (ShowIndexEntry) -> Void) throws -> ShowIndexSnapshot? {
        try loadEach(reserving: nil, body)
    }

    /// Reads the lines in place (no array of lines, no array of entries), after telling `reserve`, when given, how many
    /// there are (counting them is a pass over the whole file, so only a caller that keeps the entries asks).
    private func loadEach(
        reserving reserve: ((Int) -> Void)?, _ body: (ShowIndexEntry) -> Void
    ) throws -> ShowIndexSnapshot? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try data.withUnsafeBytes { bytes in
            let newline = UInt8(ascii: "\n")
            let tab = UInt8(ascii: "\t")
            let headerEnd = bytes.firstIndex(of: newline) ?? bytes.endIndex
            let header = String(decoding: bytes[..<headerEnd], as: UTF8.self)
            guard header.hasPrefix(Self.magic) else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path])
            }
            let fields = header.dropFirst(Self.magic.count).split(separator: " ")
            let snapshot = ShowIndexSnapshot(
                lastPage: fields.first.flatMap { Int($0) } ?? -1,
                complete: fields.count > 1 && fields[1] == "1",
                updatedAt: fields.count > 2 ? Double(fields[2]).map(Date.init(timeIntervalSince1970:)) : nil)
            reserve?(bytes.reduce(0) { $0 + ($1 == newline ? 1 : 0) })
            var start = headerEnd
            while start < bytes.endIndex {
                let end = bytes[start...].firstIndex(of: newline) ?? bytes.endIndex
                defer { start = end + 1 }
                guard let firstTab = bytes[start..<end].firstIndex(of: tab),
                    let secondTab = bytes[(firstTab + 1)..<end].firstIndex(of: tab),
                    let id = Self.integer(bytes[start..<firstTab]),
                    let weight = Self.integer(bytes[(firstTab + 1)..<secondTab])
                else { continue }
                body(
                    ShowIndexEntry(
                        id: id, name: String(decoding: bytes[(secondTab + 1)..<end], as: UTF8.self), weight: weight))
            }
            return snapshot
        }
    }

    /// A decimal integer (optionally signed), as `Int(String)` reads it.
    private static func integer(_ digits: Slice<UnsafeRawBufferPointer>) -> Int? {
        Int(String(decoding: digits, as: UTF8.self))
    }

    package func save(_ snapshot: ShowIndexSnapshot) throws {
        var text =
            "\(Self.magic) \(snapshot.lastPage) \(snapshot.complete ? 1 : 0) "
            + "\(Int(snapshot.updatedAt?.timeIntervalSince1970 ?? 0))\n"
        for entry in snapshot.entries {
            let name = entry.name.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
            text += "\(entry.id)\t\(entry.weight)\t\(name)\n"
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
