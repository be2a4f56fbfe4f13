import Testing
@testable import SceneFormat

/// Numbers UIKit cannot represent, or that make no sense, are located errors (the limits of
/// docs/scene-format.md): in constraints (notation, VFL, the `{id, constraint}` form), view
/// attributes, stack spacing, fonts and custom devices.
@Suite struct NumberLimitTests {
    static func report(_ text: String) -> String { BadInputCorpusTests.report(Array(text.utf8)) }
    static let box = "views:\n  A: {}\nconstraints:\n"

    static let cases: [(name: String, input: String, expected: String)] = [
        (
            "constant-huge", box + "  - A.Width = 1e306\n",
            "s.yaml:4:15: error: the constant must be within ±100,000 points, not '1e306'\n      - A.Width = 1e306\n                  ^"
        ),
        (
            "constant-after-item", box + "  - A.Top = Superview.Top + 1e300\n",
            "s.yaml:4:29: error: the constant must be within ±100,000 points, not '1e300'\n      - A.Top = Superview.Top + 1e300\n                                ^"
        ),
        (
            "constant-standard-multiple", box + "  - A.Top = Superview.Top - 6000 x Standard\n",
            "s.yaml:4:29: error: the constant must be within ±100,000 points, not '6000 x Standard'\n      - A.Top = Superview.Top - 6000 x Standard\n                                ^"
        ),
        (
            "constant-mapping-form", box + "  - {id: c1, constraint: A.Width = 200000}\n",
            "s.yaml:4:36: error: the constant must be within ±100,000 points, not '200000'\n      - {id: c1, constraint: A.Width = 200000}\n                                       ^"
        ),
        (
            "multiplier-huge", box + "  - A.Height = 99999 x Superview.Height\n",
            "s.yaml:4:16: error: the multiplier must be at most 1,000, not '99999'\n      - A.Height = 99999 x Superview.Height\n                   ^"
        ),
        (
            "multiplier-zero-location", box + "  - A.Leading = 0 x Superview.Trailing\n",
            "s.yaml:4:17: error: a multiplier of 0 makes a location attribute (leading) equal a constant; constrain it to another item with a nonzero multiplier\n      - A.Leading = 0 x Superview.Trailing\n                    ^"
        ),
        (
            "multiplier-zero-percent", box + "  - {id: c1, constraint: \"A.CenterX = 0% x Superview.CenterX\"}\n",
            "s.yaml:4:39: error: a multiplier of 0 makes a location attribute (centerX) equal a constant; constrain it to another item with a nonzero multiplier\n      - {id: c1, constraint: \"A.CenterX = 0% x Superview.CenterX\"}\n                                          ^"
        ),
        (
            "vfl-connection-huge", box + "  - \"H:|-99999999999-[A]\"\n",
            "s.yaml:4:10: error: the constant must be within ±100,000 points, not '99999999999'\n      - \"H:|-99999999999-[A]\"\n             ^"
        ),
        (
            "vfl-size-huge", box + "  - \"[A(<=1000000)]\"\n",
            "s.yaml:4:11: error: the constant must be within ±100,000 points, not '1000000'\n      - \"[A(<=1000000)]\"\n              ^"
        ),
        (
            "vfl-malformed-number", box + "  - \"[A(1.2.3)]\"\n",
            "s.yaml:4:9: error: Expected a number, a metric or a view name\n      - \"[A(1.2.3)]\"\n            ^"
        ),
        (
            "metric-huge", "metrics: {gap: 1e9}\nviews:\n  A: {}\n",
            "s.yaml:1:16: error: metric 'gap' must be within ±100,000, not '1e9'\n    metrics: {gap: 1e9}\n                   ^"
        ),
        (
            "frame-negative-size", "views:\n  A: {frame: [0, 0, -3, 4]}\n",
            "s.yaml:2:14: error: a frame's width and height must be >= 0\n      A: {frame: [0, 0, -3, 4]}\n                 ^"
        ),
        (
            "intrinsic-negative", "views:\n  A: {intrinsicSize: [-5, -1]}\n",
            "s.yaml:2:22: error: intrinsicSize must be >= 0, or -1 for none on that axis\n      A: {intrinsicSize: [-5, -1]}\n                         ^"
        ),
        (
            "margins-nan", "views:\n  A: {margins: nan}\n",
            "s.yaml:2:16: error: margins must be a finite number, not 'nan'\n      A: {margins: nan}\n                   ^"
        ),
        (
            "insets-huge", "views:\n  B: {type: button, title: a, contentInsets: [1e6, 0, 0, 0]}\n",
            "s.yaml:2:47: error: contentInsets must be within ±100,000, not '1e6'\n      B: {type: button, title: a, contentInsets: [1e6, 0, 0, 0]}\n                                                  ^"
        ),
        (
            "border-infinite", "views:\n  A: {border: inf}\n",
            "s.yaml:2:15: error: border width must be a finite number, not 'inf'\n      A: {border: inf}\n                  ^"
        ),
        (
            "lines-huge", "views:\n  L: {type: label, text: x, lines: 1e300}\n",
            "s.yaml:2:36: error: lines must be within ±100,000, not '1e300'\n      L: {type: label, text: x, lines: 1e300}\n                                       ^"
        ),
        (
            "spacing-huge", "views:\n  S: {type: stack, spacing: 1e9}\n",
            "s.yaml:2:29: error: spacing must be within ±100,000, not '1e9'\n      S: {type: stack, spacing: 1e9}\n                                ^"
        ),
        (
            "font-size-negative", "views:\n  L: {type: label, text: x, font: {size: -5}}\n",
            "s.yaml:2:42: error: a font size must be from 1 to 1,000 points, not '-5'\n      L: {type: label, text: x, font: {size: -5}}\n                                             ^"
        ),
        (
            "font-size-system-infinite", "views:\n  L: {type: label, text: x, font: system 1e999}\n",
            "s.yaml:2:35: error: a font size must be from 1 to 1,000 points, not '1e999'\n      L: {type: label, text: x, font: system 1e999}\n                                      ^"
        ),
        (
            "device-size-huge", "devices: [{name: Big, size: [1e300, 1e300]}]\nviews:\n  A: {}\n",
            "s.yaml:1:30: error: device size must be within ±100,000, not '1e300'\n    devices: [{name: Big, size: [1e300, 1e300]}]\n                                 ^\ns.yaml:1:37: error: device size must be within ±100,000, not '1e300'\n    devices: [{name: Big, size: [1e300, 1e300]}]\n                                        ^"
        ),
        (
            "device-size-range", "devices: [{name: Odd, size: [0.5, 20000]}]\nviews:\n  A: {}\n",
            "s.yaml:1:29: error: a device's width and height must be from 1 to 10,000 points\n    devices: [{name: Odd, size: [0.5, 20000]}]\n                                ^"
        ),
        (
            "safe-area-too-large",
            "devices: [{name: Odd, size: [300, 500], safeArea: {portrait: [300, 0, 300, 0]}}]\nviews:\n  A: {}\n",
            "s.yaml:1:62: error: safe area insets must be >= 0 and leave part of the 300 × 500 screen\n    …evices: [{name: Odd, size: [300, 500], safeArea: {portrait: [300, 0, 300, 0]}}]\n                                                                 ^"
        ),
    ]

    @Test(arguments: cases.map(\.name))
    func refused(_ name: String) {
        let entry = Self.cases.first { $0.name == name }!
        #expect(Self.report(entry.input) == entry.expected)
    }

    /// The limits themselves are allowed.
    /// A VFL line makes a constraint per predicate on the same views: past 100 predicates it
    /// is refused at the first one too many, the long line quoted around it.
    @Test func aVisualFormatLineTakesAtMostAHundredPredicates() {
        let predicates = Array(repeating: "1", count: 150).joined(separator: ",")
        #expect(
            Self.report(Self.box + "  - \"[A(\(predicates))]\"\n")
                == "s.yaml:4:209: error: a VFL line takes at most 100 predicates (a layout needs a few); split it into several lines\n    …"
                + String(repeating: "1,", count: 60) + "…\n     " + String(repeating: " ", count: 60) + "^")
        let hundred = Array(repeating: "1", count: 100).joined(separator: ",")
        #expect(Self.report(Self.box + "  - \"[A(\(hundred))]\"\n") == "(no error)")
    }

    @Test func boundsAreInclusive() {
        let text =
            "devices: [{name: Wide, size: [10000, 1]}]\nviews:\n  A: {margins: 100000}\n  L: {type: label, text: x, font: system 1000}\n"
            + "constraints:\n  - A.Width = 100000\n  - A.Height = 1000 x L.Height - 100000\n  - A.Leading = Superview.Leading\n  - A.Top = Superview.Top\n"
        #expect(Self.report(text) == "(no error)")
    }
}
