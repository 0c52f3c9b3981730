/// Why an export cannot be read, in one line naming the file (and the line or entry): nothing is imported.
package struct ImportError: Error, Sendable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        /// The archive is encrypted and no password was given: a front end may ask for one and try again.
        case needsPassword
        case wrongPassword
        /// The export needs a choice the command did not make (which Netflix profile): a usage error.
        case usage
        /// Anything else wrong with the input.
        case badInput
    }

    package var kind: Kind
    package var message: String

    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// Bad input.
    package init(_ message: String) {
        self.init(.badInput, message)
    }

    package var description: String { message }
}
