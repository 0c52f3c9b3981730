import Foundation
import TVTestSupport
import Testing

@testable import TVMaze

/// `SSL_CERT_FILE` and `SSL_CERT_DIR` against a local TLS server (`openssl s_server`) whose certificates come from a
/// test authority made in the test, and the plain lines for certificates tv must refuse.
@Suite(.serialized, .timeLimit(.minutes(1))) struct TLSTrustTests {
    /// A test authority and the server certificates it signs, in a fresh folder.
    struct Authority {
        let folder: URL

        init() async throws {
            folder = try TemporaryFolder.make("tv-tls")
            try await openssl([
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out", "ca.pem",
                "-days", "2", "-subj", "/CN=tv test authority",
            ])
            try write("index.txt", "")
            try write("serial", "1000\n")
            try write(
                "ca.cnf",
                """
                [ca]
                default_ca = test
                [test]
                database = \(folder.path)/index.txt
                new_certs_dir = \(folder.path)
                serial = \(folder.path)/serial
                default_md = sha256
                policy = any
                unique_subject = no
                [any]
                commonName = supplied

                """)
        }

        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }

        /// A key and certificate `name.key`, `name.pem` for `hosts` (subject alternative names), valid from `start` to
        /// `end` (`YYYYMMDDHHMMSSZ`).
        func certificate(_ name: String, hosts: String, start: String, end: String) async throws {
            try await openssl([
                "req", "-newkey", "rsa:2048", "-nodes", "-keyout", "\(name).key", "-out", "\(name).csr",
                "-subj", "/CN=\(name)",
            ])
            try write("\(name).ext", "subjectAltName=\(hosts)\n")
            try await openssl([
                "ca", "-batch", "-config", "ca.cnf", "-cert", "ca.pem", "-keyfile", "ca.key", "-in",
                "\(name).csr", "-out", "\(name).pem", "-startdate", start, "-enddate", end, "-extfile", "\(name).ext",
                "-notext",
            ])
        }

        /// Runs openssl to its end on a thread of its own: a 2048-bit key takes long enough on a busy machine to starve
        /// the cooperative pool that the other suites' servers and clients run on.
        func openssl(_ arguments: [String]) async throws {
            let status = try await QuietProcess.run("/usr/bin/openssl", arguments, in: folder)
            guard status == 0 else { throw POSIXError(.EINVAL) }
        }
    }

    /// `openssl s_server -www` on a free loopback port with one certificate.
    final class Server: Sendable {
        let port: Int
        private let process: Process

        init(_ authority: Authority, certificate name: String) async throws {
            port = try Self.freePort()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
            process.arguments = [
                "s_server", "-accept", "127.0.0.1:\(port)", "-cert", authority.path("\(name).pem"), "-key",
                authority.path("\(name).key"), "-www", "-quiet",
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            self.process = process
            for _ in 0..<200 where !Self.accepts(port) {
                try await Task.sleep(for: .milliseconds(25))
            }
        }

        func stop() {
            kill(process.processIdentifier, SIGKILL)  // s_server outlives SIGTERM while a client is connected
            process.waitUntilExit()
        }

        static func freePort() throws -> Int {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
                }
            }
            guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
            return Int(UInt16(bigEndian: address.sin_port))
        }

        static func accepts(_ port: Int) -> Bool {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(port).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            return withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
        }
    }

    /// The server's name: a host name, so the certificate's DNS name is what is checked.
    static func get(_ server: Server, trust: TrustSettings) async throws -> TransportResponse {
        let transport = AsyncHTTPClientTransport(proxies: ProxySettings(), trust: trust)
        defer { Task { await transport.shutdown() } }
        return try await transport.send(
            TransportRequest(url: URL(string: "https://localhost:\(server.port)/")!, timeout: .seconds(20)))
    }

    static let valid = (start: "20260101000000Z", end: "20991231000000Z")

    @Test func aServerSignedByTheAuthorityInSSLCertFileIsTrusted() async throws {
        let authority = try await Authority()
        try await authority.certificate(
            "good", hosts: "DNS:localhost,IP:127.0.0.1", start: Self.valid.start, end: Self.valid.end)
        let server = try await Server(authority, certificate: "good")
        defer { server.stop() }
        let response = try await Self.get(server, trust: TrustSettings(file: authority.path("ca.pem")))
        #expect(response.status == 200)
        // The same server without the authority: one plain line, no library names, no paths.
        let failure = await #expect(throws: TransportFailure.self) {
            try await Self.get(server, trust: TrustSettings())
        }
        #expect(failure?.kind == .insecure)
        #expect(failure?.detail.hasPrefix("its certificate is not trusted") == true, "\(failure?.detail ?? "")")
    }

    /// An https server is taken to speak HTTP/2 (every request in flight at once) until an answer shows HTTP/1.1, as
    /// `openssl s_server` answers: then four at a time, as for http.
    @Test func anHTTPSServerSharesOneConnectionUntilItAnswersOverHTTP11() async throws {
        let authority = try await Authority()
        try await authority.certificate("good", hosts: "DNS:localhost", start: Self.valid.start, end: Self.valid.end)
        let server = try await Server(authority, certificate: "good")
        defer { server.stop() }
        let transport = AsyncHTTPClientTransport(
            proxies: ProxySettings(), trust: TrustSettings(file: authority.path("ca.pem")))
        let url = URL(string: "https://localhost:\(server.port)/")!
        #expect(transport.concurrencyLimit(for: url) == nil)
        #expect(try await transport.send(TransportRequest(url: url)).status == 200)
        #expect(transport.concurrencyLimit(for: url) == 4)
        #expect(transport.concurrencyLimit(for: URL(string: "http://localhost:\(server.port)/")!) == 4)
        await transport.shutdown()
    }

    @Test func aDirectoryInSSLCertDirIsTrustedToo() async throws {
        let authority = try await Authority()
        try await authority.certificate("good", hosts: "DNS:localhost", start: Self.valid.start, end: Self.valid.end)
        let directory = authority.folder.appendingPathComponent("certs")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: authority.folder.appendingPathComponent("ca.pem"), to: directory.appendingPathComponent("ca.pem"))
        try await authority.openssl(["rehash", directory.path])
        let server = try await Server(authority, certificate: "good")
        defer { server.stop() }
        let response = try await Self.get(server, trust: TrustSettings(environment: ["SSL_CERT_DIR": directory.path]))
        #expect(response.status == 200)
    }

    /// Both set, as on machines whose environment names the system's bundle and directory: the file's authority is
    /// trusted beside the directory's (which once failed every connection: the directory was read as a PEM file).
    @Test func aFileAndADirectoryTogetherAreBothTrusted() async throws {
        let authority = try await Authority()
        try await authority.certificate("good", hosts: "DNS:localhost", start: Self.valid.start, end: Self.valid.end)
        let empty = authority.folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let server = try await Server(authority, certificate: "good")
        defer { server.stop() }
        let trust = TrustSettings(environment: ["SSL_CERT_FILE": authority.path("ca.pem"), "SSL_CERT_DIR": empty.path])
        #expect(try await Self.get(server, trust: trust).status == 200)
    }

    @Test func aCertificateForAnotherHostIsRefusedInPlainWords() async throws {
        let authority = try await Authority()
        try await authority.certificate("other", hosts: "DNS:other.test", start: Self.valid.start, end: Self.valid.end)
        let server = try await Server(authority, certificate: "other")
        defer { server.stop() }
        let failure = await #expect(throws: TransportFailure.self) {
            try await Self.get(server, trust: TrustSettings(file: authority.path("ca.pem")))
        }
        #expect(failure?.kind == .insecure)
        #expect(failure?.detail == "its certificate is for another host name", "\(failure?.detail ?? "")")
    }

    /// A server that answers in plain HTTP on the port asked for over TLS (BoringSSL reads its answer as a record of
    /// an unknown version): the line says so, from BoringSSL's reason, with none of its text.
    @Test func aServerThatDoesNotSpeakTLSIsNamedInPlainWords() async throws {
        let server = try await FixtureServer(directory: try MiniFixtures.make())
        let transport = AsyncHTTPClientTransport(proxies: ProxySettings(), trust: TrustSettings())
        let failure = await #expect(throws: TransportFailure.self) {
            try await transport.send(
                TransportRequest(url: URL(string: "https://127.0.0.1:\(server.port)/")!, timeout: .seconds(20)))
        }
        await transport.shutdown()
        await server.shutdown()
        #expect(failure?.kind == .insecure)
        #expect(failure?.detail == "it does not speak TLS on this port", "\(failure?.detail ?? "")")
    }

    /// A certificate outside its dates: the line names the date (NIOSSL reports it as an untrusted one).
    @Test(arguments: [
        ("20200101000000Z", "20200201000000Z", "its certificate expired on 2020-02-01 (UTC)"),
        (
            "20980101000000Z", "20991231000000Z",
            "its certificate is not valid until 2098-01-01 (UTC; is this machine's clock right?)"
        ),
    ])
    func aCertificateOutsideItsDatesIsRefusedInPlainWords(start: String, end: String, line: String) async throws {
        let authority = try await Authority()
        try await authority.certificate("dated", hosts: "DNS:localhost", start: start, end: end)
        let server = try await Server(authority, certificate: "dated")
        defer { server.stop() }
        let failure = await #expect(throws: TransportFailure.self) {
            try await Self.get(server, trust: TrustSettings(file: authority.path("ca.pem")))
        }
        #expect(failure?.kind == .insecure)
        #expect(failure?.detail == line, "\(failure?.detail ?? "")")
    }

    /// A missing or unreadable authority file, or a directory that is not one: the same line on every request, naming
    /// the variable, and no connection tried.
    @Test func unusableAuthoritiesAreNamedInPlainWords() async throws {
        let authority = try await Authority()
        let missing = authority.path("missing.pem")
        let url = URL(string: "https://localhost:9/")!
        for (trust, line) in [
            (TrustSettings(file: missing), "SSL_CERT_FILE names \(missing), which is not a file tv can read"),
            (
                TrustSettings(file: authority.folder.path),
                "SSL_CERT_FILE names \(authority.folder.path), which is not a file tv can read"
            ),
            (TrustSettings(directory: missing), "SSL_CERT_DIR names \(missing), which is not a folder tv can read"),
        ] {
            let transport = AsyncHTTPClientTransport(proxies: ProxySettings(), trust: trust)
            for _ in 0..<2 {
                let failure = await #expect(throws: TransportFailure.self) {
                    try await transport.send(TransportRequest(url: url))
                }
                #expect(failure?.kind == .insecure)
                #expect(failure?.detail == line)
            }
            await transport.shutdown()
        }
    }

    /// An authority file that holds no certificate beside a folder (NIOSSL then reads the file itself, as an addition
    /// to the folder): the line says the named certificates cannot be read.
    @Test func anAuthorityFileWithoutACertificateIsNamedInPlainWords() async throws {
        let folder = try TemporaryFolder.make("tv-tls")
        let file = folder.appendingPathComponent("not-a-certificate.pem")
        try Data("not a certificate\n".utf8).write(to: file)
        let empty = folder.appendingPathComponent("certs")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let transport = AsyncHTTPClientTransport(
            proxies: ProxySettings(), trust: TrustSettings(file: file.path, directory: empty.path))
        let failure = await #expect(throws: TransportFailure.self) {
            try await transport.send(TransportRequest(url: URL(string: "https://127.0.0.1:9/")!, timeout: .seconds(20)))
        }
        await transport.shutdown()
        #expect(failure?.kind == .insecure)
        #expect(
            failure?.detail == "the certificates named by SSL_CERT_FILE or SSL_CERT_DIR cannot be read",
            "\(failure?.detail ?? "")")
    }

    /// A certificate whose dates cannot be read (the probe failed) keeps the line that names both reasons.
    @Test func aRefusalWithoutDatesNamesBothReasons() {
        #expect(AsyncHTTPClientTransport.refusal(validity: nil, now: Date()) == AsyncHTTPClientTransport.notTrusted)
    }

    /// Through the client, one plain line names the server: no library type, no BoringSSL text, no path.
    @Test func theClientsLineNamesTheServer() async throws {
        let authority = try await Authority()
        try await authority.certificate("good", hosts: "DNS:localhost", start: Self.valid.start, end: Self.valid.end)
        let server = try await Server(authority, certificate: "good")
        defer { server.stop() }
        let transport = AsyncHTTPClientTransport(proxies: ProxySettings(), trust: TrustSettings())
        let client = TVMazeClient(
            configuration: .init(baseURL: URL(string: "https://localhost:\(server.port)")!), transport: transport)
        let error = await #expect(throws: TVMazeError.self) { try await client.get("/", resource: "the page") }
        await client.shutdown()
        #expect(error?.kind == .insecure)
        #expect(
            error?.message
                == "no secure connection to localhost:\(server.port): its certificate is not trusted (signed by an authority this machine does not trust)",
            "\(error?.message ?? "")")
    }
}
