import Foundation
import TVMaze
import TVTestSupport
import Testing

@testable import TVShell

/// Foundation's file errors become one line naming the file and the system's reason.
@Suite struct FileErrorTests {
    @Test func writeAndReadErrorsNameTheFileAndTheSystemsReason() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("no/such/folder/file").path
        let errors = [
            Self.error { try Data().write(to: folder, options: .atomic) },
            Self.error { try Data().write(to: URL(fileURLWithPath: missing)) },
            Self.error { _ = try Data(contentsOf: URL(fileURLWithPath: missing)) },
        ]
        #expect(
            errors.map { $0.flatMap(FileError.init)?.errorLine } == [
                "cannot write ‘\(folder.path)’: is a directory",
                "cannot use ‘\(missing)’: no such file or directory",
                "cannot read ‘\(missing)’: no such file or directory",
            ])
        #expect(
            errors.map { $0.flatMap(FileError.init).map { [$0.path: $0.errno] } } == [
                [folder.path: EISDIR], [missing: ENOENT], [missing: ENOENT],
            ])
    }

    @Test func otherErrorsAreLeftToTheirOwnText() {
        #expect(FileError(ShellError("no")) == nil)
        #expect(FileError(CocoaError(.fileWriteUnknown)) == nil)  // no file named
        let full = FileError(.write, path: "/x", underlying: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC)))
        #expect(full.errorLine == "cannot write ‘/x’: no space left on device" && full.errno == ENOSPC)
    }

    @Test func aFileNameCannotReachTheTerminalAsEscapes() {
        let error = CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: "/tmp/\u{1B}[2Jx"])
        #expect(FileError(error)?.errorLine.contains("\u{1B}") == false)
    }

    @Test func theSessionRendersEveryErrorThroughItsOwnLine() {
        struct Other: Error {}
        let file = CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: "/x"])
        #expect(ShellSession.errorLine(for: ShellError("which day?", usage: "day D")) == "which day? (usage: day D)")
        #expect(ShellSession.errorLine(for: TVMazeError(.notFound, "no show \u{1B}[2J", status: 404)) == "no show ")
        #expect(ShellSession.errorLine(for: file) == "cannot write ‘/x’: \(FileError(file)!.reason)")
        #expect(ShellSession.errorLine(for: Other()) == "Other()")
    }

    static func error(_ body: () throws -> Void) -> (any Error)? {
        do {
            try body()
            return nil
        } catch { return error }
    }
}
