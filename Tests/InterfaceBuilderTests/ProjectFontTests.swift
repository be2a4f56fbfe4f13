import Foundation
import LayoutEngine
import Readers
import SceneModel
import SceneReading
import StoryboardFixtures
import Testing
import TestSupport
import TextMetrics

/// A font the app bundles, found beside the storyboard by its PostScript name, measures and
/// draws its text: no assumption. DejaVu Serif Bold (a Debian font alpreview does not carry)
/// stands for an app's font: "Hello world" is 13,291 of its 2,048 units (its `hmtx` advances:
/// H 1935, e 1303, l 778, o 1366, space 713, w 1763, r 1079, d 1432), 110.33 at 17 points; its
/// line is 2,406 units (`hhea`: ascender 1923, descender 483, no gap), 19.97.
@Suite struct ProjectFontTests {
    static let fontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"

    static let label = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hello world" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="TXT-aa-aaa">
            <rect key="frame" x="20" y="100" width="80" height="20.5"/>
            <fontDescription key="fontDescription" name="DejaVuSerif-Bold" family="DejaVu Serif" pointSize="17"/>
            <nil key="textColor"/>
        </label>
        """
    static let constraints = """
        <constraint firstItem="TXT-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="20" id="C01-aa-aaa"/>
        <constraint firstItem="TXT-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C02-aa-aaa"/>
        """

    /// A project folder: `App/Base.lproj/Main.storyboard`, the font in `App/Resources/Fonts`
    /// when `withFont`.
    static func project(withFont: Bool) throws -> (storyboard: String, folder: String) {
        let folder = NSTemporaryDirectory() + "project-fonts-\(UUID().uuidString)"
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/App/Base.lproj", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: folder + "/App/Resources/Fonts", withIntermediateDirectories: true)
        if withFont {
            try manager.copyItem(atPath: fontFile, toPath: folder + "/App/Resources/Fonts/Serif-Bold.ttf")
        }
        // Not a font, though named like one: left alone.
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/App/Resources/Fonts/Broken.otf"))
        let storyboard = folder + "/App/Base.lproj/Main.storyboard"
        try StoryboardFixture.storyboard(root: label, constraints: constraints)
            .write(toFile: storyboard, atomically: false, encoding: .utf8)
        return (storyboard, folder)
    }

    static func read(_ storyboard: String) throws -> (Scene, SolvedLayout) {
        let scene = try #require(try SceneInput.readAll(path: storyboard).first?.scene)
        return (scene, try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0]))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: fontFile)))
    func aBundledFontMeasuresItsText() throws {
        let (storyboard, folder) = try Self.project(withFont: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (scene, layout) = try Self.read(storyboard)
        let font = try #require(scene.allViews.first { $0.view.id == ViewID("TXT-aa-aaa") }?.view.font)
        #expect(font.family == "DejaVu Serif")
        #expect(font.weight == .bold)
        #expect(font.file?.hasSuffix("/App/Resources/Fonts/Serif-Bold.ttf") == true)
        #expect(scene.assumptions.isEmpty)
        #expect(scene.warnings.allSatisfy { !$0.message.contains("custom font") })
        // 110.33 and 19.97 rounded up to the 2x grid.
        #expect(SceneMappingTests.frame(layout, "TXT-aa-aaa") == [20, 100, 110.5, 20])
    }

    @Test func withoutTheFileTheFontIsAnAssumption() throws {
        let (storyboard, folder) = try Self.project(withFont: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (scene, layout) = try Self.read(storyboard)
        #expect(
            scene.assumptions.map(\.line) == [
                "assumed: UILabel TXT-aa-aaa width, height — font 'DejaVuSerif-Bold' not available here: "
                    + "its size from the frame Interface Builder stored"
            ])
        #expect(SceneMappingTests.frame(layout, "TXT-aa-aaa") == [20, 100, 80, 20.5])
    }

    /// A scene file of another format, the font beside it: its `family` (YAML) or
    /// `UIFont(name:size:)` (Swift) finds it by PostScript name, as a storyboard does.
    static func sceneBesideTheFont(_ text: String, named name: String) throws -> (path: String, folder: String) {
        let folder = NSTemporaryDirectory() + "project-fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fontFile, toPath: folder + "/Fonts/Serif-Bold.ttf")
        try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        return (folder + "/" + name, folder)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: fontFile)))
    func aSceneFilesFontIsFoundBesideIt() throws {
        let (path, folder) = try Self.sceneBesideTheFont(
            """
            devices: [iPhone 8]
            views:
              Title: {type: label, text: Hello world, font: {size: 17, family: DejaVuSerif-Bold}}
            constraints:
              - Title.Leading = Superview.Leading + 20
              - Title.Top = Superview.Top + 100
            """, named: "scene.yaml")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (scene, layout) = try Self.read(path)
        #expect(scene.assumptions.isEmpty)
        #expect(SceneMappingTests.frame(layout, "title") == [20, 100, 110.5, 20])
        // By family and weight, as `convert` writes a storyboard's bundled font.
        try Self.rewrite(path, "family: DejaVuSerif-Bold", as: "family: DejaVu Serif, weight: bold")
        let (byFamily, familyLayout) = try Self.read(path)
        #expect(byFamily.assumptions.isEmpty)
        #expect(SceneMappingTests.frame(familyLayout, "title") == [20, 100, 110.5, 20])
        // A weight the project has no face of is not found.
        try Self.rewrite(path, "weight: bold", as: "weight: light")
        #expect(try Self.read(path).0.assumptions.count == 1)
    }

    static func rewrite(_ path: String, _ text: String, as replacement: String) throws {
        try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: text, with: replacement)
            .write(toFile: path, atomically: false, encoding: .utf8)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: fontFile)))
    func aSwiftFilesFontIsFoundBesideIt() throws {
        let (path, folder) = try Self.sceneBesideTheFont(
            """
            import UIKit
            class Greeting: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.text = "Hello world"
                    title.font = UIFont(name: "DejaVuSerif-Bold", size: 17)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                        title.topAnchor.constraint(equalTo: topAnchor, constant: 100),
                    ])
                }
            }
            """, named: "Greeting.swift")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try #require(try SceneInput.readAll(path: path).first?.scene)
        let font = try #require(scene.allViews.first { $0.view.name == "title" }?.view.font)
        #expect(font.family == "DejaVu Serif")
        #expect(font.file?.hasSuffix("/Fonts/Serif-Bold.ttf") == true)
        #expect(scene.assumptions.allSatisfy { !$0.reason.contains("font") })
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: fontFile)))
    func aFontFilesNamesAreRead() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.fontFile)))
        #expect(
            OpenTypeNames.read(bytes)
                == OpenTypeNames(
                    family: "DejaVu Serif", postScriptName: "DejaVuSerif-Bold", weight: .bold, italic: false,
                    lineMetrics: FontLineMetrics(ascender: 1923 / 2048, lineHeight: 2406 / 2048)))
        // Cut short, or not a font: nothing.
        #expect(OpenTypeNames.read(Array(bytes.prefix(200))) == nil)
        #expect(OpenTypeNames.read(Array("not a font".utf8)) == nil)
    }
}

/// Fonts kept elsewhere in a project (`Shared/Fonts`, outside the storyboard's target folder) are
/// not looked for unless the user allows their folder (`--allow-path`), as images are not.
@Suite struct AllowedFontFolderTests {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: ProjectFontTests.fontFile)))
    func aFontInAnAllowedFolderMeasuresItsText() throws {
        let project = TestFolder("allowed-fonts").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: project + "/App/Base.lproj", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: project + "/Shared/Fonts", withIntermediateDirectories: true)
        try manager.copyItem(atPath: ProjectFontTests.fontFile, toPath: project + "/Shared/Fonts/Serif-Bold.ttf")
        let storyboard = project + "/App/Base.lproj/Main.storyboard"
        try StoryboardFixture.storyboard(root: ProjectFontTests.label, constraints: ProjectFontTests.constraints)
            .write(toFile: storyboard, atomically: false, encoding: .utf8)
        func font(allowing folders: [String]) throws -> FontSpec? {
            let scene = try #require(try SceneInput.readAll(path: storyboard, allowedFolders: folders).first?.scene)
            return scene.allViews.first { $0.view.id == ViewID("TXT-aa-aaa") }?.view.font
        }
        #expect(try font(allowing: [])?.file == nil)
        #expect(try font(allowing: [project + "/Shared"])?.file?.hasSuffix("/Shared/Fonts/Serif-Bold.ttf") == true)
    }
}
