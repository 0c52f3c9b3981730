import Foundation

/// The exports tv reads, by the word `import` takes.
package enum ExportKind: String, Sendable, CaseIterable {
    case tvtime, trakt, imdb, simkl, tv

    /// Reads the export at `path`.
    ///
    /// - Parameters:
    ///   - password: for an encrypted zip.
    ///   - follow: IMDb: series rows become follows.
    ///   - watchlist: Trakt: the watchlist's shows become follows.
    /// - Throws: ``ImportError`` naming the file (and the line or entry).
    package func read(
        _ path: String, password: String? = nil, follow: Bool = false, watchlist: Bool = false
    ) throws -> ImportedHistory {
        switch self {
        case .tvtime:
            return try TVTimeExport.read(ExportFiles(path: path, password: password))
        case .trakt:
            return try TraktExport.read(ExportFiles(path: path, password: password), watchlist: watchlist)
        case .imdb:
            return try IMDbList.read(bytes: Self.file(path), file: path, follow: follow)
        case .simkl:
            return try SimklExport.read(bytes: Self.file(path), file: path)
        case .tv:
            return try TVBackup.read(bytes: Self.file(path), file: path).history
        }
    }

    /// A single file's bytes (a folder is refused).
    private static func file(_ path: String) throws -> [UInt8] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ImportError("\(path): no such file")
        }
        guard !isFolder.boolValue else { throw ImportError("\(path): a folder; name the file") }
        return try ExportFiles.readFile(URL(fileURLWithPath: path), label: path, cap: ExportFiles.defaultCap)
    }
}
