import Foundation

/// Proxy choice read from the environment the way curl reads it.
///
/// `http_proxy` (lowercase only, as curl) serves `http://` URLs, `https_proxy`/`HTTPS_PROXY` serves
/// `https://` URLs, `all_proxy`/`ALL_PROXY` is the fallback for both, and `no_proxy`/`NO_PROXY`
/// lists hosts (comma-separated, `.example.com` or `example.com` matching subdomains, `*` for all)
/// that are reached directly.
package struct ProxySettings: Sendable, Equatable {
    /// A proxy server.
    package struct Server: Sendable, Equatable, Hashable {
        package var host: String
        package var port: Int
        /// "user:password" when the proxy URL carried credentials.
        package var credentials: String?
    }

    package var http: Server?
    package var https: Server?
    package var noProxy: [String]

    package init(http: Server? = nil, https: Server? = nil, noProxy: [String] = []) {
        self.http = http
        self.https = https
        self.noProxy = noProxy
    }

    /// Reads the settings from an environment dictionary.
    package init(environment: [String: String]) {
        func value(_ names: String...) -> String? {
            names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        }
        let all = value("all_proxy", "ALL_PROXY").flatMap(Self.server)
        http = value("http_proxy").flatMap(Self.server) ?? all
        https = value("https_proxy", "HTTPS_PROXY").flatMap(Self.server) ?? all
        noProxy = (value("no_proxy", "NO_PROXY") ?? "")
            .split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }
    }

    /// The proxy for a URL, or nil to connect directly.
    package func server(for url: URL) -> Server? {
        guard let host = url.host?.lowercased() else { return nil }
        if bypasses(host) { return nil }
        return url.scheme?.lowercased() == "https" ? https : http
    }

    /// Whether `no_proxy` sends this host directly.
    package func bypasses(_ host: String) -> Bool {
        let host = host.lowercased()
        return noProxy.contains { entry in
            if entry == "*" { return true }
            let bare = entry.hasPrefix(".") ? String(entry.dropFirst()) : entry
            let name = bare.split(separator: ":").first.map(String.init) ?? bare
            return host == name || host.hasSuffix("." + name)
        }
    }

    /// Parses `http://user:pass@host:port`, `host:port` or `host` (port 1080 as curl).
    static func server(_ text: String) -> Server? {
        let withScheme = text.contains("://") ? text : "http://" + text
        guard let components = URLComponents(string: withScheme), let host = components.host, !host.isEmpty else {
            return nil
        }
        var credentials: String?
        if let user = components.user {
            credentials = user + ":" + (components.password ?? "")
        }
        return Server(host: host, port: components.port ?? 1080, credentials: credentials)
    }
}
