package import Foundation

/// A program run to its end with its output discarded (openssl, mount): its exit status.
package enum QuietProcess {
    /// Runs `path` with `arguments` in `folder` and waits for it here: for callers already off Swift's cooperative pool.
    package static func status(_ path: String, _ arguments: [String], in folder: URL? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The same, waited for on a thread of its own, so that a slow program never holds a thread of the cooperative pool.
    package static func run(_ path: String, _ arguments: [String], in folder: URL? = nil) async throws -> Int32 {
        try await onOwnThread { try status(path, arguments, in: folder) }
    }
}
