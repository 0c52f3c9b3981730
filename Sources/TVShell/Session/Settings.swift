import Foundation

/// How output is written: `--format` and `set format`.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Aligned columns for people.
    case table
    /// Tab-separated fields, no headers: for cut and awk.
    case plain
    /// JSON documents, one per command: for jq.
    case json
}

/// The settings a session can change with `set`.
public struct Settings: Sendable {
    public var format: OutputFormat = .table
    public var color: Bool = false
    public var timeZone: TimeZone = .current
    public var country: String = "US"
    /// Columns available for table output.
    public var width: Int = 100
    /// Whether stderr is a terminal, so a progress line may be drawn.
    public var showsProgress = false

    public init() {}
}
