/// What a completion callback returns for the text before the cursor.
public struct Completion: Equatable, Sendable {
    /// The tail of the text before the cursor to replace (may contain spaces).
    public var replacing: String
    /// The text that replaces `replacing`.
    public var insertion: String
    /// Candidates listed in columns when nothing more can be inserted; `[]` otherwise.
    public var alternatives: [String]

    /// Creates a completion that replaces `replacing` with `insertion`.
    public init(replacing: String, insertion: String, alternatives: [String] = []) {
        self.replacing = replacing
        self.insertion = insertion
        self.alternatives = alternatives
    }
}

/// A completion callback: given the text before the cursor, what to insert (nil: nothing, beep).
public typealias Completer = @Sendable (_ textBeforeCursor: String) -> Completion?
