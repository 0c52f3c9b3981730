import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix
import NIOSSL

extension AsyncHTTPClientTransport {
    /// A refused certificate's reason, from its validity (nil: it could not be read).
    static func refusal(validity: ClosedRange<Date>?, now: Date) -> String {
        guard let validity else { return notTrusted }
        let day = Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day()
        if now > validity.upperBound {
            return "its certificate expired on \(validity.upperBound.formatted(day)) (UTC)"
        }
        if now < validity.lowerBound {
            return
                "its certificate is not valid until \(validity.lowerBound.formatted(day)) (UTC; is this machine's clock right?)"
        }
        return "its certificate is not trusted (signed by an authority this machine does not trust)"
    }

    /// A certificate that failed verification, before ``refusal(validity:now:)`` tells why.
    static let notTrusted =
        "its certificate is not trusted (expired, or signed by an authority this machine does not trust)"

    /// Ends an exchange whose response did not begin within its first-byte timeout.
    struct NoFirstByte: Error {
        /// Whether the request had been sent (so a connection was made).
        let connected: Bool
    }

    /// Sorts AsyncHTTPClient's, NIO's and NIOSSL's errors into the kinds that decide retries, and into plain words:
    /// no library's type name reaches a message.
    static func failure(from error: any Error, timeout: Duration) -> TransportFailure {
        if let detail = tlsDetail(error) {
            return TransportFailure(.insecure, detail)
        }
        let (kind, detail): (TransportFailure.Kind, String) =
            switch error {
            case let error as NoFirstByte:
                (.timedOut, error.connected ? "connected, but no answer began" : "no connection was made in time")
            case let error as HTTPClientError:
                switch error {
                case .connectTimeout: (.unreachable, "no connection could be made in time")
                case .tlsHandshakeTimeout: (.timedOut, "the secure connection was not set up in time")
                case .socksHandshakeTimeout, .httpProxyHandshakeTimeout: (.timedOut, "the proxy did not answer in time")
                case .getConnectionFromPoolTimeout:
                    (.timedOut, "no connection became free in time (earlier requests hang)")
                case .readTimeout, .deadlineExceeded:
                    (.timedOut, "no complete answer within \(timeout.formattedSeconds)")
                case .remoteConnectionClosed, .uncleanShutdown: (.connectionLost, "the server closed the connection")
                case .invalidProxyResponse: (.other, "the proxy refused the request")
                case .proxyAuthenticationRequired: (.other, "the proxy asks for a user name and password")
                case .bodyLengthMismatch, .contentLengthMissing: (.connectionLost, "the response was cut short")
                default: (.connectionLost, "the exchange failed (\(error.shortDescription.lowercased()))")
                }
            case is NIOTooManyBytesError: (.tooLarge, "the response was larger than tv accepts")
            case let error as IOError where [ECONNRESET, EPIPE].contains(error.errnoCode):
                (.connectionLost, "connection reset")
            case let error as IOError where error.errnoCode == ECONNREFUSED: (.unreachable, "connection refused")
            case let error as IOError: (.connectionLost, error.description)
            case is HTTPParserError: (.connectionLost, "the response was cut short or malformed")
            case is NIOHTTPDecompression.DecompressionError, is NIOHTTPDecompression.ExtraDecompressionError:
                (.other, "the response's compressed body could not be decompressed")
            default: connectionFailure(error)
            }
        return TransportFailure(kind, detail)
    }

    /// An error of none of the types above: what NIO's resolver and connector reported (a `NIOConnectionError` with the
    /// lookups' and each address's errors), or another library's, read from its text.
    private static func connectionFailure(_ error: any Error) -> (TransportFailure.Kind, String) {
        let text = String(describing: error)
        if text.contains("UnknownHost") || text.contains("Name or service not known")
            || text.contains("nodename nor servname")
        {
            return (.unreachable, "host not found")
        }
        if text.localizedCaseInsensitiveContains("refused") {
            return (.unreachable, "connection refused")
        }
        if error is NIOConnectionError || text.contains("lookup") {
            return (.unreachable, "no connection could be made")
        }
        return (.other, "the exchange failed unexpectedly")
    }

    /// What a TLS failure from NIOSSL means to a person, or nil when `error` is not one. BoringSSL's text carries
    /// build paths and error numbers; none of it is shown.
    private static func tlsDetail(_ error: any Error) -> String? {
        switch error {
        case NIOSSLError.failedToLoadCertificate, NIOSSLError.noSuchFilesystemObject:
            "the certificates named by SSL_CERT_FILE or SSL_CERT_DIR cannot be read"
        case NIOSSLError.handshakeFailed(let reason), NIOSSLError.shutdownFailed(let reason):
            tlsDetail(reason)
        case let error as BoringSSLError:
            boringSSLReasons.first { reason in error.stack.contains { $0.description.contains(reason.name) } }?.detail
                ?? tlsFailed
        case let error as NIOSSLExtraError
        where [NIOSSLExtraError.failedToValidateHostname, .serverHostnameImpossibleToMatch].contains(error):
            "its certificate is for another host name"
        case is NIOSSLError, is NIOSSLExtraError, is NIOSSLCloseTimedOutError, is NIOTLSUnwrappingError:
            tlsFailed
        default:
            nil
        }
    }

    /// A TLS failure of no reason tv words.
    private static let tlsFailed = "the secure connection could not be set up"

    /// The reasons in BoringSSL's error stack that tv words, by name: a `BoringSSLInternalError` shows its reason only
    /// in its description ("error:1000007d:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED at <path>:<line>").
    /// The first listed that the stack holds wins.
    private static let boringSSLReasons: [(name: String, detail: String)] = [
        ("CERTIFICATE_VERIFY_FAILED", notTrusted),
        ("WRONG_VERSION_NUMBER", "it does not speak TLS on this port"),
        ("PACKET_LENGTH_TOO_LONG", "it does not speak TLS on this port"),
    ]
}

extension BoringSSLError {
    /// BoringSSL's own errors behind this one.
    fileprivate var stack: NIOBoringSSLErrorStack {
        switch self {
        case .sslError(let stack), .unknownError(let stack), .invalidSNIName(let stack), .failedToSetALPN(let stack):
            stack
        default: []
        }
    }
}

extension Duration {
    /// "20 s", "1.5 s": how tv prints a wait.
    var formattedSeconds: String {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return seconds.rounded() == seconds ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
    }
}
