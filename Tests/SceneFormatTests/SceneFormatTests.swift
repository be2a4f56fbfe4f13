import LayoutEngine
@testable import SceneFormat
import SceneModel
import SceneReading
import Testing

@Suite struct ConstraintNotationTests {
    let notation = ConstraintNotation(viewNames: ["Blue View", "Red View", "Purple View", "nameLabel"])

    @Test(arguments: [
        "Red View.Leading = Superview.LeadingMargin",
        "Red View.Top = Top Layout Guide.Bottom + 20.0",
        "Bottom Layout Guide.Top = Red View.Bottom + 20.0",
        "Blue View.Top = Top Layout Guide.Bottom + Standard (Priority 750)",
        "Blue View.Top >= Superview.Top + 20.0",
        "Red View.Width = 2.0 x Blue View.Width (Priority 750)",
        "Blue View.Width >= 150.0",
        "nameLabel.leading = superview.leadingMargin @250",
        "Red View.Width = 200% x Purple View.Width",
        "Red View.Width = 2:1 x Purple View.Width",
        "Red View.Width = 2/1 x Purple View.Width",
        "3. Red View.Leading = Blue View.Trailing + Standard",
    ])
    func cookbookLinesParse(_ line: String) throws {
        _ = try notation.parse(line)
    }

    @Test func multiplierForms() throws {
        for form in ["2", "2.0", "200%", "2/1", "2:1"] {
            #expect(try notation.parse("Red View.Width = \(form) x Purple View.Width").multiplier == 2)
        }
        // Attributes are any case: a lowercase `centerx` is not a multiplier sign (found by fuzzing).
        let lower = try notation.parse("Red View.Leading = Blue View.centerx - 20")
        #expect(lower.multiplier == 1 && lower.constant == .points(-20) && lower.second?.attribute == .centerX)
        #expect(try notation.parse("Red View.Width = 2 x Blue View.Width").multiplier == 2)
        let c = try notation.parse("Blue View.Top = Top Layout Guide.Bottom + Standard (Priority 750)")
        #expect(c.constant == .standard(multiple: 1) && c.priority == 750 && c.second?.item == .topLayoutGuide)
    }

    @Test(arguments: [
        ("Blu View.Leading = Superview.Leading", "unknown view 'Blu View' (did you mean 'Blue View'?)", 0),
        (
            "Blue View.Leading = Superview.Top",
            "cannot constrain a horizontal attribute (leading) to a vertical attribute (top)", 20
        ),
        (
            "Blue View.Width = Superview.Leading",
            "cannot constrain a size attribute (width) to a location attribute (leading)", 18
        ),
        ("Blue View.Leading = Superview.Left", "cannot mix leading/trailing with left/right (leading and left)", 20),
        (
            "Blue View.Leading = 20",
            "a location attribute (leading) cannot equal a constant; constrain it to another item", 20
        ),
        ("Blue View.Leadin = Superview.Leading", "unknown attribute 'Leadin' (did you mean 'Leading'?)", 10),
        ("Blue View.Leading Superview.Leading", "expected a relation (=, ==, >=, <=, ≥ or ≤)", 0),
        ("Red View.Width = two x Blue View.Width", "invalid multiplier 'two' (2, 2.0, 200%, 2/1 or 2:1)", 17),
        (
            "Blue View.Width = 10 @1001",
            "invalid priority '1001' (a number from 1 to 1000, or required, high, low, fittingSize)", 22
        ),
    ])
    func illegalConstraints(line: String, message: String, offset: Int) {
        do {
            _ = try notation.parse(line)
            Issue.record("expected an error for \(line)")
        } catch {
            #expect(error.message == message)
            #expect(error.offset == offset)
        }
    }
}

@Suite struct VisualFormatTests {
    let vfl = VisualFormat(
        viewNames: ["button", "textField", "purpleBox", "redBox", "button1", "button2", "view1", "view2"],
        metrics: [:])

    @Test(arguments: [
        "[button]-[textField]", "[button(>=50)]", "|-50-[purpleBox]-50-|", "V:[topField]-10-[bottomField]",
        "[maroonView][blueView]", "[button(100@20)]", "[button1(==button2)]", "[flexibleButton(>=70,<=100)]",
        "|-[find]-[findNext]-[findField(>=20)]-|",
    ])
    func guideExamples(_ format: String) throws {
        let names = [
            "button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView", "button1",
            "button2", "flexibleButton", "find", "findNext", "findField",
        ]
        _ = try VisualFormat(viewNames: ViewDirectory(names), metrics: [:]).parse(format)
    }

    @Test func spacingAndPredicates() throws {
        let specs = try vfl.parse("|-50-[purpleBox]-50-|")
        #expect(specs.count == 2)
        #expect(
            specs[0].first == Anchor(.view("purpleBox"), .leading) && specs[0].second == Anchor(.superview, .leading))
        #expect(specs[0].constant == .points(50))
        let widths = try vfl.parse("[button1(==button2)]")
        #expect(widths[0].second == Anchor(.view("button2"), .width))
    }

    @Test(arguments: [
        ("V[button]", "Expected ':' after 'V' to specify vertical arrangement", 1),
        ("[button(>=50]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 12),
        ("[blackBox]", "Unable to find view with name blackBox", 1),
        ("[button(=>50)]", "Unknown relation. Must be ==, >=, or <=", 8),
    ])
    func appleDiagnostics(format: String, message: String, offset: Int) {
        do {
            _ = try vfl.parse(format)
            Issue.record("expected an error for \(format)")
        } catch {
            #expect(error.message == message)
            #expect(error.offset == offset)
        }
    }
}

@Suite struct SceneErrorTests {
    func errors(_ yaml: String) -> [String] {
        do {
            _ = try SceneParser.parse(yaml, file: "s.yaml")
            return []
        } catch let e as SceneErrors {
            return e.errors.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func unknownKeyWithSuggestionAndCaret() {
        #expect(
            errors("views:\n  Blue View: {backgrund: blue}\n") == [
                "s.yaml:2:15: error: unknown key 'backgrund' (did you mean 'background'?)\n      Blue View: {backgrund: blue}\n                  ^"
            ])
    }

    @Test func aScaledFontNeedsAFixedSizeAndScaledLikeForItsMaximum() {
        #expect(
            errors("views:\n  A: {type: label, font: {style: body, scaledLike: title1}}\n") == [
                "s.yaml:2:26: error: a text style scales with the size category on its own: scaledLike is for a font of a fixed size\n      A: {type: label, font: {style: body, scaledLike: title1}}\n                             ^"
            ])
        #expect(
            errors("views:\n  A: {type: label, font: {size: 12, maximumSize: 20}}\n") == [
                "s.yaml:2:26: error: maximumSize caps a font scaled with scaledLike: give scaledLike too\n      A: {type: label, font: {size: 12, maximumSize: 20}}\n                             ^"
            ])
        #expect(
            errors("views:\n  A: {type: label, font: {size: 12, scaledLike: bodyy}}\n") == [
                "s.yaml:2:49: error: unknown text style 'bodyy' (did you mean 'body'?)\n      A: {type: label, font: {size: 12, scaledLike: bodyy}}\n                                                    ^"
            ])
    }

    @Test func unknownViewInAConstraint() {
        #expect(
            errors("views:\n  Blue View: {}\nconstraints:\n  - Blu View.Leading = Superview.Leading\n") == [
                "s.yaml:4:5: error: unknown view 'Blu View' (did you mean 'Blue View'?)\n      - Blu View.Leading = Superview.Leading\n        ^"
            ])
    }

    @Test func emptyBinaryAndHostileInputs() {
        #expect(errors("") == ["s.yaml:1:1: error: empty scene: expected a mapping with 'views' and 'constraints'"])
        #expect(errors("a: [").first?.hasPrefix("s.yaml:") == true)
        let bomb =
            "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: [*e, *e, *e, *e, *e, *e, *e, *e, *e]\n"
        #expect(errors(bomb).count >= 1)
        #expect(
            errors("views:\n  Box: {frame: [.nan, 0, 1, 1]}\n") == [
                "s.yaml:2:17: error: frame must be a number, not '.nan'\n      Box: {frame: [.nan, 0, 1, 1]}\n                    ^"
            ])
        #expect(errors("views:\n  Box: {}\n  box: {}\n").first?.contains("duplicate view name 'box'") == true)
    }
}
