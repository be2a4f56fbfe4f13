/// A log's text made readable again, each character remembering where it was written.
///
/// What pasting does to a log is undone here, so that the scanner sees UIKit's own text:
/// Markdown's backslash escapes (`\<NSLayoutConstraint`, `\_UITemporaryLayoutWidth`), quote
/// markers (`> `) at line starts, HTML entities (`&lt;`), and typographic quotes. Indentation,
/// console prefixes and line breaks need nothing: the scanner looks for descriptions anywhere,
/// across lines, so a log flattened onto one line or wrapped in the middle reads the same.
struct LogText {
    /// The cleaned characters, and for each the 1-based line and column it came from.
    let characters: [Character]
    let positions: [(line: Int, column: Int)]
    /// Each character's byte if it is one ASCII scalar, else `LogText.notASCII`: the scanner
    /// tests every position against `<`, `>` and the phrases' first letters, and comparing
    /// `Character`s costs a string comparison each (most of reading a log, measured).
    let bytes: [UInt8]
    /// The original lines, for quoting under errors.
    let lines: [String]

    static let notASCII: UInt8 = 0x80

    init(_ text: String) {
        var characters: [Character] = [], positions: [(line: Int, column: Int)] = [], bytes: [UInt8] = []
        characters.reserveCapacity(text.utf8.count + 1)
        positions.reserveCapacity(text.utf8.count + 1)
        bytes.reserveCapacity(text.utf8.count + 1)
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        for (lineIndex, line) in lines.enumerated() {
            let chars = Array(line)
            var i = 0
            // Quote markers: `> `, `>> `, possibly indented; not a `>=` that starts a line.
            var j = 0
            while j < chars.count, chars[j] == " " || chars[j] == "\t" { j += 1 }
            // A `>` followed by a quote, a comma or a parenthesis ends a description wrapped onto this line.
            while j + 1 < chars.count, chars[j] == ">", !"=\",)".contains(chars[j + 1]) {
                j += 1
                if j < chars.count, chars[j] == " " { j += 1 }
                i = j
            }
            while i < chars.count {
                let c = chars[i]
                let position = (line: lineIndex + 1, column: i + 1)
                // Most of a log is plain ASCII that needs nothing: its byte says so at once.
                let byte = Self.asciiByte(c)
                if byte == UInt8(ascii: "\\") {
                    // `\<`, and `\\<` escaped twice: the escaped character is read next, as itself.
                    var k = i
                    while k < chars.count, chars[k] == "\\" { k += 1 }
                    if k < chars.count, Self.markdownEscaped.contains(chars[k]) {
                        i = k
                        continue
                    }
                }
                if byte == UInt8(ascii: "&"), let (decoded, length) = Self.entity(chars, at: i) {
                    characters.append(decoded)
                    bytes.append(Self.asciiByte(decoded))
                    positions.append(position)
                    i += length
                    continue
                }
                let plain = byte == Self.notASCII ? Self.plainQuote(c) : c
                characters.append(plain)
                bytes.append(byte == Self.notASCII ? Self.asciiByte(plain) : byte)
                positions.append(position)
                i += 1
            }
            characters.append("\n")
            bytes.append(UInt8(ascii: "\n"))
            positions.append((line: lineIndex + 1, column: chars.count + 1))
        }
        self.characters = characters
        self.positions = positions
        self.bytes = bytes
        self.lines = lines
    }

    /// The character's byte when it is a single ASCII scalar (`"\r\n"` is two: not one).
    static func asciiByte(_ c: Character) -> UInt8 {
        // One UTF-8 byte is an ASCII scalar; anything longer is not.
        let utf8 = c.utf8
        return utf8.count == 1 ? utf8.first! : notASCII
    }

    /// What Markdown escapes with a backslash; `\n` and `\U2019` in label texts are UIKit's own.
    static let markdownEscaped: Set<Character> = ["<", ">", "_", "*", "[", "]", "(", ")", "#", "|", "`", "\"", "'"]

    static func entity(_ chars: [Character], at index: Int) -> (Character, Int)? {
        let table: [(String, Character)] = [
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&amp;", "&"),
        ]
        for (name, value) in table where index + name.count <= chars.count {
            if String(chars[index..<index + name.count]) == name { return (value, name.count) }
        }
        return nil
    }

    static func plainQuote(_ c: Character) -> Character {
        switch c {
        case "\u{2018}", "\u{2019}": return "'"
        case "\u{201C}", "\u{201D}": return "\""
        default: return c
        }
    }

    var count: Int { characters.count }

    /// The text from `start` of length `length` as a string.
    func string(_ start: Int, _ end: Int) -> String {
        // ASCII text (most logs) is copied as bytes; appending `Character`s one by one is slow.
        if !bytes[start..<end].contains(Self.notASCII) { return String(decoding: bytes[start..<end], as: UTF8.self) }
        return String(characters[start..<end])
    }

    /// Where `phrase` ends if the text at `index` starts with it, whitespace and line breaks
    /// ignored (a hard-wrapped log may break a word); nil otherwise.
    /// The phrases are ASCII: compared byte by byte.
    func phraseEnd(_ phrase: String, at index: Int) -> Int? {
        let utf8 = phrase.utf8
        guard index < bytes.count, bytes[index] == utf8.first else { return nil }
        var i = index
        for b in utf8 where !Self.isASCIIWhitespace(b) {
            while i < bytes.count, isWhitespace(at: i) { i += 1 }
            guard i < bytes.count, bytes[i] == b else { return nil }
            i += 1
        }
        return i
    }

    /// `Character.isWhitespace` at `index`, without building the character when it is ASCII.
    func isWhitespace(at index: Int) -> Bool {
        let b = bytes[index]
        return b == Self.notASCII ? characters[index].isWhitespace : Self.isASCIIWhitespace(b)
    }

    /// The ASCII characters `Character.isWhitespace` accepts: tab to carriage return, space.
    static func isASCIIWhitespace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }

    /// Whether the text at `index` starts with `word`.
    func matches(_ word: String, at index: Int) -> Bool {
        var i = index
        for b in word.utf8 {
            guard i < bytes.count, bytes[i] == b else { return false }
            i += 1
        }
        return true
    }

    func sourceLine(_ line: Int) -> String { line >= 1 && line <= lines.count ? lines[line - 1] : "" }
}
