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
    /// The original lines, for quoting under errors.
    let lines: [String]

    init(_ text: String) {
        var characters: [Character] = [], positions: [(line: Int, column: Int)] = []
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
                if c == "\\" {
                    // `\<`, and `\\<` escaped twice: the escaped character is read next, as itself.
                    var k = i
                    while k < chars.count, chars[k] == "\\" { k += 1 }
                    if k < chars.count, Self.markdownEscaped.contains(chars[k]) {
                        i = k
                        continue
                    }
                }
                if c == "&", let (decoded, length) = Self.entity(chars, at: i) {
                    characters.append(decoded)
                    positions.append(position)
                    i += length
                    continue
                }
                characters.append(Self.plainQuote(c))
                positions.append(position)
                i += 1
            }
            characters.append("\n")
            positions.append((line: lineIndex + 1, column: chars.count + 1))
        }
        self.characters = characters
        self.positions = positions
        self.lines = lines
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
    func string(_ start: Int, _ end: Int) -> String { String(characters[start..<end]) }

    /// Where `phrase` ends if the text at `index` starts with it, whitespace and line breaks
    /// ignored (a hard-wrapped log may break a word); nil otherwise.
    func phraseEnd(_ phrase: String, at index: Int) -> Int? {
        guard index < characters.count, characters[index] == phrase.first else { return nil }
        var i = index
        for c in phrase where !c.isWhitespace {
            while i < characters.count, characters[i].isWhitespace { i += 1 }
            guard i < characters.count, characters[i] == c else { return nil }
            i += 1
        }
        return i
    }

    /// Whether the text at `index` starts with `word`.
    func matches(_ word: String, at index: Int) -> Bool {
        var i = index
        for c in word {
            guard i < characters.count, characters[i] == c else { return false }
            i += 1
        }
        return true
    }

    func sourceLine(_ line: Int) -> String { line >= 1 && line <= lines.count ? lines[line - 1] : "" }
}
