/// HTML from TVmaze summaries → plain text.
package enum HTMLText {
    /// Strips tags, decodes entities, keeps paragraph ("\n\n") and line ("\n") breaks; nil or blank input gives "".
    ///
    /// `<p>` and `</p>` (and headings, lists, blockquotes) end a paragraph; `<br>` ends a line (two in a row make a
    /// blank line); `<div>`, `</div>`, `</li>` end a line; `<li>` starts a line with "• ". Spaces, tabs, newlines and
    /// non-breaking spaces collapse to one space. Comments and `<script>`/`<style>` content are dropped; a `<` that
    /// does not start a complete tag, and an unknown or malformed entity, stay as literal text.
    package static func plainText(_ html: String?) -> String {
        guard let html else { return "" }
        let source = Array(html.unicodeScalars)
        let lastClose = source.lastIndex(of: ">") ?? -1
        var text = PlainTextBuilder()
        var index = 0
        while index < source.count {
            let scalar = source[index]
            if scalar == "<", let markup = Markup.scan(source, at: index, lastClose: lastClose) {
                markup.apply(to: &text)
                index = markup.end
            } else if scalar == "&", let entity = HTMLEntities.decode(source, at: index) {
                text.append(entity.scalar)
                index = entity.end
            } else {
                text.append(scalar)
                index += 1
            }
        }
        return text.text
    }
}
