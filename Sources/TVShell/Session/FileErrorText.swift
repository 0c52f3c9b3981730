import Foundation
import TVText

/// Foundation's file errors as one readable line: on Linux their description is a dump of the error's `userInfo`.
enum FileErrorText {
    /// The system's reason for a file error ("Is a directory", "No space left on device"), or Foundation's own text.
    static func reason(_ error: any Error) -> String {
        let cocoa = error as NSError
        // On Linux the underlying error is a Swift `POSIXError`, which only a cast to `Error` bridges.
        let underlying = (cocoa.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        if let posix = cocoa.domain == NSPOSIXErrorDomain ? cocoa : underlying, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return cocoa.localizedDescription
    }

    /// "cannot write ‘/path’: Is a directory" for a Foundation error that names its file; nil for any other error.
    static func line(_ error: any Error) -> String? {
        let cocoa = error as NSError
        guard cocoa.domain == NSCocoaErrorDomain, let path = cocoa.userInfo[NSFilePathErrorKey] as? String else { return nil }
        // Foundation numbers its read errors from 256 and its write errors from 512 (CocoaError.Code); a few, such as
        // "no such file", belong to neither.
        let verb = switch cocoa.code {
        case CocoaError.Code.fileReadUnknown.rawValue..<CocoaError.Code.fileWriteUnknown.rawValue: "read"
        case CocoaError.Code.fileWriteUnknown.rawValue..<1024: "write"
        default: "use"
        }
        return "cannot \(verb) ‘\(path.terminalSafe)’: \(reason(error).terminalSafe)"
    }
}
