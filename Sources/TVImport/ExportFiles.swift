import CLibZip
package import Foundation

/// The files of an export: a zip archive read in memory (nothing is extracted to disk) or an unzipped folder.
///
/// Files are found by name after lower-casing and dropping everything but letters and digits, at any depth (exports
/// nest folders and prefix names); only the files an importer asks for are ever opened, so account files (TV Time's
/// access tokens and logins, Trakt's `user-settings.json`) never are.
package struct ExportFiles: Sendable {
    /// What the user named, for messages.
    package let path: String
    /// Every file's path inside the export.
    package let names: [String]
    private let storage: Storage

    /// The most one file may hold once inflated (a zip bomb stops there); the whole archive is capped alike.
    package static let defaultCap = 512 << 20

    private enum Storage: Sendable {
        case folder(URL)
        case zip(ZipArchive)
        /// One CSV or JSON file of an export, named on its own.
        case single(name: String, bytes: [UInt8])
    }

    /// Opens `path`: a folder, a zip (`password` for an encrypted one), or one CSV or JSON file of an export.
    package init(path: String, password: String? = nil, cap: Int = defaultCap) throws {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ImportError("\(path): no such file or folder")
        }
        if isFolder.boolValue {
            self.path = path
            storage = .folder(url)
            let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            var names: [String] = []
            while let file = enumerator?.nextObject() as? URL {
                guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                names.append(String(file.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1)))
            }
            self.names = names.sorted()
        } else {
            let bytes = try Self.readFile(url, label: path, cap: cap)
            let name = url.lastPathComponent
            if !bytes.starts(with: [0x50, 0x4B]), [".csv", ".json"].contains(where: name.lowercased().hasSuffix) {
                self = Self(path: path, file: name, bytes: bytes)
                return
            }
            let archive = try ZipArchive(bytes: bytes, label: path, password: password, cap: cap)
            self.path = path
            storage = .zip(archive)
            names = archive.names
        }
    }

    /// One CSV or JSON file of an export, its bytes already read (`path` names it in messages).
    init(path: String, file name: String, bytes: [UInt8]) {
        self.path = path
        storage = .single(name: name, bytes: bytes)
        names = [name]
    }

    /// Files whose name (without folders) is `name` once normalised, or ends with it (exports prefix names).
    package func find(_ name: String) -> [String] {
        let wanted = CSVTable.normalise(name)
        return names.filter { CSVTable.normalise(Self.baseName($0)).hasSuffix(wanted) }
    }

    /// Files whose normalised name matches `predicate`.
    package func find(where predicate: (String) -> Bool) -> [String] {
        names.filter { predicate(CSVTable.normalise(Self.baseName($0))) }
    }

    /// The bytes of the file at `name` (one of ``names``).
    package func read(_ name: String) throws -> [UInt8] {
        switch storage {
        case .folder(let url):
            return try Self.readFile(url.appendingPathComponent(name), label: label(name), cap: Self.defaultCap)
        case .zip(let archive):
            return try archive.read(name)
        case .single(_, let bytes):
            return bytes
        }
    }

    /// How messages name a file of the export: `export.zip: shows.json` or `folder/shows.json`.
    package func label(_ name: String) -> String {
        switch storage {
        case .folder(let url): url.appendingPathComponent(name).path
        case .zip: "\(path): \(name)"
        case .single: path
        }
    }

    static func baseName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    /// A file's bytes, at most `cap` of them.
    static func readFile(_ url: URL, label: String, cap: Int) throws -> [UInt8] {
        guard let handle = try? FileHandle(forReadingFrom: url) else {
            throw ImportError("\(label): cannot be read")
        }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: cap + 1) else { throw ImportError("\(label): cannot be read") }
        guard data.count <= cap else { throw ImportError("\(label): larger than \(cap >> 20) MB; not an export") }
        return [UInt8](data)
    }
}

/// A zip archive held in memory, read through libzip (inflating and decryption are libzip's).
final class ZipArchive: @unchecked Sendable {  // the libzip handle is used under `lock` only
    let names: [String]
    private let handle: UnsafeMutableRawPointer
    private let bytes: UnsafeMutableRawBufferPointer
    private let label: String
    private let password: String?
    private let cap: Int
    private let lock = NSLock()
    /// Bytes inflated so far: the cap holds for the whole archive, not only for each entry.
    private var inflated = 0

    init(bytes source: [UInt8], label: String, password: String?, cap: Int) throws {
        guard tv_zip_available() != 0 else {
            throw ImportError("\(label): reading zip archives needs libzip (Debian: apt-get install libzip4)")
        }
        guard source.count >= 22, source.starts(with: [0x50, 0x4B]) else {
            throw ImportError("\(label): not a zip archive (nor a folder)")
        }
        bytes = .allocate(byteCount: source.count, alignment: 1)
        bytes.copyBytes(from: source)
        var error: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        guard let handle = tv_zip_open_buffer(bytes.baseAddress, bytes.count, &error, &message, message.count) else {
            bytes.deallocate()
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImportError("\(label): not a complete zip archive (\(reason)); it may be cut short")
        }
        self.handle = handle
        self.label = label
        self.password = password
        self.cap = cap
        var names: [String] = []
        for index in 0..<max(0, tv_zip_count(handle)) {
            guard let name = tv_zip_name(handle, UInt64(index)).map({ String(cString: $0) }) else { continue }
            if name.hasSuffix("/") { continue }  // a folder
            // Never extracted, but a name like this says the archive was not made by an exporter.
            if name.hasPrefix("/") || name.hasPrefix("\\") || name.split(separator: "/").contains("..")
                || name.split(separator: "\\").contains("..") || name.contains(":")
            {
                tv_zip_close(handle)
                bytes.deallocate()
                throw ImportError("\(label): entry ‘\(name)’ has an unsafe path (absolute or with ..); not an export")
            }
            names.append(name)
        }
        self.names = names
    }

    deinit {
        tv_zip_close(handle)
        bytes.deallocate()
    }

    /// Whether any entry is encrypted.
    var isEncrypted: Bool {
        lock.withLock { (0..<max(0, tv_zip_count(handle))).contains { tv_zip_encrypted(handle, UInt64($0)) == 1 } }
    }

    func read(_ name: String) throws -> [UInt8] {
        try lock.withLock {
            let index = (0..<max(0, tv_zip_count(handle))).first {
                tv_zip_name(handle, UInt64($0)).map { String(cString: $0) } == name
            }
            guard let index else { throw ImportError("\(label): no entry \(name)") }
            var length = 0
            var error: Int32 = 0
            var message = [CChar](repeating: 0, count: 256)
            let remaining = max(0, cap - inflated)
            let inflatedBuffer = withOptionalCString(password) { password in
                tv_zip_read(handle, UInt64(index), password, remaining, &length, &error, &message, message.count)
            }
            guard let buffer = inflatedBuffer else {
                let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                switch Int(error) {
                case Int(TV_ZIP_NO_PASSWORD):
                    throw ImportError(.needsPassword, "\(label): the archive is password-protected; give --password")
                case Int(TV_ZIP_WRONG_PASSWORD):
                    throw ImportError(.wrongPassword, "\(label): wrong password")
                case Int(TV_ZIP_TOO_LARGE):
                    throw ImportError(
                        "\(label): \(name) inflates past \(cap >> 20) MB (a zip bomb?); nothing was imported")
                default:
                    throw ImportError("\(label): cannot read \(name): \(reason)")
                }
            }
            defer { tv_zip_free(buffer) }
            inflated += length
            return [UInt8](UnsafeRawBufferPointer(start: buffer, count: length))
        }
    }
}

/// Writes a zip file: tests build their sample archives with it.
package enum ZipWriter {
    package enum Encryption: Int32, Sendable {
        case traditional = 1
        case aes256 = 3
    }

    /// Writes `entries` (name, bytes) to `url`, encrypted with `password` when given.
    package static func write(
        _ entries: [(String, [UInt8])], to url: URL, password: String? = nil, encryption: Encryption = .traditional
    ) throws {
        guard tv_zip_available() != 0 else { throw ImportError("libzip is not installed") }
        let names = entries.map { strdup($0.0) }
        let buffers = entries.map { entry -> UnsafeMutableRawPointer in
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(1, entry.1.count), alignment: 1)
            entry.1.withUnsafeBytes { bytes in
                if let base = bytes.baseAddress { buffer.copyMemory(from: base, byteCount: bytes.count) }
            }
            return buffer
        }
        defer {
            for name in names { free(name) }
            for buffer in buffers { buffer.deallocate() }
        }
        let sizes = entries.map { $0.1.count }
        let namePointers: [UnsafePointer<CChar>?] = names.map { $0.map { UnsafePointer($0) } }
        let dataPointers: [UnsafeRawPointer?] = buffers.map { UnsafeRawPointer($0) }
        let result = namePointers.withUnsafeBufferPointer { namesBuffer in
            dataPointers.withUnsafeBufferPointer { dataBuffer in
                withOptionalCString(password) { password in
                    tv_zip_write(
                        url.path, namesBuffer.baseAddress, dataBuffer.baseAddress, sizes, entries.count, password,
                        encryption.rawValue)
                }
            }
        }
        guard result == 0 else { throw ImportError("cannot write \(url.path)") }
    }
}

/// Calls `body` with `text` as a C string, or with NULL.
private func withOptionalCString<R>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
    guard let text else { return body(nil) }
    return text.withCString { body($0) }
}
