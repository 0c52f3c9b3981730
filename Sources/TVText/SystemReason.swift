#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's reason for an error number, as tv's messages say it: lower case after the colon ("cannot read ‘x’:
/// no such file or directory"), where `strerror` capitalises it.
package enum SystemReason {
    package static func text(_ code: Int32) -> String {
        lowercasedFirst(String(cString: strerror(code)))
    }

    /// `text` with its first letter lower case unless the word is all capitals (an acronym such as "SSL").
    package static func lowercasedFirst(_ text: String) -> String {
        let word = text.prefix { !$0.isWhitespace }
        guard let first = word.first, first.isUppercase, word.dropFirst().contains(where: \.isLowercase) else {
            return text
        }
        return first.lowercased() + text.dropFirst()
    }
}
