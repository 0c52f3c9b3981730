import Foundation
import TVMaze
import TVService
import TVStore
import Testing

/// The key file: created readable by the user alone, refused when others can read it.
@Suite struct AccountFileTests {
    static let credentials = AccountCredentials(username: "viewer", apiKey: "s3cret-key")

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        stat(path, &info)
        return info.st_mode & 0o777
    }

    @Test func theFileIsCreated0600AndReadBack() throws {
        let store = AccountFile(directory: try temporaryDirectory().appendingPathComponent("tv"))
        // Even with a umask that would leave a new file readable by everyone, it is never looser than 0600.
        let previous = umask(0)
        defer { umask(previous) }
        try store.save(Self.credentials)
        #expect(Self.mode(store.location) == 0o600)
        #expect(try store.load() == Self.credentials)
        try store.save(AccountCredentials(username: "viewer", apiKey: "another"))
        #expect(Self.mode(store.location) == 0o600)
        #expect(try store.load()?.apiKey == "another")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.file.deletingLastPathComponent().path)
        #expect(leftovers == ["account"])
    }

    @Test(arguments: [0o644, 0o640, 0o604, 0o660]) func aFileOthersCanReadIsRefused(mode: Int) throws {
        let store = AccountFile(directory: try temporaryDirectory())
        try store.save(Self.credentials)
        chmod(store.location, mode_t(mode))
        #expect {
            _ = try store.load()
        } throws: { error in
            "\(error)".contains("refusing to use ‘\(store.location)’") && !"\(error)".contains("s3cret-key")
        }
    }

    @Test func noFileIsNoAccountAndUnlinkForgetsIt() throws {
        let store = AccountFile(directory: try temporaryDirectory())
        #expect(try store.load() == nil)
        #expect(try store.remove() == false)
        try store.save(Self.credentials)
        #expect(try store.remove() == true)
        #expect(try store.load() == nil)
    }
}
