package import Foundation
import TVText

/// A script file's bytes as command lines: `-f FILE`, `source FILE` and the rc file.
package enum ScriptText {
    /// The largest script read: far beyond any written by hand, and a bound on `/dev/zero`.
    package static let maxBytes = 64 << 20

    /// The bytes of the script at `path`. Read through a file handle, so that a device or a pipe (`/dev/null`, `<(…)`)
    /// reads as what it gives, where `FileManager`'s `contents(atPath:)` gave up.
    /// - Throws: ``Unreadable`` with the reason when it cannot be opened or read (a folder, no permission) or holds more
    ///   than ``maxBytes``.
    package static func read(_ path: String) throws(Unreadable) -> Data {
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            var data = Data()
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                data += chunk
                if data.count > maxBytes { throw Unreadable(reason: "larger than \(maxBytes >> 20) MB") }
            }
            return data
        } catch let error as Unreadable {
            throw error
        } catch {
            throw Unreadable(reason: FileError(.read, path: path, underlying: error).reason)
        }
    }

    /// Why a script could not be read: the system's reason, lower case.
    package struct Unreadable: Error, Sendable {
        package let reason: String
    }

    /// Why the bytes at `path` are not a script, as an error line says it, or nil. Binary data (a program, an
    /// image), whose "lines" would be thousands of errors, is told by its first 64 KB: a NUL byte, which no text
    /// file holds, in bytes that are not UTF-8. A text script with a stray NUL or a Latin-1 line still runs, each bad
    /// line failing alone.
    package static func notAScript(_ data: Data, path: String) -> String? {
        let head = data.prefix(64 << 10)
        guard head.contains(0) else { return nil }
        // A character cut at the end of the 64 KB is not a fault: up to three bytes may be dropped.
        let valid = (0...min(3, head.count)).contains { cut in String(data: head.dropLast(cut), encoding: .utf8) != nil
        }
        return valid ? nil : "‘\(path.terminalSafe)’ is not a script: it holds binary data"
    }

    /// Splits at each `\n`, dropping one `\r` before it (CRLF files), and drops the empty line after a final newline.
    /// Bytes that are not UTF-8 become U+FFFD, so such a line fails alone instead of the whole file.
    ///
    /// Splitting the bytes, not the text: to Swift, "\r\n" is one character, which a search for "\n" does not find.
    package static func lines(_ data: Data) -> [String] {
        guard !data.isEmpty else { return [] }
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
        if data.last == UInt8(ascii: "\n") { lines.removeLast() }
        return lines
    }
}
