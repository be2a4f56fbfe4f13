import Foundation
import LayoutEngine
@testable import SceneFormat
import SceneModel
import Testing
import TestSupport

/// Apple's own text, pasted verbatim: every constraint line of the cookbook, and the Visual
/// Format Language examples and diagnostics of the Auto Layout Guide's appendix.
@Suite struct SeedLineTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let cookbookLines: [String] = {
        let text =
            (try? String(contentsOf: fixtures.appendingPathComponent("cookbook-constraint-lines.txt"), encoding: .utf8))
            ?? ""
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }()

    /// The views the lines name: the item before the attribute, on either side of the relation.
    static let cookbookViews: ViewDirectory = {
        var directory = ViewDirectory()
        let reserved = ["Superview", "Top Layout Guide", "Bottom Layout Guide"]
        for line in cookbookLines {
            let body = line.drop { $0.isNumber || $0 == "." || $0 == " " }
            for side in body.components(separatedBy: CharacterSet(charactersIn: "=<>")) {
                var item = side.trimmingCharacters(in: .whitespaces)
                if let x = item.range(of: " x ") { item = String(item[x.upperBound...]) }
                guard let dot = item.lastIndex(of: ".") else { continue }
                let name = String(item[..<dot]).trimmingCharacters(in: .whitespaces)
                if !name.isEmpty && !reserved.contains(name) && Double(name) == nil { _ = directory.add(name) }
            }
        }
        return directory
    }()

    @Test func theFixtureHoldsTheCookbook() {
        #expect(Self.cookbookLines.count == 110)
        #expect(Self.cookbookLines.first == "1. Red View.Leading = Superview.LeadingMargin")
    }

    @Test(arguments: cookbookLines)
    func cookbookLineParses(_ line: String) throws {
        let spec = try ConstraintNotation(viewNames: Self.cookbookViews).parse(line)
        #expect(spec.text == line)
    }

    /// The appendix's examples, with the Guide's typographic dashes.
    @Test(arguments: [
        ("[button]–[textField]", 1), ("[button(>=50)]", 1), ("|–50–[purpleBox]–50–|", 2),
        ("V:[topField]–10–[bottomField]", 1), ("[maroonView][blueView]", 1), ("[button(100@20)]", 1),
        ("[button1(==button2)]", 1), ("[flexibleButton(>=70,<=100)]", 2),
        ("|-[find]-[findNext]-[findField(>=20)]-|", 5),
        ("[button1]-12-[button2]", 1), ("[button1]-[button2]", 1), ("[zoomableView1]-80-[zoomableView2]", 1),
        ("| -20 - [button] -20 - |", 2), ("V: | -20 - [button(20)]", 2),
    ])
    func guideExample(_ format: String, constraints: Int) throws {
        let names: ViewDirectory = [
            "button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView",
            "button1", "button2", "flexibleButton", "find", "findNext", "findField",
            "zoomableView1", "zoomableView2",
        ]
        #expect(try VisualFormat(viewNames: names, metrics: [:]).parse(format).count == constraints)
    }

    @Test func standardSpaceAndDashes() throws {
        let specs = try VisualFormat(viewNames: ["button", "textField"], metrics: [:]).parse("[button]–[textField]")
        #expect(
            specs[0].first == Anchor(.view("textField"), .leading)
                && specs[0].second == Anchor(.view("button"), .trailing))
        #expect(specs[0].constant == .standard(multiple: 1))
    }

    /// The Guide's four diagnostics, on its own example strings; the offset is the caret's column - 1.
    @Test(arguments: [
        ("V|[backgroundBox]|", "Expected ':' after 'V' to specify vertical arrangement", 1),
        (
            "|[whiteBox1][blackBox4(blackWidth)[redBox]|",
            "A predicate on a view's thickness must end with ')' and the view must end with ']'", 34
        ),
        ("|[whiteBox2][blackBox]", "Unable to find view with name blackBox", 13),
        ("V:|[blackBox4(>30)]|", "Unknown relation. Must be ==, >=, or <=", 14),
    ])
    func guideDiagnostic(_ format: String, message: String, offset: Int) {
        let names: ViewDirectory = ["backgroundBox", "whiteBox1", "whiteBox2", "blackBox4", "redBox"]
        do {
            _ = try VisualFormat(viewNames: names, metrics: ["blackWidth": 20]).parse(format)
            Issue.record("expected: \(message)")
        } catch {
            #expect(error.message == message)
            #expect(error.offset == offset)
        }
    }

    /// Every Sample parses.
    @Test func everySampleParses() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples")
        let files = (FileManager.default.enumerator(atPath: samples.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".yaml") }
        #expect(files.count >= 23)
        for file in files {
            #expect(throws: Never.self, "\(file)") {
                _ = try SceneParser.parse(contentsOf: samples.appendingPathComponent(file).path)
            }
        }
    }
}

/// Stack and scroll views are read into the model (the engine lays them out later).
@Suite struct StackAndScrollParsingTests {
    @Test func stackAttributesReachTheModel() throws {
        let scene = try SceneParser.parse(
            """
            views:
              Row:
                type: stack
                axis: vertical
                distribution: fillEqually
                alignment: firstBaseline
                spacing: standard
                customSpacing: {after Title: 20}
                layoutMarginsRelative: true
                arranged:
                  Title: {type: label, text: Hello}
                  Spinner: {type: activityIndicator, style: large}
              Scroller:
                type: scroll
                content:
                  Body: {type: label, text: Long, lines: 0}
            """, file: "s.yaml")
        let row = scene.root.subviews[0]
        var expected = StackSpec()
        expected.axis = .vertical
        expected.distribution = .fillEqually
        expected.alignment = .firstBaseline
        expected.spacing = .standard(multiple: 1)
        expected.customSpacing = ["Title": 20]
        expected.isLayoutMarginsRelative = true
        expected.arranged = ["Title", "Spinner"]
        #expect(row.stack == expected)
        #expect(row.subviews.map(\.name) == ["Title", "Spinner"])
        #expect(row.subviews[1].style == .large)
        #expect(scene.root.subviews[1].scroll?.content == ["Body"])
    }
}

/// Image files: the size in points from the file, as UIImageView's intrinsic size.
@Suite struct ImageFileTests {
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/images")

    @Test func pngAt2xIsHalfItsPixels() throws {
        #expect(
            try ImageFile.size(ofFileAt: Self.images.appendingPathComponent("sun@2x.png").path)
                == Size(width: 100, height: 100))
        #expect(
            try ImageFile.size(ofFileAt: Self.images.appendingPathComponent("snow@2x.png").path)
                == Size(width: 150, height: 150))
    }

    @Test func svgSizeFromItsAttributesOrViewBox() throws {
        let dir = TestFolder("svg-sizes").path + "/"
        try #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="24px" height="18">"#
            .write(toFile: dir + "a.svg", atomically: false, encoding: .utf8)
        try #"<svg viewBox="0 0 40 30"></svg>"#.write(toFile: dir + "b.svg", atomically: false, encoding: .utf8)
        try "<svg></svg>".write(toFile: dir + "c.svg", atomically: false, encoding: .utf8)
        #expect(try ImageFile.size(ofFileAt: dir + "a.svg") == Size(width: 24, height: 18))
        #expect(try ImageFile.size(ofFileAt: dir + "b.svg") == Size(width: 40, height: 30))
        #expect(throws: ImageFile.Failure.noSize) { try ImageFile.size(ofFileAt: dir + "c.svg") }
    }

    @Test func samplesImageViewsTakeTheirImagesSizes() throws {
        let path = Self.images.deletingLastPathComponent().appendingPathComponent("priorities.yaml").path
        let views = try SceneParser.parse(contentsOf: path).root.subviews
        #expect(views.map(\.imageSize) == [Size(width: 100, height: 100), Size(width: 150, height: 150), nil])
    }
}
