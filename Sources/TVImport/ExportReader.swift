import Foundation

/// The exports tv reads, by the word `import` takes.
package enum ExportKind: String, Sendable, CaseIterable {
    case tvtime, trakt, imdb, simkl, tv, netflix, kodi, seriesguide

    /// Reads the export at `path`.
    ///
    /// - Parameters:
    ///   - password: for an encrypted zip.
    ///   - follow: IMDb: series rows become follows.
    ///   - watchlist: Trakt: the watchlist's shows become follows.
    ///   - profile: Netflix's data request: the profile whose viewing is read.
    ///   - dateOrder: Netflix's `Title,Date`: the order of its dates, when the column cannot tell.
    /// - Throws: ``ImportError`` naming the file (and the line or entry).
    package func read(
        _ path: String, password: String? = nil, follow: Bool = false, watchlist: Bool = false,
        profile: String? = nil, dateOrder: DateOrder? = nil
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
        case .netflix:
            let files = try ExportFiles(path: path, password: password)
            let name = try Self.netflixFile(files)
            return try NetflixExport.read(
                bytes: files.read(name), file: files.label(name), profile: profile, dateOrder: dateOrder)
        case .kodi:
            return try KodiLibrary.read(path)
        case .seriesguide:
            return try SeriesGuideBackup.read(bytes: Self.file(path), file: path)
        }
    }

    /// The one file of a Netflix download tv reads: the data request's `CONTENT_INTERACTION/ViewingActivity.csv`, or
    /// `NetflixViewingHistory.csv`; the account files beside them are never opened.
    private static func netflixFile(_ files: ExportFiles) throws -> String {
        if files.names.count == 1, let only = files.names.first, only.lowercased().hasSuffix(".csv") { return only }
        let activity = files.find("ViewingActivity.csv")
        let named = activity.filter { $0.uppercased().contains("CONTENT_INTERACTION/") }
        if let name = named.count == 1 ? named.first : activity.count == 1 ? activity.first : nil { return name }
        guard activity.isEmpty else { throw ImportError("\(files.path): several ViewingActivity.csv files; name one") }
        let history = files.find("NetflixViewingHistory.csv")
        guard history.count == 1, let name = history.first else {
            throw ImportError(
                "\(files.path): no CONTENT_INTERACTION/ViewingActivity.csv nor NetflixViewingHistory.csv in it")
        }
        return name
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
