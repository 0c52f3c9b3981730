import TVText
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct TerminalInfoTests {
    @Test func aPipeIsNotATerminalAndHasFallbackSizes() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        #expect(!TerminalInfo.isTerminal(fds[0]))
        #expect(TerminalInfo.size(fds[0]) == nil)
        #expect(TerminalInfo.columns(fds[0]) > 0)
        #expect(TerminalInfo.rows(fds[0]) > 0)
    }

    #if canImport(Glibc)
    /// A pseudo-terminal given a size (TIOCSWINSZ) reports it back, pixels included.
    @Test func aTerminalReportsItsWindowSize() throws {
        let terminal = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(terminal >= 0)
        defer { close(terminal) }
        var size = winsize(ws_row: 33, ws_col: 111, ws_xpixel: 999, ws_ypixel: 660)
        try #require(ioctl(terminal, UInt(TIOCSWINSZ), &size) == 0)
        #expect(TerminalInfo.isTerminal(terminal))
        let expected = TerminalInfo.Size(columns: 111, rows: 33, pixelWidth: 999, pixelHeight: 660)
        #expect(TerminalInfo.size(terminal) == expected)
        #expect(TerminalInfo.columns(terminal) == 111)
        #expect(TerminalInfo.rows(terminal) == 33)
    }
    #endif
}
