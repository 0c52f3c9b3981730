/// What a completion callback returns for the text before the cursor.
package struct Completion: Equatable, Sendable {
    /// The tail of the text before the cursor to replace (may contain spaces).
    package var replacing: String
    /// The text that replaces `replacing`.
    package var insertion: String
    /// Candidates listed in columns when nothing more can be inserted; `[]` otherwise.
    package var alternatives: [String]

    /// Creates a completion that replaces `replacing` with `insertion`.
    package init(replacing: String, insertion: String, alternatives: [String] = []) {
        self.replacing = replacing
        self.insertion = insertion
        self.alternatives = alternatives
    }
}

/// A completion callback: given the text before the cursor, what to insert (nil: nothing, beep).
package typealias Completer = @Sendable (_ textBeforeCursor: String) -> Completion?
