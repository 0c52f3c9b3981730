import Foundation

/// A tiny fixture directory for network tests, independent of the generated sample week.
enum MiniFixtures {
    static let show =
        #"{"id":1,"url":"https://www.tvmaze.com/shows/1/under-the-dome","name":"Under the Dome","genres":["Drama"],"network":{"id":2,"name":"CBS","country":{"name":"United States","code":"US","timezone":"America/New_York"}},"rating":{"average":6.5}}"#
    static let schedule =
        #"[{"id":10,"name":"Pilot","season":1,"number":1,"airdate":"2026-11-16","airtime":"20:00","airstamp":"2026-11-17T01:00:00+00:00","runtime":60,"show":"#
        + show + "}]"

    /// Writes the files into a new temporary directory and returns it.
    static func make() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tv-mini-\(UUID().uuidString)")
        let files = [
            "shows/1.json": show,
            "schedule/US/2026-11-16.json": schedule,
            "errors/404.json": #"{"name":"Not Found","message":"","code":0,"status":404}"#,
            "errors/422.json":
                #"{"name":"Unprocessable entity","message":"Not a valid ISO country code","code":0,"status":422}"#,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }
}
