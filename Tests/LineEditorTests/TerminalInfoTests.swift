import Testing
@testable import LineEditor

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct TerminalInfoTests {
    @Test func aPipeIsNotATerminalAndHasFallbackSizes() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        #expect(!TerminalInfo.isTerminal(fds[0]))
        #expect(TerminalInfo.columns(fds[0]) > 0)
        #expect(TerminalInfo.rows(fds[0]) > 0)
    }
}
