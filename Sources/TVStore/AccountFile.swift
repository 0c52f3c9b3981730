package import Foundation
package import TVMaze
import TVService
import TVText

/// The linked account's key in `$XDG_CONFIG_HOME/tv/account`: a small JSON file readable by the user alone.
///
/// It is created with mode 0600 (written beside the file, then renamed over it, so no moment exists where it is
/// looser) and never read when its mode lets anyone else read or write it, or another user owns it.
package struct AccountFile: AccountKeyStore {
    /// The file name inside the config directory.
    package static let fileName = "account"

    package let file: URL

    package init(directory: URL) {
        file = directory.appendingPathComponent(Self.fileName)
    }

    package var location: String { file.path }

    package func load() throws -> AccountCredentials? {
        var info = stat()
        guard stat(file.path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw AccountService.AccountError("cannot read ‘\(file.path)’: \(SystemReason.text(errno))")
        }
        let mode = info.st_mode & 0o777
        guard mode & 0o077 == 0, info.st_uid == getuid() else {
            throw AccountService.AccountError(
                "refusing to use ‘\(file.path)’: other users can read it (mode \(String(mode, radix: 8))); "
                    + "run chmod 600 on it, or account unlink and link again")
        }
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw AccountService.AccountError(
                "cannot read ‘\(file.path)’: \(SystemReason.lowercasedFirst(error.localizedDescription))")
        }
        struct Stored: Decodable {
            let username: String
            let apikey: String
        }
        guard let stored = try? JSONDecoder().decode(Stored.self, from: data) else {
            throw AccountService.AccountError(
                "‘\(file.path)’ is not an account file tv wrote; account unlink forgets it")
        }
        return AccountCredentials(username: stored.username, apiKey: stored.apikey)
    }

    package func save(_ credentials: AccountCredentials) throws {
        let directory = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let body = try JSONSerialization.data(
            withJSONObject: ["username": credentials.username, "apikey": credentials.apiKey], options: [.sortedKeys])
        let temporary = directory.appendingPathComponent(".account.\(getpid()).tmp")
        unlink(temporary.path)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw AccountService.AccountError("cannot write ‘\(file.path)’: \(SystemReason.text(errno))")
        }
        let written = body.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor)
        close(descriptor)
        guard written == body.count, synced == 0, rename(temporary.path, file.path) == 0 else {
            let reason = SystemReason.text(errno)
            unlink(temporary.path)
            throw AccountService.AccountError("cannot write ‘\(file.path)’: \(reason)")
        }
    }

    package func remove() throws -> Bool {
        guard unlink(file.path) == 0 else {
            if errno == ENOENT { return false }
            throw AccountService.AccountError("cannot remove ‘\(file.path)’: \(SystemReason.text(errno))")
        }
        return true
    }
}
