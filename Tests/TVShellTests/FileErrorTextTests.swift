import Foundation
import Testing
import TVTestSupport
@testable import TVShell

/// Foundation's file errors become one line naming the file and the system's reason.
@Suite struct FileErrorTextTests {
    @Test func writeAndReadErrorsNameTheFileAndTheSystemsReason() throws {
        let folder = try TVProcess.temporaryHome()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("no/such/folder/file").path
        let errors = [Self.error { try Data().write(to: folder, options: .atomic) },
                      Self.error { try Data().write(to: URL(fileURLWithPath: missing)) },
                      Self.error { _ = try Data(contentsOf: URL(fileURLWithPath: missing)) }]
        #expect(errors.map { $0.flatMap(FileErrorText.line) } == [
            "cannot write ‘\(folder.path)’: Is a directory",
            "cannot use ‘\(missing)’: No such file or directory",
            "cannot read ‘\(missing)’: No such file or directory",
        ])
    }

    @Test func otherErrorsAreLeftToTheirOwnText() {
        #expect(FileErrorText.line(ShellError("no")) == nil)
        #expect(FileErrorText.line(CocoaError(.fileWriteUnknown)) == nil)   // no file named
        #expect(FileErrorText.reason(NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))) == "No space left on device")
    }

    @Test func aFileNameCannotReachTheTerminalAsEscapes() {
        let error = CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: "/tmp/\u{1B}[2Jx"])
        #expect(FileErrorText.line(error)?.contains("\u{1B}") == false)
    }

    static func error(_ body: () throws -> Void) -> (any Error)? {
        do { try body(); return nil } catch { return error }
    }
}
