import Foundation
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import StoryboardFixtures
import Testing
import TextMetrics

/// Hostile storyboards: numbers out of range, self-references, many views. Each is a located
/// error (file:line:column, the line and a caret) or a bounded result, never a crash or a hang.
@Suite struct HostileXMLTests {
    static func error(_ xml: String) -> String {
        do { _ = try SceneMappingTests.layout(xml); return "no error" } catch { return String(describing: error) }
    }

    static func view(_ frame: String = #"x="0" y="0" width="10" height="10""#, id: String = "V01-aa-aaa") -> String {
        #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" \#(frame)/></view>"#
    }

    @Test(arguments: [
        (
            view(#"x="1e300" y="0" width="10" height="10""#), "",
            "12:117: error: 'x' must be within ±100,000, not '1e300'"
        ),
        (
            view(#"x="0" y="0" width="nan" height="10""#), "",
            "12:133: error: 'width' is not a number: 'nan'"
        ),
        (
            view(), #"<constraint firstItem="V01-aa-aaa" firstAttribute="width" constant="-1e300" id="C01-aa-aaa"/>"#,
            "16:69: error: 'constant' must be within ±100,000, not '-1e300'"
        ),
        (
            view() + view(id: "V02-aa-aaa"),
            #"<constraint firstItem="V01-aa-aaa" firstAttribute="width" secondItem="V02-aa-aaa" secondAttribute="width" multiplier="1:1e-300" id="C01-aa-aaa"/>"#,
            "16:119: error: 'multiplier' must be within ±1,000, not '1:1e-300'"
        ),
        (
            view() + view(id: "V02-aa-aaa"),
            #"<constraint firstItem="V01-aa-aaa" firstAttribute="width" secondItem="V02-aa-aaa" secondAttribute="width" multiplier="5000" id="C01-aa-aaa"/>"#,
            "16:119: error: 'multiplier' must be within ±1,000, not '5000'"
        ),
    ])
    func numbersOutOfRangeAreLocated(root: String, constraints: String, message: String) {
        let text = Self.error(StoryboardFixture.storyboard(root: root, constraints: constraints))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The location, the message, the line quoted around the column, and a caret under it.
        #expect(lines.first == "Main.storyboard:" + message[...])
        #expect(lines.count == 3 && lines[2].trimmingCharacters(in: .whitespaces) == "^")
    }

    @Test func aConstraintOfAViewToItselfIsAConflictNotAHang() throws {
        let xml = StoryboardFixture.storyboard(
            root: Self.view(),
            constraints: """
                <constraint firstItem="V01-aa-aaa" firstAttribute="width" secondItem="V01-aa-aaa" secondAttribute="width" constant="10" id="C01-aa-aaa"/>
                """)
        let layout = try SceneMappingTests.layout(xml)
        #expect(layout.conflicts.count == 1)
        #expect(layout.constraints.first { $0.id == "C01-aa-aaa" }?.broken == true)
    }

    @Test func threeThousandViewsLayOut() throws {
        let views = (0..<3000).map {
            Self.view(#"x="0" y="\#($0)" width="10" height="1""#, id: String(format: "V%04d-aa-aa", $0))
        }
        let layout = try SceneMappingTests.layout(
            StoryboardFixture.storyboard(root: views.joined(separator: "\n"), constraints: ""))
        #expect(layout.views.count == 3000)
        #expect(SceneMappingTests.frame(layout, "V2999-aa-aa") == [0, 2999, 10, 1])
    }
}

extension HostileXMLTests {
    /// A storyboard with Windows line breaks: a mapping error quotes its line as the XML reader
    /// splits lines (`\r\n` is one break), not with a stray `\u{D}` at its end.
    @Test func aMappingErrorQuotesALineEndingInCRLF() {
        let xml = StoryboardFixture.storyboard(
            root: Self.view(),
            constraints:
                #"<constraint firstItem="V01-aa-aaa" firstAttribute="width" constant="10" id="C01-aa-aaa"><variation key="heightClass=compact" constant="nan"/></constraint>"#
        ).replacingOccurrences(of: "\n", with: "\r\n")
        let text = Self.error(xml)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("Main.storyboard:16:") == true)
        #expect(lines.first?.hasSuffix("error: 'constant' is not a number: 'nan'") == true)
        #expect(lines.count == 3 && lines[1].contains("C01-aa-aaa"))
        #expect(!text.contains("\\u{D}"))
    }
}

extension HostileXMLTests {
    /// A storyboard another tool wrote back in UTF-16 (byte order mark, declaration saying so)
    /// lays out as its UTF-8 text does.
    @Test func aUTF16StoryboardLaysOutAsItsText() throws {
        let xml = StoryboardFixture.storyboard(
            root: Self.view(),
            constraints: """
                <constraint firstItem="V01-aa-aaa" firstAttribute="width" constant="120" id="C01-aa-aaa"/>
                <constraint firstItem="V01-aa-aaa" firstAttribute="height" constant="30" id="C02-aa-aaa"/>
                <constraint firstItem="V01-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="16" id="C03-aa-aaa"/>
                <constraint firstItem="V01-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="40" id="C04-aa-aaa"/>
                """
        ).replacingOccurrences(of: #"encoding="UTF-8""#, with: #"encoding="UTF-16""#)
        let bytes: [UInt8] = [0xFF, 0xFE] + xml.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let scene = try SceneInput.read(Data(bytes), file: "Main.storyboard")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        #expect(SceneMappingTests.frame(layout, "V01-aa-aaa") == [16, 40, 120, 30])
    }

    /// An empty storyboard is refused at its first line and column, as any other broken file.
    @Test func anEmptyStoryboardIsALocatedError() {
        #expect(
            Self.error("").hasPrefix("Main.storyboard:1:1: error: no root element: the file holds no XML element"))
    }
}
