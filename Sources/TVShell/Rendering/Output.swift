import Foundation

/// Where the shell writes: standard output for results, standard error for errors and notices.
public protocol OutputSink: Sendable {
    func write(_ text: String)
    func writeError(_ text: String)
}

/// The process's standard output and error, unbuffered per call.
public struct StandardOutput: OutputSink {
    public init() {}

    public func write(_ text: String) { Self.write(text, to: .standardOutput) }

    public func writeError(_ text: String) { Self.write(text, to: .standardError) }

    /// Writes the string's own UTF-8 bytes, without copying them into a `Data` first (a week is ~150 KB).
    private static func write(_ text: String, to handle: FileHandle) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            handle.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none))
        }
    }
}
