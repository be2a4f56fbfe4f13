import Foundation
import LayoutEngine
@testable import SceneFormat
import SceneModel
import Testing

/// The scene with its source locations cleared: what a written scene must give back.
func withoutLocations(_ scene: Scene) -> Scene {
    func clear(_ view: ViewSpec) -> ViewSpec {
        var view = view
        view.location = .unknown
        view.subviews = view.subviews.map(clear)
        return view
    }
    func clear(_ constraints: [ConstraintSpec]) -> [ConstraintSpec] {
        constraints.map {
            var c = $0; c.location = .unknown; return c
        }
    }
    var scene = scene
    scene.root = clear(scene.root)
    scene.constraints = clear(scene.constraints)
    scene.variations = scene.variations.map {
        var v = $0; v.install = clear(v.install); return v
    }
    return scene
}

/// Every Sample, written by `SceneWriter` and read back, is the scene it was.
@Suite struct SceneWriterRoundTripTests {
    static let samples: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples").path

    static var sampleFiles: [String] {
        let manager = FileManager.default
        var files: [String] = []
        for folder in [samples, samples + "/problems"] {
            for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".yaml") {
                files.append(folder + "/" + name)
            }
        }
        return files.sorted()
    }

    @Test func everySampleIsFound() {
        #expect(Self.sampleFiles.count >= 25, "found \(Self.sampleFiles.count)")
    }

    @Test(arguments: sampleFiles)
    func sampleRoundTrips(_ path: String) throws {
        let scene = try SceneParser.parse(contentsOf: path)
        let folder = (path as NSString).deletingLastPathComponent
        let yaml = SceneWriter.yaml(scene, imageFolder: folder)
        let back = try SceneParser.parse(yaml, file: path)
        #expect(withoutLocations(back) == withoutLocations(scene), "\(path):\n\(yaml)")
        // Writing is deterministic, and writing what was read back gives the same text.
        #expect(SceneWriter.yaml(back, imageFolder: folder) == yaml)
    }
}

@Suite struct SceneWriterTests {
    func roundTrip(_ scene: Scene) throws -> (yaml: String, scene: Scene) {
        let yaml = SceneWriter.yaml(scene)
        return (yaml, try SceneParser.parse(yaml, file: "written.yaml"))
    }

    @Test func textsThatNeedQuotingReadBack() throws {
        let texts = [
            "a: b", "# not a comment", "say \"hi\"", "it's", "two\nlines", "Ünïcödé 日本語 مرحبا", "  leading spaces",
            "trailing ", "true", "no", "~", "null", "12", "1e5", "0x1F", "12:30", "-", "- item", "[list]", "{map}",
            "a, b", "50%", "@at", "`tick`", "tab\there", "bell\u{7}", "rtl \u{202E}override", "", "back\\slash",
            "line\u{2028}separator", "🙂 emoji", "!tag", "&anchor", "*alias", "|", ">", "?", "%",
        ]
        var scene = Scene(title: "Quoting: a # b")
        for (index, text) in texts.enumerated() {
            var label = ViewSpec(name: "Label \(index)", type: .label)
            label.text = text
            scene.root.subviews.append(label)
        }
        let (yaml, back) = try roundTrip(scene)
        #expect(withoutLocations(back) == scene, "\(yaml)")
        #expect(yaml.contains("  Label 0: {type: label, text: \"a: b\"}\n"))
        #expect(yaml.contains("  Label 5: {type: label, text: Ünïcödé 日本語 مرحبا}\n"))
        #expect(yaml.contains("  Label 26: {type: label, text: \"rtl \\u202Eoverride\"}\n"))
        #expect(yaml.hasPrefix("title: \"Quoting: a # b\"\n"))
    }

    @Test func numbersAreShortDecimals() {
        #expect(YAMLText.number(20) == "20")
        #expect(YAMLText.number(-12.25) == "-12.25")
        #expect(YAMLText.number(0.1) == "0.1")
        #expect(YAMLText.number(0.00001) == "0.00001")
        #expect(YAMLText.number(1.0 / 3) == "0.3333333333333333")
    }

    @Test func constraintsInTheCookbookNotation() throws {
        var scene = Scene(title: "Notation")
        scene.root.subviews = [ViewSpec(name: "Red View"), ViewSpec(name: "Blue View")]
        func anchor(_ name: String, _ attribute: Attribute) -> Anchor { Anchor(.view(name), attribute) }
        scene.constraints = [
            ConstraintSpec(
                id: "c1", first: anchor("Red View", .leading), relation: .equal,
                second: Anchor(.superview, .leadingMargin), constant: .points(20), priority: 750),
            ConstraintSpec(
                first: anchor("Red View", .top), relation: .greaterThanOrEqual,
                second: Anchor(.safeArea(of: nil), .top), constant: .standard(multiple: 2)),
            ConstraintSpec(
                first: anchor("Blue View", .width), relation: .equal, second: anchor("Red View", .width),
                multiplier: 16.0 / 9, constant: .points(-8)),
            ConstraintSpec(
                first: anchor("Blue View", .height), relation: .lessThanOrEqual, second: nil,
                constant: .points(44.5), priority: 999),
            ConstraintSpec(
                first: anchor("Blue View", .leading), relation: .equal,
                second: Anchor(.margins(of: "Red View"), .trailing), multiplier: 0.5, constant: .standard(multiple: 1)),
        ]
        let (yaml, back) = try roundTrip(scene)
        #expect(
            yaml.hasSuffix(
                """
                constraints:
                  - {id: c1, constraint: Red View.Leading = Superview.LeadingMargin + 20 @750}
                  - Red View.Top >= Safe Area.Top + 2 x Standard
                  - Blue View.Width = 16:9 x Red View.Width - 8
                  - Blue View.Height <= 44.5 @999
                  - Blue View.Leading = 0.5 x Red View.Margins.Trailing + Standard

                """), "\(yaml)")
        #expect(
            back.constraints.map {
                var c = $0; c.location = .unknown; c.text = ""; return c
            }
                == scene.constraints)
    }

    /// Storyboard views are often unnamed or share a name; the written names are unique and legal,
    /// and constraints, stacks and variations follow them.
    @Test func unnamedAndRepeatedViewsGetLegalNames() throws {
        var scene = Scene(title: "Names")
        var first = ViewSpec(name: "Label", type: .label); first.id = ViewID("8bC-Xf-vdC")
        var second = ViewSpec(name: "label", type: .label); second.id = ViewID("Ab1-cD-234")
        var unnamed = ViewSpec(name: "", type: .textField); unnamed.id = ViewID("x1Y-2z-3W4")
        var dotted = ViewSpec(name: "Total: 3.50 $", type: .label); dotted.id = ViewID("q9Q-9q-Q9q")
        var reserved = ViewSpec(name: "View"); reserved.id = ViewID("r00-t0-000")
        scene.root.subviews = [first, second, unnamed, dotted, reserved]
        scene.constraints = [
            ConstraintSpec(
                first: Anchor(.view("x1Y-2z-3W4"), .leading), relation: .equal,
                second: Anchor(.view("Total: 3.50 $"), .trailing)),
            ConstraintSpec(
                first: Anchor(.view("View"), .top), relation: .equal, second: Anchor(.safeArea(of: "Label"), .top)),
        ]
        var variation = Variation(horizontal: nil, vertical: .compact)
        variation.hidden["total: 3.50 $"] = true
        scene.variations = [variation]
        let (yaml, back) = try roundTrip(scene)
        #expect(
            yaml.contains(
                """
                views:
                  Label: {type: label}
                  label 2: {type: label}
                  Text Field: {type: textField}
                  Total 3 50: {type: label}
                  View 2: {}
                constraints:
                  - Text Field.Leading = Total 3 50.Trailing
                  - View 2.Top = Label.Safe Area.Top
                variations:
                  any-compact:
                    views: {Total 3 50: {hidden: true}}

                """), "\(yaml)")
        #expect(back.allViews.map(\.view.name) == ["Label", "label 2", "Text Field", "Total 3 50", "View 2"])
    }

    @Test func devicesBarsAndSettingsReadBack() throws {
        var scene = Scene(
            title: "Settings",
            devices: [
                DeviceCatalog.device(named: "iPhone 15 Pro")!,
                .canvas(name: "Canvas", size: Size(width: 320, height: 480), scale: 1),
            ])
        scene.orientations = [.portrait, .landscape]
        scene.sizeCategories = [.xS, .AX5]
        scene.directions = [.rtl]
        scene.bars.statusBar = false
        scene.bars.tabBar = true
        scene.defaults = .interfaceBuilder
        scene.root.margins = Insets(top: 0, left: 4, bottom: 0, right: 4)
        scene.root.insetsLayoutMarginsFromSafeArea = false
        var stack = ViewSpec(name: "Form", type: .stack)
        stack.stack = StackSpec()
        stack.stack!.axis = .vertical
        stack.stack!.spacing = .standard(multiple: 1)
        stack.stack!.alignment = .center
        stack.stack!.arranged = ["Name", "Go"]
        stack.stack!.customSpacing = ["Name": 12]
        var name = ViewSpec(name: "Name", type: .label)
        name.font = FontSpec(textStyle: .body, size: 20, weight: .bold)
        var go = ViewSpec(name: "Go", type: .button)
        go.font = FontSpec(size: 15, weight: .semibold, family: "Inter", italic: true)
        go.hugging = AxisPriorities(horizontal: 251, vertical: 250)
        stack.subviews = [name, go]
        scene.root.subviews = [stack]
        let (yaml, back) = try roundTrip(scene)
        #expect(withoutLocations(back) == scene, "\(yaml)")
        #expect(
            yaml == """
                title: Settings
                devices: [iPhone 15 Pro, {name: Canvas, size: [320, 480], scale: 1, canvas: true}]
                orientations: [portrait, landscape]
                sizeCategories: [xS, AX5]
                directions: [rtl]
                bars: [tabBar]
                defaults: interfaceBuilder
                root: {margins: [0, 4, 0, 4], marginsFromSafeArea: false}
                views:
                  Form:
                    type: stack
                    axis: vertical
                    alignment: center
                    spacing: standard
                    customSpacing: {after Name: 12}
                    arranged:
                      Name: {type: label, font: {style: body, size: 20, weight: bold}}
                      Go:
                        type: button
                        font: {size: 15, weight: semibold, family: Inter, style: italic}
                        hugging: {h: 251, v: 250}

                """)
    }

    /// An attributed text's paragraph line heights are written after the font's keys, by UIKit's
    /// names, and read back (values left out stay 0).
    @Test func aFontsParagraphSpacingIsWrittenAndReadBack() throws {
        var scene = Scene(
            title: "Paragraph", devices: [.canvas(name: "Canvas", size: Size(width: 320, height: 480), scale: 2)])
        var label = ViewSpec(name: "Tip", type: .label)
        label.font = FontSpec(size: 15, paragraph: ParagraphSpacing(lineHeightMultiple: 1.35, lineSpacing: 3))
        var title = ViewSpec(name: "Title", type: .label)
        title.font = FontSpec(textStyle: .body, size: 17, paragraph: ParagraphSpacing(minimumLineHeight: 22))
        scene.root.subviews = [label, title]
        let (yaml, back) = try roundTrip(scene)
        #expect(withoutLocations(back) == scene, "\(yaml)")
        #expect(
            yaml.contains("Tip: {type: label, font: {size: 15, lineHeightMultiple: 1.35, lineSpacing: 3}}"), "\(yaml)")
        #expect(yaml.contains("Title: {type: label, font: {style: body, minimumLineHeight: 22}}"), "\(yaml)")
    }

    /// A font UIFontMetrics scales is written with its text style and its cap, and read back.
    @Test func aScaledFontIsWrittenAndReadBack() throws {
        var scene = Scene(
            title: "Scaled", devices: [.canvas(name: "Canvas", size: Size(width: 320, height: 480), scale: 2)])
        var title = ViewSpec(name: "Title", type: .label)
        title.font = FontSpec(size: 22, weight: .bold, scaling: FontScaling(textStyle: .headline))
        var note = ViewSpec(name: "Note", type: .label)
        note.font = FontSpec(
            size: 12, family: "Avenir-Heavy", scaling: FontScaling(textStyle: .caption1, maximumSize: 20))
        scene.root.subviews = [title, note]
        let (yaml, back) = try roundTrip(scene)
        #expect(withoutLocations(back) == scene, "\(yaml)")
        #expect(yaml.contains("Title: {type: label, font: {size: 22, weight: bold, scaledLike: headline}}"), "\(yaml)")
        #expect(
            yaml.contains(
                "Note: {type: label, font: {size: 12, family: Avenir-Heavy, scaledLike: caption1, maximumSize: 20}}"),
            "\(yaml)")
    }

    /// A date picker's mode, style and date are written (the defaults left out) and read back.
    @Test func aDatePickersModeStyleAndDateReadBack() throws {
        var scene = Scene(
            title: "Dates", devices: [.canvas(name: "Canvas", size: Size(width: 320, height: 480), scale: 2)])
        var picker = ViewSpec(name: "When", type: .datePicker)
        picker.datePickerMode = .date
        picker.style = .compact
        picker.date = PickerDate(year: 2014, month: 9, day: 24, hour: 18, minute: 4)
        scene.root.subviews = [picker, ViewSpec(name: "Plain", type: .datePicker)]
        let (yaml, back) = try roundTrip(scene)
        #expect(withoutLocations(back) == scene, "\(yaml)")
        #expect(
            yaml.contains("When: {type: datePicker, style: compact, mode: date, date: \"2014-09-24 18:04\"}"), "\(yaml)"
        )
        #expect(yaml.contains("Plain: {type: datePicker}"), "\(yaml)")
    }

    /// A canvas previewed on an iPad has its size classes: `idiom: pad` is written and read back.
    @Test func aCanvasOnAnIPadKeepsItsIdiom() throws {
        var canvas = Device.canvas(name: "Dock", size: Size(width: 300, height: 200), scale: 2)
        canvas.idiom = .pad
        var scene = Scene(title: "Dock", devices: [canvas])
        scene.root.subviews = [ViewSpec(name: "Box", type: .view)]
        let (yaml, back) = try roundTrip(scene)
        #expect(
            yaml.hasPrefix(
                "title: Dock\ndevices: [{name: Dock, size: [300, 200], scale: 2, canvas: true, idiom: pad}]\n"))
        #expect(back.devices[0].sizeClass(.portrait) == SizeClass(horizontal: .regular, vertical: .regular))
    }

    /// A canvas previewed on a device's screen keeps that screen's safe area (a XIB's view on an
    /// iPhone 8 under its status bar): `safeArea` is written and read back.
    @Test func aCanvasKeepsTheSafeAreaOfTheScreenItIsPreviewedOn() throws {
        var canvas = Device.canvas(name: "Notification", size: Size(width: 465, height: 154), scale: 2)
        canvas.portraitSafeArea = Insets(top: 20)
        var scene = Scene(title: "Notification", devices: [canvas])
        scene.root.subviews = [ViewSpec(name: "Box", type: .view)]
        let (yaml, back) = try roundTrip(scene)
        #expect(
            yaml.hasPrefix(
                "title: Notification\ndevices: [{name: Notification, size: [465, 154], scale: 2, canvas: true, "
                    + "safeArea: {portrait: [20, 0, 0, 0], landscape: [0, 0, 0, 0]}}]\n"))
        #expect(back.devices[0] == canvas)
    }
}
