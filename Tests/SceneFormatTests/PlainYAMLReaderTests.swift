import Foundation
import LayoutEngine
import Testing
import Yams

@testable import SceneFormat
import SceneModel
import SceneReading

/// `PlainYAMLReader` (plain scenes read byte by byte) gives the tree Yams composes, node for
/// node with marks and styles, or nothing: on every Sample, on hand-picked edge cases, and on
/// generated documents in and out of the subset it reads. (Debug builds also compare the two
/// on every scene any test parses: `PlainYAMLReader.checkedRead`.)
@Suite struct PlainYAMLReaderTests {
    /// The reader's tree is Yams's; returns whether the reader read it (nil: the full path).
    @discardableResult
    static func expectSameAsYams(_ text: String) -> Bool {
        guard let fast = PlainYAMLReader.read(text) else { return false }
        guard let full = (try? Yams.compose(yaml: text)) ?? nil else {
            Issue.record("read text Yams refuses: \(text.debugDescription)")
            return true
        }
        #expect(PlainYAMLReader.sameTree(fast, full), "\(text.debugDescription)")
        return true
    }

    @Test func everySampleReadsPlainly() throws {
        let files = SceneWriterRoundTripTests.sampleFiles
        #expect(files.count >= 25)
        for path in files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(Self.expectSameAsYams(text), "\(path) took the full path")
        }
    }

    @Test func everySampleParsesTheSameBothWays() throws {
        for path in SceneWriterRoundTripTests.sampleFiles {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            func read(_ plain: Bool) -> String {
                do {
                    return "\(try SceneParser.parse(text, file: path, commonLines: true, plainYAML: plain))"
                } catch { return "\(error)" }
            }
            #expect(read(true) == read(false), "\(path)")
        }
    }

    @Test func theSubsetReadsAsYamsReadsIt() {
        let read = [
            "a: b", "a: b\n", "a:\n", "a:\nb: c", "a:   # note\n  b: c", "# top\n\na: b # end\n\n# tail",
            "a:\n- x\n- y\nb: c", "a:\n  - x\n  - {k: v}\n", "- a: b\n  c: d\n- e\n", "a: 'it''s'", "a: \"q\\\"x\\\\\"",
            "\"a b\": c", "'a': [x, 'y', \"z\", [w], {k: v}]", "a: {}", "a: []", "a: [ x ,  y ]",
            "a: {k: v, l: [1, -2]}",
            "a: H:|-[Label 0]-[Box 0]-|", "a: -4", "a: x#y", "  a: b\n  c: d", "é: ü\nb: [ß, \"ç\"]", "a: b c  ",
            "a: {k : v}", "a :  b", "-   a: b\n    c: d", "a:\n    b:\n        c: d\n    e: f",
        ]
        for text in read { #expect(Self.expectSameAsYams(text), "\(text.debugDescription) took the full path") }
        let fullPath = [
            "", "# only", "a", "a: &x b", "a: *x", "a: !!str b", "a: |\n  x", "a: >\n  x", "a: b\n  c", "a: \"b\n c\"",
            "a:\tb", "a: b\r\n", "---\na: b", "a: b\n...", "- - x", "-\n  a: b", "a: [x,\n y]", "a: {k: }",
            "a: [x, ]", "a: b: c", "? a\n: b", "a: \"\\n\"", "a: [k: v]", "a: [x:y]", "a: {k: v}x", "a: [x]#c",
            "a: @b", "a: %b", "a:\n   b: c\n  d: e", "\u{FEFF}a: b", "a: \u{85}", "a: b\u{2028}c: d",
            String(repeating: "[", count: 70) + String(repeating: "]", count: 70),
            // Control characters and DEL inside runs of eight ASCII bytes (read a word at a time).
            "abcdefghijkl: mnop\tqrstuvwx", "abcdefgh: ijklmnop\u{7F}qrstuvw", "abcdefgh: ijklmnop\u{1B}qrstuvw",
            "abcdefgh: ijklmnopq\u{0}rstuvw", "abcdefgh: ijklmnopq\rrstuvw",
            // Keys past libyaml's 1,024-character limit for simple keys.
            String(repeating: "k", count: 1100) + ": v", "a: {" + String(repeating: "k", count: 1100) + ": v}",
            "- '" + String(repeating: "k", count: 1100) + "': v",
        ]
        for text in fullPath {
            #expect(PlainYAMLReader.read(text) == nil, "\(text.debugDescription) read plainly")
        }
    }

    /// A view's keys are checked for duplicates as cases (known keys) or as text (others).
    @Test func duplicateViewKeysAreReported() throws {
        let text = """
            views:
              Box:
                background: red
                colour: red
                background: blue
                colour: red
              Label: {type: label, text: A, type: label}
            """
        for plain in [true, false] {
            do {
                _ = try SceneParser.parse(text, file: "dup.yaml", commonLines: true, plainYAML: plain)
                Issue.record("no error")
            } catch let errors as SceneErrors {
                let duplicates = errors.errors.filter { $0.message.hasPrefix("duplicate key") }
                #expect(
                    duplicates.map(\.message) == [
                        "duplicate key 'background'", "duplicate key 'colour'", "duplicate key 'type'",
                    ])
                #expect(duplicates.map(\.location.line) == [5, 6, 7])
                #expect(duplicates.map(\.location.column) == [5, 5, 33])
            }
        }
    }

    /// Text styles by name: case and spaces ignored, UIKit's short names, and an unknown one.
    @Test func textStylesAreFoundByName() throws {
        let names = ["body": TextStyle.body, "Large Title": .largeTitle, "SUBHEAD": .subheadline, "caption": .caption1]
        for (name, style) in names { #expect(TextStyle.named(name) == style, "\(name)") }
        #expect(TextStyle.named("title") == nil)
        #expect(TextStyle.allCases.allSatisfy { TextStyle.named($0.rawValue) == $0 })
    }

    /// Random lines of YAML's pieces, most of them outside the subset or invalid: whatever the
    /// reader reads, Yams reads the same.
    @Test func randomLinesReadAsYamsReadsThem() {
        let pieces = [
            "a", "b c", "-1", "\"q\\\"x\"", "'it''s'", "[x, y]", "{k: v}", "{}", "[]", " #c", ":", "- ", "  ", "é",
            "a: ", "&x ", "*x", "|", "? ", "k:", "[a, [b, {c: d}]]", "'a", "\"", ",", "x #y", "x#y", "---", "ab:c",
            "{a: [b, c], d: 'e'}", "H:|-[a]-|", " ", "\\", "}", "]",
        ]
        var generator = SeededGenerator(seed: 11)
        var readPlainly = 0
        for _ in 0..<4000 {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let indent = String(repeating: " ", count: [0, 0, 2, 2, 4, 1].randomElement(using: &generator)!)
                let body = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                    pieces.randomElement(using: &generator)!
                }
                // Half the lines a key and value, so that more documents are plain YAML.
                let key =
                    Bool.random(using: &generator)
                    ? ["k: ", "- ", "- k: ", "k:"].randomElement(using: &generator)! : ""
                lines.append(indent + key + body.joined())
            }
            if Self.expectSameAsYams(lines.joined(separator: "\n")) { readPlainly += 1 }
        }
        #expect(readPlainly > 150, "only \(readPlainly) read plainly")
    }

    /// Random scene-like documents (nested block mappings and lists at random indentations,
    /// compact and indentless lists, flow collections, quotes, comments and blank lines),
    /// mostly inside the subset.
    @Test func randomDocumentsReadAsYamsReadsThem() {
        var generator = SeededGenerator(seed: 24)
        var readPlainly = 0
        for _ in 0..<1500 {
            var lines: [String] = []
            Self.writeMapping(indent: 0, depth: 0, into: &lines, &generator)
            if Self.expectSameAsYams(lines.joined(separator: "\n") + (Bool.random(using: &generator) ? "\n" : "")) {
                readPlainly += 1
            }
        }
        #expect(readPlainly > 1400, "only \(readPlainly) read plainly")
    }

    static let scalars = [
        "x", "Label 1", "12", "-3.5", "'a b'", "\"c\\\"d\"", "'it''s'", "H:|-[a]-[b]-|", "a.Top = b.Bottom + 8", "ü",
        "~",
        "\"\"", "''", "x # note", "[a, b]", "{type: label, text: \"Row 1\"}", "[]", "{k: [1, 2], l: {m: n}}",
    ]

    static func writeMapping(indent: Int, depth: Int, into lines: inout [String], _ g: inout SeededGenerator) {
        let pad = String(repeating: " ", count: indent)
        for entry in 0..<Int.random(in: 1...4, using: &g) {
            let key = ["k\(entry)", "'q\(entry)'", "\"d \(entry)\"", "Key \(entry)"].randomElement(using: &g)!
            if entry > 0 && Int.random(in: 0..<8, using: &g) == 0 {
                lines.append(["", "# c", pad + "# c"].randomElement(using: &g)!)
            }
            let step = [1, 2, 2, 4].randomElement(using: &g)!
            switch depth < 4 ? Int.random(in: 0..<5, using: &g) : 0 {
            case 0: lines.append(pad + key + ": " + scalars.randomElement(using: &g)!)
            case 1:
                lines.append(pad + key + ":" + (Bool.random(using: &g) ? " # c" : ""))
                writeMapping(indent: indent + step, depth: depth + 1, into: &lines, &g)
            case 2:
                lines.append(pad + key + ":")
                writeList(indent: indent + (Bool.random(using: &g) ? 0 : step), depth: depth + 1, into: &lines, &g)
            case 3: lines.append(pad + key + ":")
            default: lines.append(pad + key + ":  " + scalars.randomElement(using: &g)! + "  ")
            }
        }
    }

    static func writeList(indent: Int, depth: Int, into lines: inout [String], _ g: inout SeededGenerator) {
        let pad = String(repeating: " ", count: indent)
        for _ in 0..<Int.random(in: 1...3, using: &g) {
            if Bool.random(using: &g) {
                lines.append(pad + "- " + scalars.randomElement(using: &g)!)
            } else {
                // A mapping in the entry: its first key after `- `, the others under it.
                var inner: [String] = []
                writeMapping(indent: indent + 2, depth: depth + 1, into: &inner, &g)
                inner[0] = pad + "- " + inner[0].dropFirst(indent + 2)
                lines += inner
            }
        }
    }
}

/// A deterministic generator (SplitMix64), so that a failure repeats.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
