/// How a terminal can draw a picture, best first.
package enum GraphicsProtocol: String, Sendable, CaseIterable {
    /// kitty's graphics protocol (`ESC _G … ESC \`): kitty, Ghostty, WezTerm.
    case kitty
    /// iTerm2's inline images (`ESC ]1337;File=… BEL`): iTerm2, WezTerm, mintty.
    case iterm
    /// DEC sixel graphics (`ESC P … q … ESC \`): xterm -ti vt340, mlterm, foot, contour.
    case sixel
    /// Colour character art: Unicode half and quarter blocks in the terminal's colours.
    case blocks

    /// Whether the picture is made of pixels (true) or of characters (false).
    package var isPixels: Bool { self != .blocks }
}

/// How many colours character art may use.
package enum ColorDepth: String, Sendable, CaseIterable {
    /// The xterm 256-colour palette (`ESC [38;5;N m`).
    case indexed256
    /// 24-bit colour (`ESC [38;2;R;G;B m`).
    case truecolor
}

/// What the shell draws pictures with: a protocol and a colour depth, or nothing.
package struct GraphicsCapability: Sendable, Equatable {
    /// nil when pictures are off.
    package var graphics: GraphicsProtocol?
    /// The depth character art uses.
    package var depth: ColorDepth

    /// Pictures with `graphics` (nil: none), character art at `depth`.
    package init(_ graphics: GraphicsProtocol?, depth: ColorDepth = .indexed256) {
        self.graphics = graphics
        self.depth = depth
    }

    /// No pictures.
    package static let none = GraphicsCapability(nil)
}
