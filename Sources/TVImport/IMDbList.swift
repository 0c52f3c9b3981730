import Foundation

/// An IMDb ratings, list or watchlist CSV: series rows become follows (with `follow`); episode rows have no parent
/// series and are reported as not placeable; films are skipped.
package enum IMDbList {
    package static func read(bytes: [UInt8], file: String, follow: Bool) throws -> ImportedHistory {
        let table = try CSVTable(bytes: bytes, file: file)
        var builder = HistoryBuilder()
        let rows = builder.open(table)
        let columns = try table.require(["Const", "Title Type"])
        let (title, rated, created) = (table.column("Title"), table.column("Date Rated"), table.column("Created"))
        for (line, fields) in rows {
            let location = "\(file):\(line)"
            let name = fields[field: title] ?? ""
            switch CSVTable.normalise(fields[field: columns[1]] ?? "") {
            case "tvseries", "tvminiseries":
                if follow {
                    builder.follow(
                        ShowKey(imdb: fields[field: columns[0]]), title: name,
                        at: (fields[field: rated] ?? fields[field: created]).flatMap(ImportDates.iso),
                        location: location)
                } else {
                    builder.skip("series (--follow makes them follows)")
                }
            case "tvepisode":
                builder.unplaced.append(
                    UnplacedRow(
                        show: name, season: nil, number: nil,
                        reason: "an IMDb episode row does not name its series", location: location))
            case let type where type.contains("movie") || type == "video":
                builder.skip("movies")
            case "videogame":
                builder.skip("video games")
            case let type where type.hasPrefix("podcast"):
                builder.skip("podcasts")
            default:
                builder.skip("other titles (shorts, specials, music videos…)")
            }
        }
        return builder.history(format: "IMDb list")
    }
}
