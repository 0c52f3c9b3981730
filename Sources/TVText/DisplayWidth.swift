/// Column widths as a terminal draws them.
package enum DisplayWidth {
    /// Columns `text` takes: the sum over its grapheme clusters, each as wide as its widest scalar.
    package static func of(_ text: String) -> Int {
        if PrintableASCII.test(text) { return text.utf8.count }
        if let width = latinWidth(text) { return width }
        return text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The width of text whose scalars are all below U+0300 (ASCII, Latin-1, Latin Extended, IPA: the accented titles
    /// of most schedules), without splitting it into grapheme clusters: no scalar there extends a cluster (combining
    /// marks start at U+0300; CR LF, one cluster, is two controls) and none is wide, so each counts 1 but the controls
    /// and U+00AD, which count 0. Nil for any other text.
    static func latinWidth(_ text: String) -> Int? {
        var width = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0xAD: continue
            case 0x300...: return nil
            default: width += 1
            }
        }
        return width
    }

    /// Columns one grapheme cluster takes (0, 1 or 2); U+FE0F after an emoji makes it 2.
    static func columns(of cluster: Character) -> Int {
        var widest = 0
        var previous: Unicode.Scalar?
        for scalar in cluster.unicodeScalars {
            let isEmojiPresentationSelector =
                scalar.value == 0xFE0F
                && (previous.map { UnicodeTables.emoji.contains($0.value) } ?? false)
            widest = max(widest, isEmojiPresentationSelector ? 2 : columns(of: scalar))
            previous = scalar
        }
        return widest
    }

    /// Cuts text to at most `width` columns, appending "…" (1 column) when it cut; never splits a grapheme cluster
    /// and drops a wide character that would straddle the limit.
    package static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if PrintableASCII.test(text) {
            return text.utf8.count <= width ? text : String(decoding: text.utf8.prefix(width - 1), as: UTF8.self) + "…"
        }
        guard of(text) > width else { return text }
        var kept = ""
        var used = 0
        for cluster in text {
            let clusterWidth = columns(of: cluster)
            if used + clusterWidth > width - 1 { break }
            kept.append(cluster)
            used += clusterWidth
        }
        return kept + "…"
    }

    /// Pads with spaces on the right (or left when `alignRight`) to exactly `width` columns; truncates first if longer.
    package static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
        let cut = truncate(text, to: width)
        let fill = String(repeating: " ", count: max(0, width - of(cut)))
        return alignRight ? fill + cut : cut + fill
    }

    /// Columns one scalar takes on its own: 0 for marks, format and control characters, 2 for wide ones, else 1.
    static func columns(of scalar: Unicode.Scalar) -> Int {
        if (0x20..<0x7F).contains(scalar.value) { return 1 }
        if UnicodeTables.zeroWidth.contains(scalar.value) { return 0 }
        if UnicodeTables.wide.contains(scalar.value) { return 2 }
        return 1
    }
}
