import CChafa

#if canImport(Glibc)
import Glibc
#endif

/// Renders a picture for a terminal with libchafa: kitty, iTerm2 or sixel escape sequences, or character art.
package enum TerminalImage {
    /// The pixel size of one character cell when the terminal does not say (a common 10×20 font).
    package static let defaultCell = CellSize(width: 10, height: 20)

    /// The size of one character cell in pixels.
    package struct CellSize: Sendable, Equatable {
        package var width: Int
        package var height: Int

        /// A cell `width` × `height` pixels.
        package init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// Whether pictures can be drawn: libchafa is opened by the first call (false when it is not installed).
    package static var isAvailable: Bool { tv_chafa_available() != 0 }

    /// Rows a picture of `image`'s shape takes at `columns` wide, keeping its aspect in cells of `cell`.
    package static func rows(for image: (width: Int, height: Int), columns: Int, cell: CellSize = defaultCell) -> Int {
        max(
            1,
            Int(
                tv_chafa_rows(
                    Int32(image.width), Int32(image.height), Int32(columns), Int32(cell.width),
                    Int32(cell.height))))
    }

    /// `image` scaled into `columns` × `rows` cells, as the bytes to write at the cursor.
    ///
    /// Character art is `rows` lines separated by "\n" (no final newline), colours reset at the end; pixel
    /// protocols are one escape sequence that covers the same cells.
    package static func render(
        _ image: RGBAImage, as graphics: GraphicsProtocol, depth: ColorDepth = .truecolor,
        columns: Int, rows: Int, cell: CellSize = defaultCell
    ) -> String {
        let pixels: tv_chafa_pixels =
            switch graphics {
            case .kitty: TV_CHAFA_KITTY
            case .iterm: TV_CHAFA_ITERM2
            case .sixel: TV_CHAFA_SIXELS
            case .blocks: TV_CHAFA_SYMBOLS
            }
        var length = 0
        let printed = image.pixels.withUnsafeBufferPointer { buffer in
            tv_chafa_render(
                buffer.baseAddress, Int32(image.width), Int32(image.height), Int32(columns), Int32(rows),
                Int32(cell.width), Int32(cell.height), pixels, depth == .indexed256 ? 1 : 0, &length)
        }
        guard let printed else { return "" }
        defer { free(printed) }
        var text = printed.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
            String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
        }
        if graphics == .blocks, !text.hasSuffix("\u{1B}[0m") { text += "\u{1B}[0m" }
        return text
    }
}
