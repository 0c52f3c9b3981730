import Foundation
import NIOSSL

/// The certificate authorities tv trusts, read as curl and OpenSSL read them: `SSL_CERT_FILE` (a PEM bundle) and
/// `SSL_CERT_DIR` (a directory of hashed PEM files) replace the system's list; with neither, the system's list.
///
/// A company's TLS-inspecting proxy and a local test server with its own authority work this way.
package struct TrustSettings: Sendable, Equatable {
    /// `SSL_CERT_FILE`, when set and not empty.
    package var file: String?
    /// `SSL_CERT_DIR`, when set and not empty.
    package var directory: String?

    package init(file: String? = nil, directory: String? = nil) {
        self.file = file
        self.directory = directory
    }

    package init(environment: [String: String]) {
        self.init(
            file: environment["SSL_CERT_FILE"].flatMap { $0.isEmpty ? nil : $0 },
            directory: environment["SSL_CERT_DIR"].flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Why the named authorities cannot be used (a file that is missing or unreadable, a directory that is not one),
    /// or nil: checked before each secure connection, so that every request says the same rather than whatever
    /// NIOSSL's loading reports on that path.
    var problem: String? {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if let file,
            !files.fileExists(atPath: file, isDirectory: &isDirectory) || isDirectory.boolValue
                || !files.isReadableFile(atPath: file)
        {
            return "SSL_CERT_FILE names \(file), which is not a file tv can read"
        }
        if let directory,
            !files.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue
                || !files.isReadableFile(atPath: directory)
        {
            return "SSL_CERT_DIR names \(directory), which is not a folder tv can read"
        }
        return nil
    }

    /// The client's TLS settings: NIOSSL's defaults (the system's authorities) with these authorities instead.
    var tlsConfiguration: TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        if let file, let directory {
            // NIOSSL reads an additional root as a PEM file, never a directory: the directory is the trust store (looked
            // up by hash), the bundle the addition.
            configuration.trustRoots = .file(directory)
            configuration.additionalTrustRoots = [.file(file)]
        } else if let path = file ?? directory {
            configuration.trustRoots = .file(path)
        }
        return configuration
    }
}
