import Foundation
@testable import SceneFormat
import SceneReading
import Testing

/// The bad-input corpus: every way a scene can be wrong that we know of (YAML structure,
/// hostile input, unknown and misspelled keys and values, out-of-range numbers, illegal
/// constraints, VFL diagnostics, variations), each with its exact message, line, column and
/// caret, as `alpreview check` prints them. Exit code 2 for all of them.
@Suite struct BadInputCorpusTests {
    /// The errors for `bytes` read as the file `s.yaml`, as the CLI prints them.
    static func report(_ bytes: [UInt8]) -> String {
        do {
            _ = try SceneParser.parse(data: Data(bytes), file: "s.yaml")
            return "(no error)"
        } catch let errors as SceneErrors {
            return errors.description
        } catch {
            return "unexpected \(error)"
        }
    }

    /// The cases, each a scene with a marker (1️⃣, 2️⃣, …) where each error points, and the
    /// messages in order: the test derives the line, the column and the caret from the markers.
    static let cases: [BadInput] = [
        BadInput(
            "alias-cycle", "views: &v\n  Box: 1️⃣*v\n",
            "invalid YAML: found undefined alias"),
        BadInput(
            "alias-unknown", "views:\n  Box: 1️⃣*nothing\n",
            "invalid YAML: found undefined alias"),
        BadInput(
            "alignment", "views:\n  L: {type: label, text: a, alignment: 1️⃣middle}\n",
            "invalid value 'middle' (expected natural, left, center, right, justified)"),
        BadInput(
            "alpha", "views:\n  Box: {alpha: 1️⃣2}\n",
            "alpha must be between 0 and 1"),
        BadInput(
            "bar", "bars: [1️⃣menuBar]\nviews:\n  Box: {}\n",
            "invalid value 'menuBar' (expected statusBar, navigationBar, largeTitle, tabBar, toolbar, none)"),
        BadInput(
            "color-hex", "views:\n  Box: {background: 1️⃣\"#12345\"}\n",
            "invalid color '#12345' (expected #RRGGBB or #RRGGBBAA)"),
        BadInput(
            "color-name", "views:\n  Box: {background: 1️⃣bleu}\n",
            "unknown color 'bleu' (did you mean 'blue'?)"),
        BadInput(
            "constraint-axes", "views:\n  Box: {}\nconstraints:\n  - Box.Leading = 1️⃣Superview.Top\n",
            "cannot constrain a horizontal attribute (leading) to a vertical attribute (top)"),
        BadInput(
            "constraint-duplicate-id",
            "views:\n  Box: {}\nconstraints:\n  - {id: c1, constraint: Box.Width = 10}\n  - {id: 1️⃣c1, constraint: Box.Height = 10}\n",
            "duplicate constraint id 'c1'"),
        BadInput(
            "constraint-empty", "views:\n  Box: {}\nconstraints:\n  - \"1️⃣\"\n",
            "empty constraint; expected e.g. 'Red View.Leading = Superview.LeadingMargin'"),
        BadInput(
            "constraint-huge", "views:\n  Box: {}\nconstraints:\n  - Box.Width = 1️⃣1e999\n",
            "the constant must be a finite number, not '1e999'"),
        BadInput(
            "constraint-leading-left", "views:\n  Box: {}\nconstraints:\n  - Box.Leading = 1️⃣Superview.Left + 8\n",
            "cannot mix leading/trailing with left/right (leading and left)"),
        BadInput(
            "constraint-location-constant", "views:\n  Box: {}\nconstraints:\n  - Box.Top = 1️⃣20\n",
            "a location attribute (top) cannot equal a constant; constrain it to another item"),
        BadInput(
            "constraint-mapping-key", "views:\n  Box: {}\nconstraints:\n  - 2️⃣{id: c1, 1️⃣constrait: Box.Width = 10}\n",
            "unknown constraint key 'constrait' (id, constraint)",
            "a constraint mapping needs 'constraint'"),
        BadInput(
            "constraint-mapping-missing", "views:\n  Box: {}\nconstraints:\n  - 1️⃣{id: c1}\n",
            "a constraint mapping needs 'constraint'"),
        BadInput(
            "constraint-multiplier-word", "views:\n  A: {}\n  B: {}\nconstraints:\n  - A.Width = 1️⃣twice x B.Width\n",
            "invalid multiplier 'twice' (2, 2.0, 200%, 2/1 or 2:1)"),
        BadInput(
            "constraint-multiplier-zero-denominator",
            "views:\n  A: {}\n  B: {}\nconstraints:\n  - A.Width = 1️⃣2/0 x B.Width\n",
            "invalid multiplier '2/0'"),
        BadInput(
            "constraint-nan", "views:\n  Box: {}\nconstraints:\n  - Box.Width = 1️⃣nan\n",
            "the constant must be a finite number, not 'nan'"),
        BadInput(
            "constraint-no-attribute", "views:\n  Box: {}\nconstraints:\n  - 1️⃣Box = Superview.Leading\n",
            "expected ITEM.ATTRIBUTE, e.g. 'Red View.Leading'"),
        BadInput(
            "constraint-no-relation", "views:\n  Box: {}\nconstraints:\n  - 1️⃣Box.Width 20\n",
            "expected a relation (=, ==, >=, <=, ≥ or ≤)"),
        BadInput(
            "constraint-number", "views:\n  Box: {}\nconstraints:\n  - 1️⃣42\n",
            "expected a relation (=, ==, >=, <=, ≥ or ≤)"),
        BadInput(
            "constraint-priority-word", "views:\n  Box: {}\nconstraints:\n  - Box.Width = 20 @1️⃣medium\n",
            "invalid priority 'medium' (a number from 1 to 1000, or required, high, low, fittingSize)"),
        BadInput(
            "constraint-priority-zero", "views:\n  Box: {}\nconstraints:\n  - Box.Width = 20 @1️⃣0\n",
            "invalid priority '0' (a number from 1 to 1000, or required, high, low, fittingSize)"),
        BadInput(
            "constraint-size-location", "views:\n  Box: {}\nconstraints:\n  - Box.Width = 1️⃣Superview.Leading\n",
            "cannot constrain a size attribute (width) to a location attribute (leading)"),
        BadInput(
            "constraint-standard-size", "views:\n  Box: {}\nconstraints:\n  - Box.Width = 1️⃣Standard\n",
            "Standard is a spacing between items; a width needs a number"),
        BadInput(
            "constraint-trailing-garbage", "views:\n  Box: {}\nconstraints:\n  - Box.Width = 10 1️⃣points\n",
            "unexpected 'points' after the constant"),
        BadInput(
            "constraint-unknown-attribute", "views:\n  Box: {}\nconstraints:\n  - Box.1️⃣Leadng = Superview.Leading\n",
            "unknown attribute 'Leadng' (did you mean 'Leading'?)"),
        BadInput(
            "constraint-unknown-view",
            "views:\n  Blue View: {}\nconstraints:\n  - 1️⃣Blu View.Leading = Superview.Leading\n",
            "unknown view 'Blu View' (did you mean 'Blue View'?)"),
        BadInput(
            "constraints-mapping", "views:\n  Box: {}\nconstraints: 1️⃣{a: b}\n",
            "constraints must be a list"),
        BadInput(
            "content-insets", "views:\n  B: {type: button, title: a, contentInsets: 1️⃣[1, 2]}\n",
            "contentInsets must be a list of 4 numbers"),
        BadInput(
            "corner-radius", "views:\n  Box: {cornerRadius: 1️⃣-4}\n",
            "cornerRadius must be >= 0"),
        BadInput(
            "defaults", "defaults: 1️⃣storyboard\nviews:\n  Box: {}\n",
            "invalid value 'storyboard' (expected programmatic, interfaceBuilder)"),
        BadInput(
            "device-typo", "devices: [1️⃣iPhone SE (1st generaton)]\nviews:\n  Box: {}\n",
            "unknown device 'iPhone SE (1st generaton)' (did you mean 'iPhone SE (1st generation)'?); `alpreview devices` lists them"
        ),
        BadInput(
            "direction", "directions: [1️⃣up]\nviews:\n  Box: {}\n",
            "invalid value 'up' (expected ltr, rtl)"),
        BadInput(
            "duplicate-top-key", "views:\n  A: {}\n1️⃣views:\n  B: {}\n",
            "duplicate key 'views'"),
        BadInput(
            "font-size", "views:\n  L: {type: label, text: a, font: 1️⃣system abc}\n",
            "unknown font 'system abc' (a text style such as body, or 'system 17 semibold')"),
        BadInput(
            "font-style", "views:\n  L: {type: label, text: a, font: 1️⃣bodyy}\n",
            "unknown font 'bodyy' (did you mean 'body'?) (a text style such as body, or 'system 17 semibold')"),
        BadInput(
            "font-weight", "views:\n  L: {type: label, text: a, font: {size: 17, weight: 1️⃣heavyish}}\n",
            "invalid value 'heavyish' (expected ultraLight, thin, light, regular, medium, semibold, bold, heavy, black)"
        ),
        BadInput(
            "frame-count", "views:\n  Box: {frame: 1️⃣[1, 2, 3]}\n",
            "frame must be a list of 4 numbers"),
        BadInput(
            "frame-infinite", "views:\n  Box: {frame: [0, 0, 1️⃣.inf, 3]}\n",
            "frame must be a number, not '.inf'"),
        BadInput(
            "frame-string", "views:\n  Box: {frame: [1, 2, 1️⃣wide, 3]}\n",
            "frame must be a number, not 'wide'"),
        BadInput(
            "guide-with-text", "views:\n  G: {type: guide, 1️⃣text: hi}\n",
            "'text' does not apply to a guide (only to label, searchBar, textField, textView)"),
        BadInput(
            "guide-with-intrinsic-size", "views:\n  G: {type: guide, 1️⃣intrinsicSize: [10, 10]}\n",
            "'intrinsicSize' does not apply to a guide (a layout guide has no intrinsic content size)"),
        BadInput(
            "hidden", "views:\n  Box: {hidden: 1️⃣maybe}\n",
            "hidden must be true or false"),
        BadInput(
            "hugging-axis", "views:\n  L: {type: label, text: a, hugging: {1️⃣x: 250}}\n",
            "unknown axis 'x' (h or v)"),
        BadInput(
            "hugging-range", "views:\n  L: {type: label, text: a, hugging: 1️⃣1001}\n",
            "hugging must be a priority from 1 to 1000, not 1001"),
        BadInput(
            "image-missing", "views:\n  Pic: {type: imageView, image: 1️⃣missing.png}\n",
            "image file 'missing.png' not found (paths are relative to the scene file)"),
        BadInput(
            "inline-device-bad-scale", "devices:\n  - {name: Custom, size: [300, 600], scale: 1️⃣0}\nviews:\n  Box: {}\n",
            "scale must be 1, 2 or 3 (pixels per point), not '0'"),
        BadInput(
            "image-negative-size", "views:\n  Pic: {type: imageView, image: {size: 1️⃣[10, -5]}}\n",
            "an image's width and height must be >= 0"),
        BadInput(
            "inline-device-fractional-scale",
            "devices:\n  - {name: Custom, size: [300, 600], scale: 1️⃣2.5}\nviews:\n  Box: {}\n",
            "scale must be 1, 2 or 3 (pixels per point), not '2.5'"),
        BadInput(
            "inline-device-canvas-not-bool",
            "devices:\n  - {name: Canvas, size: [200, 100], canvas: 1️⃣3}\nviews:\n  Box: {}\n",
            "canvas must be true or false"),
        BadInput(
            "inline-device-no-size", "devices:\n  - 1️⃣{name: Custom, scale: 2}\nviews:\n  Box: {}\n",
            "a custom device needs size: [width, height]"),
        BadInput(
            "inline-device-unknown-key",
            "devices:\n  - {name: Custom, size: [300, 600], 1️⃣scael: 2}\nviews:\n  Box: {}\n",
            "unknown device key 'scael' (name, size, scale, safeArea, idiom, canvas, navigationBar)"),
        BadInput(
            "intrinsic-size", "views:\n  Box: {intrinsicSize: [1️⃣a, 2️⃣b]}\n",
            "intrinsicSize must be a number, not 'a'",
            "intrinsicSize must be a number, not 'b'"),
        BadInput(
            "lines-negative", "views:\n  L: {type: label, text: a, lines: 1️⃣-1}\n",
            "lines must be a whole number >= 0 (0 = unlimited)"),
        BadInput(
            "margins-count", "views:\n  Box: {margins: 1️⃣[1, 2, 3]}\n",
            "margins must be a list of 4 numbers"),
        BadInput(
            "metrics-string", "metrics: {margin: 1️⃣wide}\nviews:\n  button: {}\n",
            "metric 'margin' must be a number, not 'wide'"),
        BadInput(
            "name-dot", "views:\n  1️⃣Box.One: {}\n",
            "a view name cannot contain '.': 'Box.One'"),
        BadInput(
            "name-duplicate", "views:\n  Box: {}\n  1️⃣box: {}\n",
            "duplicate view name 'box' (names ignore case and spaces)"),
        BadInput(
            "name-reserved", "views:\n  1️⃣Superview: {}\n",
            "'Superview' is a reserved name"),
        BadInput(
            "only-comment", "1️⃣# nothing here\n",
            "a scene is a mapping (title, devices, views, constraints, …)"),
        BadInput(
            "orientation", "orientations: [1️⃣sideways]\nviews:\n  Box: {}\n",
            "invalid value 'sideways' (expected portrait, landscape)"),
        BadInput(
            "resistance-word", "views:\n  L: {type: label, text: a, compressionResistance: 1️⃣strong}\n",
            "compressionResistance must be a number, not 'strong'"),
        BadInput(
            "segments", "views:\n  S: {type: segmentedControl, segments: 1️⃣One}\n",
            "segments must be a list of titles, e.g. [One, Two]"),
        BadInput(
            "size-category", "sizeCategories: [1️⃣XXXXL]\nviews:\n  Box: {}\n",
            "unknown size category 'XXXXL' (xS S M L xL xxL xxxL AX1…AX5)"),
        BadInput(
            "subviews-scalar", "views:\n  Box: {subviews: 1️⃣3}\n",
            "views must be a mapping of names to views"),
        BadInput(
            "tab-indent", "views:\n1️⃣\tBox: {}\n",
            "invalid YAML: found character that cannot start any token"),
        BadInput(
            "title-list", "title: 1️⃣[a, b]\nviews:\n  Box: {}\n",
            "title must be text"),
        BadInput(
            "top-level-list", "1️⃣- a\n- b\n",
            "a scene is a mapping (title, devices, views, constraints, …)"),
        BadInput(
            "top-level-scalar", "1️⃣hello\n",
            "a scene is a mapping (title, devices, views, constraints, …)"),
        BadInput(
            "unknown-device", "devices: [1️⃣iPhone 99]\nviews:\n  Box: {}\n",
            "unknown device 'iPhone 99' (did you mean 'iPhone SE'?); `alpreview devices` lists them"),
        BadInput(
            "unknown-top-key", "1️⃣view:\n  Box: {}\n",
            "unknown key 'view' (did you mean 'views'?)"),
        BadInput(
            "unterminated-flow", "views: {Box: {}1️⃣\n",
            "invalid YAML at the end of the file: did not find expected ',' or '}'"),
        BadInput(
            "variation-key", "views:\n  Box: {}\nvariations:\n  compact-regular:\n    1️⃣remove: [c1]\n",
            "unknown variation key 'remove' (uninstall, install, views)"),
        BadInput(
            "variation-size-class", "views:\n  Box: {}\nvariations:\n  1️⃣compact-huge: {}\n",
            "a variation key is WIDTH-HEIGHT with compact, regular or any, e.g. compact-regular"),
        BadInput(
            "variation-uninstall",
            "views:\n  Box: {}\nconstraints:\n  - {id: c1, constraint: Box.Width = 10}\nvariations:\n  compact-regular:\n    uninstall: [1️⃣c9]\n",
            "unknown constraint id 'c9' (did you mean 'c1'?)"),
        BadInput(
            "variation-view", "views:\n  Box: {}\nvariations:\n  compact-regular:\n    views: {1️⃣Bx: {hidden: true}}\n",
            "unknown view 'Bx' (did you mean 'Box'?)"),
        BadInput(
            "vfl-dangling", "views:\n  button: {}\nconstraints:\n  - \"[button]-1️⃣\"\n",
            "Expected a number, a metric or a view name"),
        BadInput(
            "vfl-empty-view", "views:\n  button: {}\nconstraints:\n  - \"[1️⃣]\"\n",
            "Expected a view name after '['"),
        BadInput(
            "vfl-metric", "views:\n  button: {}\nconstraints:\n  - \"|-1️⃣margin-[button]\"\n",
            "Unable to find metric with name margin"),
        BadInput(
            "vfl-orientation", "views:\n  button: {}\nconstraints:\n  - \"1️⃣X:[button]\"\n",
            "expected a relation (=, ==, >=, <=, ≥ or ≤)"),
        BadInput(
            "vfl-paren", "views:\n  button: {}\nconstraints:\n  - \"[button(>=501️⃣]\"\n",
            "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
        BadInput(
            "vfl-relation", "views:\n  button: {}\nconstraints:\n  - \"[button(1️⃣=>50)]\"\n",
            "Unknown relation. Must be ==, >=, or <="),
        BadInput(
            "vfl-unknown-view", "views:\n  button: {}\nconstraints:\n  - \"[1️⃣blackBox]\"\n",
            "Unable to find view with name blackBox"),
        BadInput(
            "vfl-vertical-colon", "views:\n  button: {}\nconstraints:\n  - V1️⃣[button]\n",
            "Expected ':' after 'V' to specify vertical arrangement"),
        BadInput(
            "view-key", "views:\n  Box: {1️⃣backgrund: red}\n",
            "unknown key 'backgrund' (did you mean 'background'?)"),
        BadInput(
            "view-not-mapping", "views:\n  Box: 1️⃣3\n",
            "a view is a mapping of attributes"),
        BadInput(
            "view-type", "views:\n  Box: {type: 1️⃣buton}\n",
            "invalid value 'buton' (expected view, label, button, textField, textView, imageView, switch, slider, stepper, segmentedControl, progressView, activityIndicator, datePicker, searchBar, pickerView, pageControl, stack, scroll, guide, table, collection) (did you mean 'button'?)"
        ),
    ]

    /// Cases a marker cannot show: bytes that are not text, an empty file, a line cut around the caret.
    static let literalCases: [(name: String, input: [UInt8], expected: String)] = [
        (
            "custom-device-safe-area",
            Array(
                "devices:\n  - {name: Custom, size: [300, 600], scale: 2, safeArea: {portrait: [1, 2]}}\nviews:\n  Box: {}\n"
                    .utf8),
            "s.yaml:2:69: error: safe area must be a list of 4 numbers\n    …e: Custom, size: [300, 600], scale: 2, safeArea: {portrait: [1, 2]}}\n                                                                 ^"
        ),
        (
            "empty", Array("".utf8),
            "s.yaml:1:1: error: empty scene: expected a mapping with 'views' and 'constraints'"
        ),
        (
            "invalid-utf8",
            [
                118, 105, 101, 119, 115, 58, 10, 32, 32, 66, 111, 120, 58, 32, 123, 116, 101, 120, 116, 58, 32, 34, 255,
                254, 34, 125, 10,
            ],
            "s.yaml:1:1: error: not a text file (a scene is UTF-8 YAML)"
        ),
        (
            "nul-bytes", [118, 105, 101, 119, 115, 58, 10, 32, 32, 66, 111, 120, 0, 58, 32, 123, 125, 10],
            "s.yaml:1:1: error: not a text file (a scene is UTF-8 YAML)"
        ),
    ]

    @Test(arguments: cases.map(\.name))
    func badInput(_ name: String) throws {
        let entry = try #require(Self.cases.first { $0.name == name })
        #expect(Self.report(Array(entry.scene.utf8)) == entry.expected)
    }

    @Test(arguments: literalCases.map(\.name))
    func badBytes(_ name: String) throws {
        let entry = try #require(Self.literalCases.first { $0.name == name })
        #expect(Self.report(entry.input) == entry.expected)
    }

    @Test func markersGiveLineColumnAndCaret() {
        let entry = BadInput("m", "a: 1\nbb: 1️⃣x 2️⃣y\n", "first", "second")
        #expect(entry.scene == "a: 1\nbb: x y\n")
        #expect(
            entry.expected
                == "s.yaml:2:5: error: first\n    bb: x y\n        ^\ns.yaml:2:7: error: second\n    bb: x y\n          ^"
        )
    }

    @Test func theCorpusIsLarge() { #expect(Self.cases.count + Self.literalCases.count >= 60) }
}
