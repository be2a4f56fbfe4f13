import Testing
@testable import IBXML

/// The XML reader: the tree it builds, and an exact, located message for each way XML can be
/// malformed or unsafe.
@Suite struct XMLReaderTests {
    func read(_ text: String) throws -> XMLTree {
        try XMLReader.read(bytes: Array(text.utf8), file: "t.xml")
    }

    /// The whole printed error for `text`.
    func failure(_ text: String) -> String {
        failure(bytes: Array(text.utf8))
    }

    func failure(bytes: [UInt8]) -> String {
        do {
            _ = try XMLReader.read(bytes: bytes, file: "t.xml")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func treeWithPositions() throws {
        let tree = try read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <a x="1" y='two'>
              <b z="&lt;&amp;&#65;&#x42;&quot;&apos;&gt;"/><c>text <![CDATA[<raw>]]></c>
              <?target ignored?>
            </a>
            """)
        let root = tree.root
        #expect(root.name == "a")
        #expect(root.position == XMLPosition(line: 3, column: 1))
        #expect(root.attributes.map(\.name) == ["x", "y"])
        #expect(root["y"] == "two")
        #expect(root.attribute("y")?.position == XMLPosition(line: 3, column: 10))
        #expect(root.attribute("y")?.valuePosition == XMLPosition(line: 3, column: 13))
        #expect(root.children.map(\.name) == ["b", "c"])
        #expect(root.children[0]["z"] == "<&AB\"'>")
        #expect(root.children[0].position == XMLPosition(line: 4, column: 3))
        #expect(root.children[1].text == "text <raw>")
        #expect(root.children[1].textPosition == XMLPosition(line: 4, column: 51))
        #expect(tree.sourceLine(3) == "<a x=\"1\" y='two'>")
    }

    @Test func columnsCountCharactersAndLineEndings() throws {
        let tree = try read("\u{FEFF}<a é=\"ü\"\r\n   b=\"x\r\ny\">\rz\r\n</a>")
        #expect(tree.root.attribute("b")?.position == XMLPosition(line: 2, column: 4))
        #expect(tree.root.attribute("é")?.valuePosition == XMLPosition(line: 1, column: 7))
        // A literal line break in a value reads as a space; in text as "\n".
        #expect(tree.root["b"] == "x y")
        #expect(tree.root.text == "\nz\n")
    }

    @Test func doctypeIsRefused() {
        #expect(
            failure("<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<a>&e;</a>")
                == """
                t.xml:2:1: error: document type declarations (<!DOCTYPE …>) are refused: alpreview reads no DTD and resolves no external entity
                    <!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]>
                    ^
                """)
        #expect(
            failure("<a>\n  <!ENTITY x \"y\">\n</a>") == """
                t.xml:2:3: error: entity declarations (<!ENTITY …>) are refused: only &lt; &gt; &amp; &apos; &quot; and numeric references are read
                      <!ENTITY x "y">
                      ^
                """)
    }

    @Test func unknownEntities() {
        #expect(
            failure("<a>x &nbsp; y</a>") == """
                t.xml:1:6: error: unknown entity '&nbsp;': only &lt; &gt; &amp; &apos; &quot; and numeric references (&#10;) are read
                    <a>x &nbsp; y</a>
                         ^
                """)
        #expect(
            failure("<a t=\"R&D\"/>").hasPrefix(
                "t.xml:1:8: error: '&' starts a reference that does not end with ';' (write &amp; for an ampersand)"))
        #expect(
            failure("<a>&#0;</a>").hasPrefix(
                "t.xml:1:4: error: the character reference does not name a character XML allows"))
        #expect(
            failure("<a>&#x110000;</a>").hasPrefix(
                "t.xml:1:4: error: the character reference does not name a character XML allows"))
        #expect(
            failure("<a>&#12a;</a>").hasPrefix("t.xml:1:8: error: a character reference holds digits only, found 'a'"))
    }

    @Test func mismatchedAndUnclosedTags() {
        #expect(
            failure("<a>\n  <b>\n  </c>\n</a>") == """
                t.xml:3:3: error: closing tag </c> does not match <b> opened at line 2, column 3
                      </c>
                      ^
                """)
        #expect(
            failure("<a>\n  <b>\n</a>").hasPrefix(
                "t.xml:3:1: error: closing tag </a> does not match <b> opened at line 2, column 3"))
        #expect(
            failure("<a>\n  <b>text") == """
                t.xml:2:3: error: <b> is never closed: the file ends inside it
                      <b>text
                      ^
                """)
        #expect(failure("<a/></b>").hasPrefix("t.xml:1:5: error: closing tag </b> without an opening tag"))
        #expect(failure("<a x=\"1\"").hasPrefix("t.xml:1:1: error: the file ends inside the tag <a>"))
    }

    @Test func badAttributes() {
        #expect(
            failure("<a id=\"1\" id=\"2\"/>") == """
                t.xml:1:11: error: duplicate attribute 'id' in <a> (first written at line 1, column 4)
                    <a id="1" id="2"/>
                              ^
                """)
        #expect(failure("<a id=1/>").hasPrefix("t.xml:1:7: error: the value of 'id' must be in quotes, found '1'"))
        #expect(failure("<a id/>").hasPrefix("t.xml:1:6: error: attribute 'id' needs a value: id=\"…\""))
        #expect(
            failure("<a x=\"1\"y=\"2\"/>").hasPrefix(
                "t.xml:1:9: error: expected white space, '>' or '/>' after <a…, found 'y'"))
        #expect(
            failure("<a x=\"a<b\"/>").hasPrefix(
                "t.xml:1:8: error: '<' is not allowed in an attribute value (write &lt;)"))
        #expect(
            failure("<a x=\"open/>\n").hasPrefix(
                "t.xml:1:6: error: the value of 'x' is never closed (no closing quote)"))
        #expect(
            failure("<a 1x=\"\"/>").hasPrefix(
                "t.xml:1:4: error: expected an attribute name, '>' or '/>' in <a>, found '1'"))
        #expect(failure("<a / >").hasPrefix("t.xml:1:5: error: expected '>' after '/' in <a>, found ' '"))
    }

    @Test func strayMarkupAndText() {
        #expect(
            failure("<a>1 < 2</a>") == """
                t.xml:1:7: error: expected an element name after '<', found ' ' (write &lt; for a '<' in text)
                    <a>1 < 2</a>
                          ^
                """)
        #expect(
            failure("hello <a/>").hasPrefix(
                "t.xml:1:1: error: text before the root element: an XML file starts with '<'"))
        #expect(
            failure("<a/>\nmore").hasPrefix(
                "t.xml:2:1: error: text after the root element <a>: a document ends with its root's closing tag"))
        #expect(
            failure("<a/><b/>").hasPrefix("t.xml:1:5: error: a second root element after <a>: a document has one root"))
        #expect(failure("<a><!-- open</a>").hasPrefix("t.xml:1:4: error: the comment is never closed (no '-->')"))
        #expect(
            failure("<a><![CDATA[x</a>").hasPrefix("t.xml:1:4: error: the CDATA section is never closed (no ']]>')"))
        #expect(
            failure("<a><!ELEMENT a ANY></a>").hasPrefix(
                "t.xml:1:4: error: unexpected '<!': only comments (<!-- -->) and CDATA sections (<![CDATA[ ]]>) start this way"
            ))
        #expect(
            failure("<a/>\n<?xml version=\"1.0\"?>").hasPrefix(
                "t.xml:2:1: error: the XML declaration <?xml …?> must be the first thing in the file"))
        #expect(
            failure("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>").hasPrefix(
                "t.xml:1:31: error: encoding 'ISO-8859-1' is not read: only UTF-8 (Interface Builder's encoding), or UTF-16 with a byte order mark"
            ))
        // Located where the root was still awaited: the end of the file, 1:1 when it is empty.
        #expect(failure("  \n").hasPrefix("t.xml:2:1: error: no root element: the file holds no XML element"))
        #expect(failure("").hasPrefix("t.xml:1:1: error: no root element: the file holds no XML element"))
        #expect(
            failure("<?xml version=\"1.0\"?>\n<!-- only -->").hasPrefix(
                "t.xml:2:14: error: no root element: the file holds no XML element"))
    }

    @Test func invalidCharactersAndEncodings() {
        #expect(
            failure(bytes: Array("<a>\n  é\u{1}</a>".utf8)) == """
                t.xml:2:4: error: character U+0001 is not allowed in XML
                      é\\u{1}</a>
                       ^
                """)
        #expect(
            failure(bytes: Array("<a>é".utf8) + [0xFF] + Array("</a>".utf8))
                .hasPrefix("t.xml:1:5: error: the file is not valid UTF-8 (byte 0xFF): Interface Builder writes UTF-8"))
        // An overlong "/" and a UTF-8-encoded surrogate are not UTF-8 either.
        #expect(
            failure(bytes: [0x3C, 0x61, 0x3E, 0xC0, 0xAF]).hasPrefix(
                "t.xml:1:4: error: the file is not valid UTF-8 (byte 0xC0)"))
        #expect(
            failure(bytes: [0x3C, 0x61, 0x3E, 0xED, 0xA0, 0x80]).hasPrefix(
                "t.xml:1:4: error: the file is not valid UTF-8 (byte 0xED)"))
        // A UTF-16 file is read as its text: positions count characters, as in UTF-8.
        #expect(
            failure(bytes: [0xFF, 0xFE, 0x3C, 0x00]).hasPrefix(
                "t.xml:1:2: error: expected an element name after '<', found the end of the file"))
    }

    @Test func utf16FilesAreReadAsTheirText() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a b=\"é𝄞\"><c/></a>\n"
        let units = Array(text.utf16)
        let little: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [little, big] {
            let tree = try XMLReader.read(bytes: bytes, file: "t.xml")
            #expect(tree.root.name == "a")
            #expect(tree.root.attributes.map(\.value) == ["é𝄞"])
            #expect(tree.root.children.map(\.name) == ["c"])
            #expect(tree.root.children.first?.position == XMLPosition(line: 2, column: 11))
        }
        // A lone surrogate, and a file cut inside a unit, are located after the last character.
        #expect(
            failure(bytes: [0xFF, 0xFE, 0x3C, 0x00, 0x0A, 0x00, 0x61, 0x00, 0x00, 0xDC]).hasPrefix(
                "t.xml:2:2: error: the file is not valid UTF-16 (a lone surrogate)"))
        #expect(
            failure(bytes: [0xFE, 0xFF, 0x00, 0x3C, 0x00]).hasPrefix(
                "t.xml:1:2: error: the UTF-16 file ends in the middle of a character"))
        // UTF-16 is declared by UTF-16 files only.
        #expect(
            failure("<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>").hasPrefix(
                "t.xml:1:31: error: encoding 'UTF-16' is not read: only UTF-8 (Interface Builder's encoding), or UTF-16 with a byte order mark"
            ))
    }

    @Test func limits() {
        let deep =
            String(repeating: "<a>", count: XMLLimits.maximumDepth)
            + String(repeating: "</a>", count: XMLLimits.maximumDepth)
        #expect(failure(deep) == "no error")
        let deeper = String(repeating: "<a>", count: XMLLimits.maximumDepth + 1)
        #expect(failure(deeper).hasPrefix("t.xml:1:769: error: elements nest deeper than 256 levels"))
        let large = [UInt8](repeating: 0x20, count: XMLLimits.maximumBytes + 1)
        #expect(failure(bytes: large) == "t.xml: error: larger than 4 MB")
    }

    @Test func longLinesAreCutAroundTheCaret() {
        let text =
            "<a " + String(repeating: "x=\"1\" ", count: 1) + String(repeating: "y", count: 100) + "=\"2\" x=\"3\"/>"
        let printed = failure(text)
        #expect(
            printed.hasPrefix("t.xml:1:115: error: duplicate attribute 'x' in <a> (first written at line 1, column 4)"))
        let lines = printed.split(separator: "\n")
        #expect(lines[1] == "    …" + String(repeating: "y", count: 55) + "=\"2\" x=\"3\"/>")
        #expect(lines[2] == "     " + String(repeating: " ", count: 60) + "^")
    }
}
