import TVText
import Testing

@Suite struct HTMLTextTests {
    @Test func realTVmazeSummaryBecomesPlainText() {
        let html =
            "<p><b>Girls</b> is a comedy &amp; drama about&nbsp;Hannah&#8217;s friends &#x2014; in <i>New York</i>.</p>"
            + "<p>Second<br>line</p>"
        #expect(
            HTMLText.plainText(html)
                == "Girls is a comedy & drama about Hannah\u{2019}s friends \u{2014} in New York.\n\nSecond\nline")
    }

    @Test func nothingToShowGivesEmptyString() {
        #expect(HTMLText.plainText(nil) == "")
        #expect(HTMLText.plainText("") == "")
        #expect(HTMLText.plainText(" \n\t ") == "")
        #expect(HTMLText.plainText("<p></p>") == "")
        #expect(HTMLText.plainText("<p>&nbsp;</p><br>") == "")
    }

    @Test func malformedMarkupNeverCrashesAndKeepsLiteralText() {
        #expect(HTMLText.plainText("<") == "<")
        #expect(HTMLText.plainText("a < b") == "a < b")
        #expect(HTMLText.plainText("<<<") == "<<<")
        #expect(HTMLText.plainText("1 <3 you") == "1 <3 you")
        #expect(HTMLText.plainText("x <y never closed") == "x <y never closed")
        #expect(HTMLText.plainText("<b>bold, never closed") == "bold, never closed")
        #expect(HTMLText.plainText("<p>unclosed <i>italic") == "unclosed italic")
        #expect(HTMLText.plainText("</>") == "</>")
        #expect(HTMLText.plainText(">") == ">")
        #expect(HTMLText.plainText("<!DOCTYPE html><p>x</p>") == "x")
        #expect(HTMLText.plainText("<a href=\"x>y\">link</a>") == "link")
        #expect(HTMLText.plainText("<a title=\"never closed>text") == "text")
        let unclosed = String(repeating: "<a", count: 20_000)
        #expect(HTMLText.plainText(unclosed) == unclosed)
    }

    @Test func commentsScriptsAndStylesAreDropped() {
        #expect(HTMLText.plainText("a<!-- hidden <p> -->b") == "ab")
        #expect(HTMLText.plainText("a<!-- never closed") == "a")
        #expect(HTMLText.plainText("<script>alert('<p>x</p>')</script>Hi<style>p { color: red }</style>!") == "Hi!")
        #expect(HTMLText.plainText("<SCRIPT type=\"text/javascript\">x()</Script >ok") == "ok")
        #expect(HTMLText.plainText("before<script>never closed") == "before")
    }

    @Test func namedEntitiesDecode() {
        #expect(
            HTMLText.plainText("&eacute;&rsquo;&lsquo;&ldquo;&rdquo;&hellip;&mdash;&ndash;&copy;&trade;")
                == "é\u{2019}\u{2018}\u{201C}\u{201D}\u{2026}\u{2014}\u{2013}©™")
        #expect(HTMLText.plainText("&lt;&gt;&quot;&apos;&amp;") == "<>\"'&")
        // First, middle and last of the Latin-1 table: catches an off-by-one in the generated names.
        #expect(HTMLText.plainText("&iexcl;&times;&Eacute;&szlig;&yuml;") == "¡×Éßÿ")
        #expect(HTMLText.plainText("&lt;b&gt;not a tag&lt;/b&gt;") == "<b>not a tag</b>")
    }

    /// The longest name, names of two scalars or of whitespace, and the ends of the sorted table.
    @Test func everyHTML5NameDecodes() {
        #expect(
            HTMLText.plainText("&CounterClockwiseContourIntegral;&NotEqualTilde;&bsol;&Tab;x&fjlig;")
                == "\u{2233}\u{2242}\u{338}\\ xfj")
        #expect(HTMLText.plainText("&AElig;&zwnj;&AMP;&quot;") == "\u{C6}\u{200C}&\"")
        #expect(HTMLText.plainText("&CounterClockwiseContourIntegralX;") == "&CounterClockwiseContourIntegralX;")
    }

    /// HTML5 decodes its legacy names (the Latin-1 ones and `&amp`, `&lt`, …) without a semicolon, the longest first.
    @Test func legacyNamesDecodeWithoutSemicolon() {
        #expect(HTMLText.plainText("&amp") == "&")
        #expect(HTMLText.plainText("Tom &amp Jerry &copy 2024") == "Tom & Jerry © 2024")
        #expect(HTMLText.plainText("&notit; &notin; &notin") == "\u{AC}it; \u{2209} \u{AC}in")
        #expect(HTMLText.plainText("&ampx;&eacutex") == "&x;\u{E9}x")
    }

    @Test func numericEntitiesDecode() {
        #expect(HTMLText.plainText("&#65;&#x41;&#X41;&#x1F600;") == "AAA😀")
        #expect(HTMLText.plainText("&#146;&#150;") == "\u{2019}\u{2013}")
    }

    @Test func unknownOrMalformedEntitiesStayLiteral() {
        for literal in [
            "&bogus;", "AT&T", "R&B", "&rsquo", "&Eacut", "& b", "&#;", "&#x;", "&#xZZ;", "&#0;", "&#55296;",
            "&#x110000;",
            "&#99999999999;", "&#12a;", "&;", "&#129;",
        ] {
            #expect(HTMLText.plainText(literal) == literal)
        }
    }

    @Test func listsAndBlocksBecomeLines() {
        #expect(HTMLText.plainText("<ul><li>One</li><li>Two</li></ul><p>After</p>") == "• One\n• Two\n\nAfter")
        #expect(HTMLText.plainText("<div>a</div><div>b</div>") == "a\nb")
        #expect(HTMLText.plainText("a<br>b<br/>c<br />d<BR><br>e<br><br><br>f") == "a\nb\nc\nd\n\ne\n\nf")
    }

    @Test func whitespaceCollapsesInsideParagraphs() {
        #expect(
            HTMLText.plainText("<p>  Lots   of\n\n  space\t here </p>\n\n\n<p>\nNext&nbsp;&nbsp;one</p>")
                == "Lots of space here\n\nNext one")
        #expect(HTMLText.plainText("<p>a</p></p><p></p><p>b</p>") == "a\n\nb")
    }
}
