import Foundation
import TVText

/// A file tv could not read or write, with the system's reason: Foundation's own description of such an error is, on
/// Linux, a dump of its `userInfo`.
package struct FileError: RenderableError {
    /// What tv was doing with the file.
    package enum Operation: String, Sendable {
        case read, write
        /// Neither: Foundation's errors such as "no such file" belong to no side.
        case use
    }

    package let operation: Operation
    /// The file as the user named it or Foundation reported it.
    package let path: String
    /// The error the system or Foundation reported.
    package let underlying: any Error

    package init(_ operation: Operation, path: String, underlying: any Error) {
        self.operation = operation
        self.path = path
        self.underlying = underlying
    }

    /// A Foundation error that names its file; nil for any other error.
    package init?(_ error: any Error) {
        let cocoa = error as NSError
        guard cocoa.domain == NSCocoaErrorDomain, let path = cocoa.userInfo[NSFilePathErrorKey] as? String else {
            return nil
        }
        // Foundation numbers its read errors from 256 and its write errors from 512 (CocoaError.Code).
        let operation: Operation =
            switch cocoa.code {
            case CocoaError.Code.fileReadUnknown.rawValue..<CocoaError.Code.fileWriteUnknown.rawValue: .read
            case CocoaError.Code.fileWriteUnknown.rawValue..<1024: .write
            default: .use
            }
        self.init(operation, path: path, underlying: error)
    }

    /// The POSIX error number behind the failure, when there is one.
    package var errno: Int32? {
        let cocoa = underlying as NSError
        // On Linux the underlying error is a Swift `POSIXError`, which only a cast to `Error` bridges.
        let nested = (cocoa.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        guard let posix = cocoa.domain == NSPOSIXErrorDomain ? cocoa : nested, posix.domain == NSPOSIXErrorDomain else {
            return nil
        }
        return Int32(posix.code)
    }

    /// The system's reason ("Is a directory", "No space left on device"), or Foundation's own text.
    package var reason: String {
        errno.map(SystemReason.text) ?? SystemReason.lowercasedFirst((underlying as NSError).localizedDescription)
    }

    /// "cannot write ‘/path’: is a directory".
    package var errorLine: String {
        "cannot \(operation.rawValue) ‘\(path.terminalSafe)’: \(reason.terminalSafe)"
    }
}
