import Foundation

/// Where the shell writes: standard output for results, standard error for errors and notices.
public protocol OutputSink: Sendable {
    func write(_ text: String)
    func writeError(_ text: String)
}

/// The process's standard output and error, unbuffered per call.
public struct StandardOutput: OutputSink {
    public init() {}

    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
