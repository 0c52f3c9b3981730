import CChafa

/// Renders a picture for a terminal with libchafa: kitty, iTerm2 or sixel escape sequences, or character art.
public enum TerminalImage {
    /// The pixel size of one character cell when the terminal does not say (a common 10×20 font).
    public static let defaultCell = CellSize(width: 10, height: 20)

    /// The size of one character cell in pixels.
    public struct CellSize: Sendable, Equatable {
        public var width: Int
        public var height: Int

        /// A cell `width` × `height` pixels.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// Rows a picture of `image`'s shape takes at `columns` wide, keeping its aspect in cells of `cell`.
    public static func rows(for image: (width: Int, height: Int), columns: Int, cell: CellSize = defaultCell) -> Int {
        var width = gint(columns)
        var height = gint(-1)
        chafa_calc_canvas_geometry(gint(image.width), gint(image.height), &width, &height,
                                   gfloat(cell.width) / gfloat(cell.height), 1, 0)
        return max(1, Int(height))
    }

    /// `image` scaled into `columns` × `rows` cells, as the bytes to write at the cursor.
    ///
    /// Character art is `rows` lines separated by "\n" (no final newline), colours reset at the end; pixel
    /// protocols are one escape sequence that covers the same cells.
    public static func render(_ image: RGBAImage, as graphics: GraphicsProtocol, depth: ColorDepth = .truecolor,
                              columns: Int, rows: Int, cell: CellSize = defaultCell) -> String {
        let config = ChafaCanvasConfigRef()
        config.setGeometry(columns: max(1, columns), rows: max(1, rows))
        config.setCellGeometry(width: cell.width, height: cell.height)
        config.setPlainOutput()
        switch graphics {
        case .kitty: config.setPixelMode(CHAFA_PIXEL_MODE_KITTY)
        case .iterm: config.setPixelMode(CHAFA_PIXEL_MODE_ITERM2)
        case .sixel: config.setPixelMode(CHAFA_PIXEL_MODE_SIXELS)
        case .blocks:
            config.setPixelMode(CHAFA_PIXEL_MODE_SYMBOLS)
            config.setSymbolMap(ChafaSymbolMapRef(tags: ChafaSymbolTags(CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue)))
        }
        config.setCanvasMode(graphics == .blocks && depth == .indexed256 ? CHAFA_CANVAS_MODE_INDEXED_256 : CHAFA_CANVAS_MODE_TRUECOLOR)
        let canvas = ChafaCanvasRef(config: config)
        canvas.draw(image)
        var text = canvas.print(with: ChafaTermInfoRef.fallback())
        if graphics == .blocks, !text.hasSuffix("\u{1B}[0m") { text += "\u{1B}[0m" }
        return text
    }
}
