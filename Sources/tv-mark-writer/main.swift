import Foundation
import TVService
import TVStore

// tv-mark-writer DIR FIRST COUNT: writes watched marks for episodes FIRST, FIRST+1, … into DIR/tracking.sqlite,
// one transaction each, and prints each id on its own line once committed (COUNT 0: until killed).
// Tests and scripts/ run several at once or kill one mid-loop, then check every printed id is in the database.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 3, let first = Int(arguments[arguments.startIndex + 1]),
    let count = Int(arguments[arguments.startIndex + 2]),
    count >= 0
else {
    FileHandle.standardError.write(Data("usage: tv-mark-writer DIR FIRST COUNT (COUNT 0 writes until killed)\n".utf8))
    exit(2)
}
let store = TrackingDatabase(directory: URL(fileURLWithPath: arguments[arguments.startIndex]))
var episode = first
while count == 0 || episode < first + count {
    do {
        try await store.markWatched([
            WatchMark(episodeID: episode, showID: 1, season: 1, number: episode, watchedAt: Date())
        ])
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
    FileHandle.standardOutput.write(Data("\(episode)\n".utf8))
    episode += 1
}
