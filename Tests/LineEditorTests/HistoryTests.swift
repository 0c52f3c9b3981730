import Testing

@testable import LineEditor

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh temporary directory.
private func makeTemporaryDirectory() -> String {
    var template = Array("/tmp/le-history-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(made != nil)
    return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
}

/// The bytes of the file at `path`, or nil if it cannot be read.
private func contents(of path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard got > 0 else { return bytes }
        bytes += chunk[..<got]
    }
}

/// Creating a libedit editor calls setlocale, which is not thread-safe: run these one at a time.
@Suite(.serialized) struct HistoryTests {
    let entries = [
        "search Game of Thrones",
        "café 東京 Pokémon",
        "  two  spaces\tand a tab ",
        #"back\slash and "quotes""#,
        "show 1",
    ]

    @Test func roundTripThroughTheFile() throws {
        let directory = makeTemporaryDirectory()
        let path = directory + "/state/tv/history"  // parent directories are created
        do {
            let editor = try makeEditor(historyFile: path, historySize: 100)
            for entry in entries { editor.addHistory(entry) }
            editor.addHistory("   ")  // ignored
            editor.addHistory("show 1")  // same as the newest: ignored
            #expect(editor.entries() == entries)
        }
        let saved = try #require(contents(of: path))
        #expect(saved.starts(with: Array("_HiStOrY_V2_\n".utf8)))
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600)
        let reloaded = try makeEditor(historyFile: path, historySize: 100)
        #expect(reloaded.entries() == entries)
        // No temporary file is left beside it.
        #expect(try listDirectory(directory + "/state/tv") == ["history"])
    }

    @Test func aPlainTextHistoryIsReadLineByLineAndKept() throws {
        let path = makeTemporaryDirectory() + "/history"
        let plain = "search girls\nshow 1\r\n\nweek next\n"  // written by hand or by another program
        let file = fopen(path, "w")
        #expect(fputs(plain, file) >= 0)
        fclose(file)
        do {
            let editor = try makeEditor(historyFile: path, historySize: 100)
            #expect(editor.entries() == ["search girls", "show 1", "week next"])
            editor.addHistory("day tue")
        }
        let reloaded = try makeEditor(historyFile: path, historySize: 100)  // saved in libedit's form, nothing lost
        #expect(reloaded.entries() == ["search girls", "show 1", "week next", "day tue"])
    }

    @Test func sizeLimitKeepsTheNewest() throws {
        let path = makeTemporaryDirectory() + "/history"
        do {
            let editor = try makeEditor(historyFile: path, historySize: 3)
            for index in 1...5 { editor.addHistory("line \(index)") }
            #expect(editor.entries() == ["line 3", "line 4", "line 5"])
        }
        let smaller = try makeEditor(historyFile: path, historySize: 2)
        #expect(smaller.entries() == ["line 4", "line 5"])
    }

    @Test func devNullWritesNothing() throws {
        var before = stat()
        #expect(stat("/dev/null", &before) == 0)
        let editor = try makeEditor(historyFile: "/dev/null", historySize: 10)
        editor.addHistory("kept in memory")
        #expect(editor.entries() == ["kept in memory"])
        var after = stat()
        #expect(stat("/dev/null", &after) == 0)
        #expect(after.st_mode == before.st_mode)  // H_SAVE would have chmod-ed it to 0600
        #expect(after.st_rdev == before.st_rdev)
        #expect(HistoryFile(path: "/dev/null") == nil)
        #expect(HistoryFile(path: nil) == nil)
        #expect(HistoryFile(path: "") == nil)
    }

    @Test func missingFileLoadsNothing() throws {
        let path = makeTemporaryDirectory() + "/absent"
        let editor = try makeEditor(historyFile: path, historySize: 10)
        #expect(editor.entries().isEmpty)
        #expect(contents(of: path) == nil)  // nothing written until an entry is added
    }

    @Test(arguments: [0, 1, 4])
    func swiftMirrorFollowsLibeditRules(limit: Int32) throws {
        let editor = try makeEditor(historyFile: nil, historySize: limit)
        var mirror = HistoryList(limit: Int(limit))
        let lines = ["a", "a", "b", " ", "", "b", "c", "a", "é", "e\u{301}", "d", "d", "nul\0cut"]
        for line in lines.map(HistoryList.normalized) {
            editor.addHistory(line)
            _ = mirror.add(line)
        }
        #expect(mirror.entries == editor.entries())
        #expect(mirror.entries == Array(["é", "e\u{301}", "d", "nul"].suffix(Int(limit))))
    }

    @Test func mirrorTrimsInAmortizedConstantTime() {
        var mirror = HistoryList(limit: 3)
        for index in 0..<10_000 { _ = mirror.add("line \(index)") }
        #expect(mirror.entries == ["line 9997", "line 9998", "line 9999"])
    }

    @Test func asyncReaderHistoryIsImmediate() throws {
        let path = makeTemporaryDirectory() + "/history"
        let reader = AsyncLineReader(
            programName: "test", prompt: "> ", historyFile: path, completer: nil, forceEditor: true
        )
        #expect(reader.isInteractive)
        reader.addHistory("first")
        reader.addHistory("second entry")
        #expect(reader.history() == ["first", "second entry"])
        reader.addHistory("help back ")  // as TAB completed it: saved without the space it left
        reader.addHistory("help back")  // the same line again
        #expect(reader.history() == ["first", "second entry", "help back"])  // the lines the file is given
    }

    @Test(
        .enabled(
            if: isatty(STDIN_FILENO) == 0,
            "reads standard input: runs only where stdin is not a terminal (CI, or swift test < /dev/null)"))
    func plainReaderKeepsHistoryInMemory() {
        let reader = AsyncLineReader(programName: "test", prompt: "> ", historyFile: "/nonexistent/x", completer: nil)
        #expect(!reader.isInteractive)
        reader.addHistory("one")
        reader.addHistory("one")
        reader.addHistory("two")
        #expect(reader.history() == ["one", "two"])
    }
}

/// The names in `directory`, sorted, without `.` and `..`.
/// A libedit editor for the tests (libedit is installed wherever they run).
private func makeEditor(historyFile: String?, historySize: Int32) throws -> LineEditor {
    try #require(
        LineEditor(
            programName: "test", prompt: "> ", historyFile: historyFile, historySize: historySize,
            completer: nil))
}

private func listDirectory(_ directory: String) throws -> [String] {
    guard let handle = opendir(directory) else { throw POSIXError() }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

/// A failed POSIX call in a test helper.
private struct POSIXError: Error {}
