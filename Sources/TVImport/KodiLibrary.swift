package import Foundation
import GRDB

/// Kodi's video library, `MyVideosNN.db`, opened read-only: PATH is the file, or Kodi's `Database` folder, where the
/// highest NN is the library Kodi uses now. Only the columns tv needs are read: never `path` nor file names, whose
/// network sources (`smb://user:password@…`) may hold credentials.
package enum KodiLibrary {
    /// The columns read, by table: a library without them is of a schema tv does not know. Every value is CAST to
    /// the type read, so a column holding something else cannot stop the reading.
    static let schema: [(table: String, columns: [String])] = [
        ("tvshow", ["idShow", "c00"]), ("uniqueid", ["media_id", "media_type", "value", "type"]),
        ("episode", ["idEpisode", "idFile", "idShow", "c12", "c13"]), ("files", ["idFile", "playCount", "lastPlayed"]),
    ]

    package static func read(_ path: String, zone: TimeZone = .current) throws -> ImportedHistory {
        let file = try database(at: path)
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .immediateError
        do {
            let queue = try DatabaseQueue(path: file, configuration: configuration)
            let rows = try queue.read { db in try fetch(db, file: file) }
            return rows.history(file: URL(fileURLWithPath: file).lastPathComponent, zone: zone)
        } catch let error as DatabaseError {
            switch error.resultCode {
            case .SQLITE_BUSY, .SQLITE_LOCKED:
                throw ImportError("\(file): the database is locked (is Kodi scanning the library?); try again")
            case .SQLITE_NOTADB:
                throw ImportError("\(file): not an SQLite database")
            case .SQLITE_CORRUPT:
                throw ImportError("\(file): the database is damaged")
            default:
                throw ImportError("\(file): cannot be read (\(error.message ?? "\(error.resultCode)"))")
            }
        }
    }

    /// The library file `path` names: itself, or the folder's `MyVideosNN.db` with the highest NN.
    static func database(at path: String) throws -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ImportError("\(path): no such file or folder")
        }
        guard isFolder.boolValue else { return path }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let versions = names.compactMap { name -> (Int, String)? in
            guard name.hasPrefix("MyVideos"), name.hasSuffix(".db"),
                let version = Int(name.dropFirst("MyVideos".count).dropLast(".db".count))
            else { return nil }
            return (version, name)
        }
        guard let newest = versions.max(by: { $0.0 < $1.0 }) else {
            throw ImportError("\(path): no MyVideosNN.db in this folder (name Kodi's Database folder or the file)")
        }
        return URL(fileURLWithPath: path).appendingPathComponent(newest.1).path
    }

    private static func fetch(_ db: Database, file: String) throws -> KodiRows {
        var missing: [String] = []
        for (table, columns) in schema {
            guard try db.tableExists(table) else {
                missing.append(table)
                continue
            }
            let present = Set(try db.columns(in: table).map { $0.name.lowercased() })
            missing += columns.filter { !present.contains($0.lowercased()) }.map { "\(table).\($0)" }
        }
        guard missing.isEmpty else {
            throw ImportError(
                "\(file): not a Kodi video library tv knows (no \(missing.joined(separator: ", ")))")
        }
        var rows = KodiRows()
        rows.shows = try Row.fetchAll(db, sql: "SELECT CAST(idShow AS INTEGER), CAST(c00 AS TEXT) FROM tvshow").map {
            KodiRows.Show(id: $0[0] ?? 0, title: $0[1] ?? "")
        }
        rows.ids = try Row.fetchAll(
            db,
            sql: """
                SELECT CAST(media_id AS INTEGER), CAST(type AS TEXT), CAST(value AS TEXT) FROM uniqueid
                WHERE media_type = 'tvshow'
                """
        ).map { KodiRows.UniqueID(show: $0[0] ?? 0, type: $0[1] ?? "", value: $0[2] ?? "") }
        rows.episodes = try Row.fetchAll(
            db,
            sql: """
                SELECT CAST(e.idEpisode AS INTEGER), CAST(e.idShow AS INTEGER), CAST(e.c12 AS TEXT),
                    CAST(e.c13 AS TEXT), CAST(f.playCount AS INTEGER),
                    CAST(f.lastPlayed AS TEXT)
                FROM episode e JOIN files f ON f.idFile = e.idFile
                WHERE f.playCount > 0 ORDER BY e.idShow, e.idEpisode
                """
        ).map {
            KodiRows.Episode(
                id: $0[0] ?? 0, show: $0[1] ?? 0, season: $0[2], number: $0[3], playCount: $0[4], lastPlayed: $0[5])
        }
        return rows
    }
}
