import Foundation
import TVTestSupport

/// A tmpfs mounted on a test's directory, for a full disk or a read-only file system; mounting needs root.
struct ScratchMount {
    /// The mount point.
    let path: URL

    /// Mounts a tmpfs of `size` (as `mount -o size=` takes it) on `path`, creating the directory.
    init(at path: URL, size: String) throws {
        self.path = path
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        try Self.mount(["-t", "tmpfs", "-o", "size=\(size),mode=0755", "tmpfs", path.path])
    }

    /// Makes the file system read-only or writable again, keeping what it holds.
    func remount(readOnly: Bool) throws {
        try Self.mount(["-o", readOnly ? "remount,ro" : "remount,rw", path.path])
    }

    /// Unmounts it (what it held is gone).
    func remove() {
        _ = try? QuietProcess.status("/bin/umount", [path.path])
    }

    /// The blocks free for an unprivileged writer; -1 when `statvfs` fails.
    func freeBlocks() -> Int {
        fileSystem().map { Int($0.f_bavail) } ?? -1
    }

    /// Every file under the mount point with the blocks it holds, for a failure message.
    func listing() -> String {
        files().map { "\($0.name) \($0.blocks)" }.joined(separator: ", ")
    }

    /// Waits until every block in use belongs to a file on the mount, for up to `limit`; returns the blocks still
    /// unaccounted for (0 when it settled). A file another process deleted stays allocated while any process holds it
    /// open, and a process another test is starting holds a copy of this one's descriptors until it executes: a
    /// reader's deleted `-wal` and `-shm` files come back as free room later, which would let a "full" disk take writes.
    func settle(within limit: Duration = .seconds(10)) async throws -> Int {
        let deadline = ContinuousClock.now + limit
        while true {
            let unaccounted = usedBlocks() - files().reduce(0) { $0 + $1.blocks }
            if unaccounted <= 0 || ContinuousClock.now >= deadline { return unaccounted }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// The file system's blocks in use, all writers counted.
    private func usedBlocks() -> Int {
        fileSystem().map { Int($0.f_blocks - $0.f_bfree) } ?? -1
    }

    /// What `statvfs` says of the mount; nil when it fails.
    private func fileSystem() -> statvfs? {
        var stats = statvfs()
        return statvfs(path.path, &stats) == 0 ? stats : nil
    }

    /// Every file and folder under the mount point, sorted, with the file system blocks it holds (st_blocks counts
    /// 512-byte units; Foundation's allocated size multiplies them by the 4096-byte I/O size instead).
    private func files() -> [(name: String, blocks: Int)] {
        guard let fileSystem = fileSystem(), fileSystem.f_frsize > 0 else { return [] }
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: path.path)) ?? []
        return names.sorted().map { name in
            var status = stat()
            let blocks =
                lstat(path.appendingPathComponent(name).path, &status) == 0
                ? Int(status.st_blocks) * 512 / Int(fileSystem.f_frsize) : 0
            return (name, blocks)
        }
    }

    /// Whether this process can mount: root, and a trial tmpfs mounts.
    static let available: Bool = {
        guard geteuid() == 0, let directory = try? TemporaryFolder.make() else { return false }
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let mount = try? ScratchMount(at: directory.appendingPathComponent("probe"), size: "64k") else {
            return false
        }
        mount.remove()
        return true
    }()

    /// Writes zeros to `file` until the file system has no room left: until ENOSPC, retrying a write a signal
    /// interrupts (the suite runs beside others that start processes); any other error is thrown, never taken for full.
    static func fill(with file: URL) throws {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0, count: 4096)
        while true {
            let written = block.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written <= 0 else { continue }
            let error = written < 0 ? errno : EIO
            if error == EINTR { continue }
            if error == ENOSPC { return }
            throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO)
        }
    }

    private static func mount(_ arguments: [String]) throws {
        let status = try QuietProcess.status("/bin/mount", arguments)
        guard status == 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: ["mount": arguments.joined(separator: " ")])
        }
    }

}
