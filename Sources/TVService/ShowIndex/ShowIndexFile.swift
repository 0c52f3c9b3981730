import Foundation

/// The show index as a compact text file: a header line, then `id<TAB>weight<TAB>name` per show, by id.
public struct ShowIndexFile: ShowIndexStore {
    public let url: URL
    static let magic = "tv-show-index 1"

    public init(url: URL) {
        self.url = url
    }

    public func load() throws -> ShowIndexSnapshot? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).makeIterator()
        guard let header = lines.next().map({ String(decoding: $0, as: UTF8.self) }), header.hasPrefix(Self.magic) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        let fields = header.dropFirst(Self.magic.count).split(separator: " ")
        var snapshot = ShowIndexSnapshot(lastPage: fields.first.flatMap { Int($0) } ?? -1,
                                         complete: fields.count > 1 && fields[1] == "1",
                                         updatedAt: fields.count > 2 ? Double(fields[2]).map(Date.init(timeIntervalSince1970:)) : nil)
        while let line = lines.next() {
            let parts = line.split(separator: UInt8(ascii: "\t"), maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let id = Int(String(decoding: parts[0], as: UTF8.self)),
                  let weight = Int(String(decoding: parts[1], as: UTF8.self)) else { continue }
            snapshot.entries.append(ShowIndexEntry(id: id, name: String(decoding: parts[2], as: UTF8.self), weight: weight))
        }
        return snapshot
    }

    public func save(_ snapshot: ShowIndexSnapshot) throws {
        var text = "\(Self.magic) \(snapshot.lastPage) \(snapshot.complete ? 1 : 0) "
            + "\(Int(snapshot.updatedAt?.timeIntervalSince1970 ?? 0))\n"
        for entry in snapshot.entries {
            let name = entry.name.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
            text += "\(entry.id)\t\(entry.weight)\t\(name)\n"
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
