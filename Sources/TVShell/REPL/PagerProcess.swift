#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A pager run through `/bin/sh -c`, fed text on its standard input.
///
/// It starts with every signal at its default and none blocked: tv ignores `SIGPIPE` (see
/// ``StandardOutput/handleBrokenPipes()``), and an ignored signal stays ignored through `exec`, so a pager pipeline
/// such as `grep x | less` would report write errors where it should end quietly.
enum PagerProcess {
    /// Runs `command` with `text` on its standard input and waits for it to end: its exit status (the shell's 127
    /// when the command is not found, 126 when it cannot be run), or nil when it could not be started. A pager quit
    /// before the end (`q` in less) is an `EPIPE` here, and the rest of the text is dropped.
    static func run(_ command: String, input text: String) -> Int32? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        let (reading, writing) = (ends[0], ends[1])
        _ = fcntl(reading, F_SETFD, FD_CLOEXEC)  // the pager gets its own copy as standard input
        _ = fcntl(writing, F_SETFD, FD_CLOEXEC)  // and never the writing end, or it would wait for itself

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, reading, STDIN_FILENO)  // the copy is not close-on-exec

        var attributes = PagerProcess.defaultSignals()
        defer { posix_spawnattr_destroy(&attributes) }

        let arguments = ["/bin/sh", "-c", command].map { $0.withCString { strdup($0) } } + [nil]
        defer {
            for argument in arguments { free(argument) }
        }
        var child: pid_t = 0
        let started = posix_spawn(&child, "/bin/sh", &actions, &attributes, arguments, environ)
        close(reading)
        if started == 0 {
            _ = DescriptorWriter.writeAll(text, to: writing)
        }
        close(writing)
        guard started == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F  // WIFEXITED, WEXITSTATUS, WTERMSIG
    }

    /// Spawn attributes that start a child with every signal at its default and none blocked (to be destroyed by the
    /// caller); the editor of `edit` starts so too.
    static func defaultSignals() -> posix_spawnattr_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var all = sigset_t()
        var none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        return attributes
    }
}
