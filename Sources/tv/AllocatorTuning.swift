import CMalloc
import Foundation

/// glibc's allocator set up for a short process that fills a few threads' heaps at once.
enum AllocatorTuning {
    /// Address space each new thread arena is opened read-write with (``apply()``).
    static let arenaHeadroom = 16 << 20

    /// Sets `M_TOP_PAD` before any thread exists, unless the user tunes malloc (`MALLOC_TOP_PAD_`, or a
    /// `glibc.malloc` entry in `GLIBC_TUNABLES`).
    ///
    /// glibc maps a thread arena's heap without access and opens it with one `mprotect` a page at a time as it fills:
    /// a warm `tv -c week` made over a thousand such calls from the threads that decode and lay out the week, each one
    /// taking the address-space lock that the other thread's page faults wait on. The pad is added when an arena's
    /// first heap is opened, so it is opened once; pages still cost memory only when touched. Setting it also fixes
    /// glibc's mmap threshold at its 128 KB default (no longer raised as large blocks are freed); with the padded
    /// heaps a large block is still carved from the heap first (`malloc_stats` of a warm week: no mapped regions).
    static func apply() {
        #if os(Linux)
        // getenv: ProcessInfo's environment builds a dictionary of every variable (Launcher builds its own later).
        if getenv("MALLOC_TOP_PAD_") != nil { return }
        if let tunables = getenv("GLIBC_TUNABLES"), String(cString: tunables).contains("glibc.malloc.") { return }
        _ = mallopt(M_TOP_PAD, Int32(arenaHeadroom))
        #endif
    }
}
