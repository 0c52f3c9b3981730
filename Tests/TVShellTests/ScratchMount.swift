import Foundation

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
        _ = try? Self.command("/bin/umount", [path.path])
    }

    /// The blocks free for an unprivileged writer; -1 when `statvfs` fails.
    func freeBlocks() -> Int {
        var stats = statvfs()
        return statvfs(path.path, &stats) == 0 ? Int(stats.f_bavail) : -1
    }

    /// Every file under the mount point with its allocated size in bytes, for a failure message.
    func listing() -> String {
        let files = FileManager.default.enumerator(at: path, includingPropertiesForKeys: [.totalFileAllocatedSizeKey])
        return (files?.allObjects as? [URL] ?? []).map { file in
            let size = (try? file.resourceValues(forKeys: [.totalFileAllocatedSizeKey]).totalFileAllocatedSize) ?? nil
            return "\(file.path.dropFirst(path.path.count + 1)) \(size.map(String.init) ?? "?")"
        }.sorted().joined(separator: ", ")
    }

    /// Whether this process can mount: root, and a trial tmpfs mounts.
    static let available: Bool = {
        guard geteuid() == 0, let directory = try? TVProcess.temporaryHome() else { return false }
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let mount = try? ScratchMount(at: directory.appendingPathComponent("probe"), size: "64k") else { return false }
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
        let status = try command("/bin/mount", arguments)
        guard status == 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: ["mount": arguments.joined(separator: " ")]) }
    }

    private static func command(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
