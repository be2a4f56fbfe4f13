import SourceText
import Testing

/// Every XML document alpreview writes (SVG, JUnit, the HTML report) spells a scene's text the
/// same way: entities for markup characters, references for breaks in attributes, and U+FFFD for
/// what XML cannot carry.
@Suite struct XMLEscapingTests {
    @Test func elementContentEscapesMarkupOnly() {
        #expect(XMLEscaping.text(#"a < b && c > "d" 'e'"#) == #"a &lt; b &amp;&amp; c &gt; "d" 'e'"#)
        #expect(XMLEscaping.text("two\nlines\tand tab") == "two\nlines\tand tab")
    }

    @Test func attributesEscapeQuotesAndBreaks() {
        #expect(XMLEscaping.attribute(#"say "hi" & 'bye' <x>"#) == "say &quot;hi&quot; &amp; &apos;bye&apos; &lt;x&gt;")
        #expect(XMLEscaping.attribute("a\nb\tc\rd") == "a&#10;b&#9;c&#13;d")
    }

    @Test func charactersXMLCannotCarryBecomeReplacementCharacters() {
        #expect(XMLEscaping.text("bell\u{7}null\u{0}end\u{FFFE}") == "bell\u{FFFD}null\u{FFFD}end\u{FFFD}")
        #expect(XMLEscaping.attribute("\u{1B}[31m") == "\u{FFFD}[31m")
        #expect(XMLEscaping.text("café 日本 🙂") == "café 日本 🙂")
    }
}
