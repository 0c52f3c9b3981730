/// Works out what a terminal can draw from its environment and, optionally, its answer to a DA1 query.
package enum GraphicsDetection {
    /// The best protocol the environment announces, or nil when only a query could tell.
    ///
    /// kitty (`KITTY_WINDOW_ID`, `TERM=xterm-kitty`, Ghostty); iTerm2 inline images (`TERM_PROGRAM` iTerm.app,
    /// WezTerm, mintty); sixel (`TERM` mlterm, foot, contour, yaft); nothing on `TERM=dumb` or without `TERM`.
    package static func fromEnvironment(_ environment: [String: String]) -> GraphicsProtocol? {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if environment["KITTY_WINDOW_ID"].map({ !$0.isEmpty }) == true || term == "xterm-kitty"
            || program == "ghostty" || term == "xterm-ghostty"
        {
            return .kitty
        }
        if ["iTerm.app", "WezTerm", "mintty"].contains(program) || environment["LC_TERMINAL"] == "iTerm2" {
            return .iterm
        }
        if ["mlterm", "foot", "foot-extra", "contour", "yaft-256color"].contains(term) {
            return .sixel
        }
        return nil
    }

    /// Whether the environment rules pictures out altogether (no terminal type, or a dumb one).
    package static func isDumb(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return term.isEmpty || term == "dumb"
    }

    /// The colour depth for character art: truecolor when `COLORTERM` says so, else 256 colours.
    package static func depth(_ environment: [String: String]) -> ColorDepth {
        let value = (environment["COLORTERM"] ?? "").lowercased()
        return value == "truecolor" || value == "24bit" ? .truecolor : .indexed256
    }

    /// Whether a DA1 answer (`ESC [ ? 63;1;2;4;6;9;15;22 c`) lists attribute 4, sixel graphics.
    package static func da1AnnouncesSixel(_ reply: String) -> Bool {
        guard let start = reply.firstIndex(of: "?"), let end = reply[start...].firstIndex(of: "c") else { return false }
        return reply[reply.index(after: start)..<end].split(separator: ";").contains("4")
    }

    /// The full decision: the environment first, then the DA1 answer (if a query was allowed), else character art.
    ///
    /// `queryDA1` runs only when the environment leaves it open; it returns the terminal's raw answer or nil.
    package static func detect(environment: [String: String], queryDA1: () -> String?) -> GraphicsCapability {
        let depth = depth(environment)
        guard !isDumb(environment) else { return .none }
        if let known = fromEnvironment(environment) { return GraphicsCapability(known, depth: depth) }
        if let reply = queryDA1(), da1AnnouncesSixel(reply) { return GraphicsCapability(.sixel, depth: depth) }
        return GraphicsCapability(.blocks, depth: depth)
    }
}
