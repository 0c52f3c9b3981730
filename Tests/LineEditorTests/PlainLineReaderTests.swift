import Testing

@testable import LineEditor

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads every line of `bytes` through a temporary file, as if it were stdin.
private func readAll(_ bytes: [UInt8], chunkSize: Int = 64 * 1024) -> [LineInput] {
    var template = Array("/tmp/plain-reader-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    precondition(fd >= 0)
    unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    defer { close(fd) }
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        precondition(written > 0)
        offset += written
    }
    lseek(fd, 0, SEEK_SET)
    let reader = PlainLineReader(fd: fd, chunkSize: chunkSize)
    var results: [LineInput] = []
    while true {
        let next = reader.readLine()
        results.append(next)
        if next == .endOfInput { return results }
    }
}

@Suite struct PlainLineReaderTests {
    @Test(arguments: [1, 2, 3, 64 * 1024])
    func linesAndEndings(chunkSize: Int) {
        let input = Array("one\ntwo\r\n\nlast without newline".utf8)
        #expect(
            readAll(input, chunkSize: chunkSize) == [
                .line("one"), .line("two"), .line(""), .line("last without newline"), .endOfInput,
            ])
    }

    @Test func emptyInputIsEndOfInput() {
        #expect(readAll([]) == [.endOfInput])
    }

    @Test func finalNewlineGivesNoExtraLine() {
        #expect(readAll(Array("a\n".utf8)) == [.line("a"), .endOfInput])
    }

    @Test func onlyOneCarriageReturnIsDropped() {
        #expect(readAll(Array("a\r\r\nb\rc\n".utf8)) == [.line("a\r"), .line("b\rc"), .endOfInput])
    }

    @Test(arguments: [1, 64 * 1024])
    func invalidUTF8BecomesReplacementCharacter(chunkSize: Int) {
        let input: [UInt8] = [0x61, 0xFF, 0x62, 0x0A] + Array("café 東京".utf8) + [0x0A, 0xE6, 0x9D]
        #expect(
            readAll(input, chunkSize: chunkSize) == [
                .line("a\u{FFFD}b"), .line("café 東京"), .line("\u{FFFD}"), .endOfInput,
            ])
    }

    @Test func nulBytesAreKept() {
        #expect(readAll([0x61, 0x00, 0x62, 0x0A, 0x00]) == [.line("a\0b"), .line("\0"), .endOfInput])
    }

    @Test func megabyteLine() {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        let results = readAll(long + [0x0A] + Array("next\n".utf8) + long)
        #expect(results.count == 4)
        guard case .line(let first) = results[0], case .line(let last) = results[2] else {
            Issue.record("expected lines, got \(results.prefix(3))")
            return
        }
        #expect(first.utf8.count == 1 << 20)
        #expect(results[1] == .line("next"))
        #expect(last.utf8.count == 1 << 20)
        #expect(results[3] == .endOfInput)
    }

    @Test func manyShortLines() {
        let count = 50_000
        let input = (0..<count).flatMap { Array("line \($0)\n".utf8) }
        let results = readAll(input)
        #expect(results.count == count + 1)
        #expect(results[count - 1] == .line("line \(count - 1)"))
    }

    @Test func readsFromAPipe() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let bytes = Array("first\r\nsecond\nthird".utf8)
        _ = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        defer { close(fds[0]) }
        let reader = PlainLineReader(fd: fds[0])
        #expect(reader.readLine() == .line("first"))
        #expect(reader.readLine() == .line("second"))
        #expect(reader.readLine() == .line("third"))
        #expect(reader.readLine() == .endOfInput)
        #expect(reader.readLine() == .endOfInput)
    }
}
