/// Positions a rendered picture among lines already printed, so text never waits for it.
package enum CursorPlacement {
    /// The bytes that draw `picture` (`rows` rows tall) with its top-left corner `linesUp` lines above the cursor's
    /// line at `column` (0-based), then put the cursor back where it was (`ESC 7` … `ESC 8`).
    ///
    /// The caller prints the lines first (text, or blank lines reserved for the picture); the cursor sits at the
    /// start of the line below them, and `linesUp` must not exceed the lines visible above it.
    package static func place(
        _ picture: String, rows: Int, linesUp: Int, column: Int, graphics: GraphicsProtocol
    ) -> String {
        let escape = "\u{1B}"
        var text = "\(escape)7\(escape)[\(max(1, linesUp))A"
        if graphics.isPixels {
            text += "\(escape)[\(column + 1)G" + picture
        } else {
            let lines = picture.split(separator: "\n", omittingEmptySubsequences: false).prefix(rows)
            text += lines.map { "\(escape)[\(column + 1)G" + $0 }.joined(separator: "\(escape)[0m\(escape)[1B")
            text += "\(escape)[0m"
        }
        return text + "\(escape)8"
    }
}
