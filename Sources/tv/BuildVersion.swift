import CBuildStamp
import TVMaze

/// What `tv --version` prints: `tv 0.3.0`, and the commit for a binary stamped from a git checkout
/// (`tv 0.3.0 (3379e80)`; scripts/install and scripts/package stamp the copy they install).
enum BuildVersion {
    static var text: String {
        let commit = String(cString: tv_build_commit())
        return commit.isEmpty ? "tv \(TVMazeVersion.current)" : "tv \(TVMazeVersion.current) (\(commit))"
    }
}
