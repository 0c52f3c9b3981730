import TVText

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Where the shell writes: standard output for results, standard error for errors and notices.
package protocol OutputSink: Sendable {
    func write(_ text: String)
    func writeError(_ text: String)
    /// Writes to stdout never through a pager (output redrawn in place); by default ``write(_:)``.
    func writeUnpaged(_ text: String)
}

extension OutputSink {
    package func writeUnpaged(_ text: String) {
        write(text)
    }
}

/// The process's standard output and error, unbuffered per call.
package struct StandardOutput: OutputSink {
    package init() {}

    /// Ignores `SIGPIPE` for the whole process, from its start: a pager quit early is then an `EPIPE` to the shell,
    /// not its end, and a closed standard output ends tv the same way whether or not a socket has been opened yet
    /// (NIO ignores `SIGPIPE` at its first socket).
    package static func handleBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes to standard output. A reader gone (`tv -c week | head`) ends tv as `SIGPIPE` would have; any other
    /// failure (a full disk) ends it with one line on standard error and status 1: nothing written after it could be seen.
    package func write(_ text: String) {
        let failure = DescriptorWriter.writeAll(text, to: STDOUT_FILENO)
        guard failure != 0 else { return }
        if failure == EPIPE {
            // SIGPIPE's default action, raised on this thread with the signal unblocked (a dispatch worker may block
            // it), so that it ends tv before `raise` returns.
            signal(SIGPIPE, SIG_DFL)
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_UNBLOCK, &pipeSignal, nil)
            raise(SIGPIPE)
        }
        writeError("error: cannot write to standard output: \(SystemReason.text(failure))\n")
        exit(ExitStatus.commandFailed.rawValue)
    }

    /// Writes to standard error; a failure there is dropped, as there is nowhere left to report it.
    package func writeError(_ text: String) {
        _ = DescriptorWriter.writeAll(text, to: STDERR_FILENO)
    }
}
