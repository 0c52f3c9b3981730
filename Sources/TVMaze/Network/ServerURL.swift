package import Foundation

/// The server addresses tv will talk to: `--api-url`, `TVMAZE_API_URL`, and where a server redirects.
package enum ServerURL {
    /// http or https, with a host, and a port from 1 to 65535 when one is written.
    ///
    /// The port is read as written: Foundation drops one too large for an `Int` (so port 80 would be used instead),
    /// and SwiftNIO traps on one past 65535.
    package static func isUsable(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty,
            let separator = url.absoluteString.range(of: "://")
        else { return false }
        let authority = url.absoluteString[separator.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@").last ?? authority
        if let colon = hostAndPort.lastIndex(of: ":"), !hostAndPort[colon...].contains("]") {  // not inside [IPv6]
            guard let port = Int(hostAndPort[hostAndPort.index(after: colon)...]), (1...65535).contains(port) else {
                return false
            }
        }
        return true
    }

    /// The URL as logs may show it: without a user name or password.
    package static func redacted(_ url: URL) -> String {
        guard url.user != nil || url.password != nil,
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return url.absoluteString }
        components.user = nil
        components.password = nil
        return components.string ?? url.absoluteString
    }

    /// A usable URL that can take an API path after it: no query, no fragment.
    package static func isUsableBase(_ url: URL) -> Bool {
        isUsable(url) && url.query == nil && url.fragment == nil
    }
}
