import Foundation
import LayoutEngine
import Testing

@testable import SceneFormat
import SceneModel
import SceneReading

/// `ConstraintNotation.parseCommonLine` (the byte-by-byte reader of common lines) gives what
/// `parse` gives, or nothing: on generated lines, on generated scenes, and on every Sample.
@Suite struct CommonLineTests {
    static let notation = ConstraintNotation(
        viewNames: ["Red View", "Box 1", "Blue-View", "A x B", "label_2"],
        metrics: ["gap": 8, "12": 3, "Box 1.Width": 1e9, "huge": 500_000])

    static let leads = ["", "  ", "3. ", "\t"]
    static let items = [
        "Red View", "Box 1", "superview", "Safe Area", "Red View.Safe Area", "Box 1.Nope", "Unknown", "red view",
        "", "A x B", "Blue-View", "label_2", "root", "View", "Margins",
    ]
    static let attributes = [
        ".Leading", ".top", ".Botton", ".Width", ".CenterX", ".leadingMargin", ".Nope", "", ".firstBaseline", " . Top",
    ]
    static let relations = [" = ", " == ", " >= ", "<=", " <= ", " ≥ ", "=", " > = ", " === ", " =< ", " =", " = = "]
    static let rights = [
        "20", "20.5", "-20", "+5", "Standard", "standard", "2 x Standard", "gap", "12", "huge", "1e3", "nan", "inf",
        "100001", "99999.9", "1.2.3", "10 points", "", "Box 1.Width", "2 x Box 1.Width", "k x Box 1.Width",
        "Box 1.Width x", "Blue-View.Top", "Red View.Safe Area.Top", "superview.bottom", "A x B.Top", ".5", "0",
    ]
    static let tails = [
        "", " + 8", " - Standard", " -8", " + 2 x Standard", " + gap", " + 200000", " - ", " @750", " (Priority 250)",
        " @ high", "  ", " + 12", " - huge", " + nan", " - 1.5", " + -3", "+8", " + 8 + 2", " × 2", " * 2",
        " + 2xStandard", " - 1.5 x standard", " + 2 x Standards", " + 1e9 x Standard",
    ]
    /// Priorities, after the tails: the forms `parsePriority` reads, and near misses.
    static let priorities = [
        "", "", "", " (Priority 750)", " (priority high)", "(Priority 250) ", " @250", "@ low", " (Priority 0)",
        " (Priority 1001)", " @1e3", " (Priority750)", " ( Priority  999.5 )", " (PRIORITY 250)", " @7@5",
        " (Priority 2) @3", " @required", " (Priority fittingSize)", " @ 0.5", " )", " @", " (Priority (1))",
    ]
    /// Multipliers before the right side's item.
    static let multipliers = [
        "", "", "", "2 x ", "0.5 x ", "2x ", "2.0 x", "1001 x ", "3 * ", "2. x ", "1.5  x  ", "2 X ", "0 x ",
        "10 points ", "2 xs ", "1000 x ",
    ]

    /// Pieces of mostly legal lines (horizontal attributes only), so that many reach the end.
    static let legalItems = ["Red View", "Box 1", "superview", "box1", "Red View.Margins", "label_2", "A x B"]
    static let legalAttributes = [".Leading", ".trailing", ".Width", ".CenterX", ".leadingMargin", ".left"]
    static let legalRights = legalItems.flatMap { item in legalAttributes.map { item + $0 } } + ["20", "gap", "0.5"]

    /// Deterministic pseudo-random lines from the pieces (a seeded linear congruential generator).
    static func lines(count: Int, legal: Bool) -> [String] {
        var state: UInt64 = legal ? 0x2545_F491_4F6C_DD1D : 0x9E37_79B9_7F4A_7C15
        func pick(_ list: [String]) -> String {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return list[Int(state >> 33) % list.count]
        }
        return (0..<count).map { _ in
            legal
                ? pick(["", " "]) + pick(legalItems) + pick(legalAttributes) + pick(relations) + pick(multipliers)
                    + pick(legalRights) + pick(tails) + pick(priorities)
                : pick(leads) + pick(items) + pick(attributes) + pick(relations) + pick(rights) + pick(tails)
                    + pick(priorities)
        }
    }

    @Test func generatedLinesReadAsTheFullParserReadsThem() {
        var common = 0
        for line in Self.lines(count: 10_000, legal: false) + Self.lines(count: 30_000, legal: true) {
            let full = Result { () throws(ConstraintNotation.Failure) in try Self.notation.parse(line) }
            guard let fast = Self.notation.parseCommonLine(line) else { continue }
            common += 1
            #expect((try? full.get()) == fast, "\(line)")
        }
        // The fast path must take a good share of the lines, or this test would compare nothing.
        #expect(common > 800, "\(common) common lines")
    }

    @Test func visualFormatIsToldApartByBytesAsByCharacters() {
        var decided = 0
        for text in FastTextTests.samples(count: 5_000) {
            for line in [text, "H" + text, "V" + text, " |" + text, "\t[" + text, "H:" + text, "V|" + text] {
                guard let answer = SceneParser.startsLikeVisualFormat(line.utf8) else { continue }
                decided += 1
                #expect(answer == SceneParser.isVisualFormatByCharacters(line), "\(line.unicodeScalars.map(\.value))")
            }
        }
        #expect(decided > 10_000, "\(decided) decided by bytes")
    }

    /// VFL's normalization and identifiers by character code in ASCII, as by Character's properties.
    @Test func visualFormatCharactersAreReadAsByTheirProperties() {
        let texts = FastTextTests.samples(count: 5_000) + ["H:|-[Red View]–8—[b2]−|", "V:[a_1(>=20@750)]\r\n-|"]
        for text in texts {
            var kept: [Character] = []
            var origin: [Int] = []
            for (offset, character) in text.enumerated() where !character.isWhitespace {
                kept.append("–—−".contains(character) ? "-" : character)
                origin.append(offset)
            }
            let normalized = VisualFormat.normalized(text)
            #expect(normalized.kept == kept && normalized.origin == origin, "\(text.unicodeScalars.map(\.value))")
            for character in text {
                #expect(character.isLetterOrNumber == (character.isLetter || character.isNumber), "\(character)")
            }
        }
        #expect(VisualFormat.normalized("H: |-[a]–8-|").kept == Array("H:|-[a]-8-|"))
    }

    @Test func typicalLinesTakeTheFastPath() throws {
        let expected: [(String, ConstraintSpec)] = [
            (
                " Box 1.Leading = Red View.Trailing + Standard ",
                ConstraintSpec(
                    first: Anchor(.view("Box 1"), .leading), relation: .equal,
                    second: Anchor(.view("Red View"), .trailing), constant: .standard(multiple: 1),
                    text: "Box 1.Leading = Red View.Trailing + Standard")
            ),
            (
                "box1.top >= superview.topMargin - 8.5",
                ConstraintSpec(
                    first: Anchor(.view("Box 1"), .top), relation: .greaterThanOrEqual,
                    second: Anchor(.superview, .topMargin), constant: .points(-8.5),
                    text: "box1.top >= superview.topMargin - 8.5")
            ),
            (
                "Red View.Width <= 120",
                ConstraintSpec(
                    first: Anchor(.view("Red View"), .width), relation: .lessThanOrEqual, second: nil,
                    constant: .points(120), text: "Red View.Width <= 120")
            ),
            (
                "Blue-View.Top == Red View.Safe Area.Top + gap",
                ConstraintSpec(
                    first: Anchor(.view("Blue-View"), .top), relation: .equal,
                    second: Anchor(.safeArea(of: "Red View"), .top), constant: .points(8),
                    text: "Blue-View.Top == Red View.Safe Area.Top + gap")
            ),
            (
                "Box 1.Width = 2.0 x Red View.Width + 2 x Standard (Priority 750)",
                ConstraintSpec(
                    first: Anchor(.view("Box 1"), .width), relation: .equal,
                    second: Anchor(.view("Red View"), .width), multiplier: 2, constant: .standard(multiple: 2),
                    priority: 750, text: "Box 1.Width = 2.0 x Red View.Width + 2 x Standard (Priority 750)")
            ),
            (
                "Box 1.Top = Red View.Top @high",
                ConstraintSpec(
                    first: Anchor(.view("Box 1"), .top), relation: .equal, second: Anchor(.view("Red View"), .top),
                    priority: 750, text: "Box 1.Top = Red View.Top @high")
            ),
        ]
        for (line, spec) in expected {
            #expect(Self.notation.parseCommonLine(line) == spec, "\(line)")
            #expect(try Self.notation.parse(line) == spec, "\(line)")
        }
        // Lines only the full parser reads: `*` and `%` multipliers, numbering, a signed constant, `≥`, a colon.
        for line in [
            "Box 1.Width = 2 * Red View.Width", "Box 1.Width = 200% x Red View.Width", "3. Box 1.Width = 8",
            "Box 1.Width = +8", "Box 1.Width ≥ 8",
        ] {
            #expect(Self.notation.parseCommonLine(line) == nil, "\(line)")
            #expect((try? Self.notation.parse(line)) != nil, "\(line)")
        }
    }

    /// Rows of a label and a box, six constraints each, as `make bench` draws them.
    static func benchScene(views: Int) -> String {
        var yaml = "title: Bench\ndevices: [iPhone 12]\nviews:\n"
        var constraints: [String] = []
        for i in 0..<views / 2 {
            yaml += "  Label \(i): {type: label, text: \"Row \(i)\", font: body}\n  Box \(i): {background: red}\n"
            constraints += [
                "Label \(i).Leading = Superview.LeadingMargin", "Box \(i).Leading = Label \(i).Trailing + Standard",
                "Box \(i).Trailing = Superview.TrailingMargin", "Box \(i).Height = 12",
                "Box \(i).CenterY = Label \(i).CenterY",
                i == 0 ? "Label 0.Top = Safe Area.Top" : "Label \(i).Top >= Label \(i - 1).Bottom + 4",
            ]
        }
        return yaml + "constraints:\n" + constraints.map { "  - \($0)\n" }.joined()
    }

    @Test func generatedScenesReadTheSameBothWays() throws {
        for views in [2, 10, 200] {
            let text = Self.benchScene(views: views)
            let fast = try SceneParser.parse(text, file: "bench.yaml", commonLines: true)
            #expect(fast == (try SceneParser.parse(text, file: "bench.yaml", commonLines: false)))
            #expect(fast.constraints.count == views * 3)
            let notation = ConstraintNotation(viewNames: ViewDirectory(fast.root.subviews.map(\.name)))
            #expect(fast.constraints.allSatisfy { notation.parseCommonLine($0.text) != nil })
        }
    }

    @Test func everySampleReadsTheSameBothWays() throws {
        let files = SceneWriterRoundTripTests.sampleFiles
        #expect(files.count >= 25)
        for path in files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            func read(_ commonLines: Bool) -> Result<Scene, SceneErrors> {
                Result { () throws(SceneErrors) in
                    do {
                        return try SceneParser.parse(text, file: path, commonLines: commonLines)
                    } catch let errors as SceneErrors {
                        throw errors
                    } catch {
                        Issue.record("\(path): \(error)")
                        throw SceneErrors(errors: [])
                    }
                }
            }
            switch (read(true), read(false)) {
            case (.success(let fast), .success(let full)): #expect(fast == full, "\(path)")
            case (.failure(let fast), .failure(let full)): #expect("\(fast)" == "\(full)", "\(path)")
            default: Issue.record("\(path): read one way only")
            }
        }
    }
}
