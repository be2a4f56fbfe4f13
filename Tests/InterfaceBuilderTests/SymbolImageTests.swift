import Foundation
import LayoutEngine
import Readers
import SceneModel
import StoryboardFixtures
import Testing
import TextMetrics

/// SF Symbols: the document's resources give only their proportions (128 on the longer side), so
/// a view the symbol alone sizes takes the size Interface Builder stored, and a symbol beside a
/// title is as tall as the title's point size; each is an assumption.
@Suite struct SymbolImageTests {
    static let constraints = """
        <constraint firstItem="SYM-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="20" id="C01-aa-aaa"/>
        <constraint firstItem="SYM-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C02-aa-aaa"/>
        """
    static let resources = """
        </scenes>
        <resources><image name="star" catalog="system" width="128" height="116"/></resources>
        """

    static func scene(_ view: String) throws -> Scene {
        let xml = StoryboardFixture.storyboard(root: view, constraints: constraints)
            .replacingOccurrences(of: "</scenes>", with: resources)
        return try SceneInput.read(Data(xml.utf8), file: "<stdin>")
    }

    static func frame(_ scene: Scene) throws -> [Double] {
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        return SceneMappingTests.frame(layout, "SYM-aa-aaa")
    }

    @Test(arguments: [
        #"<imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="SYM-aa-aaa"><rect key="frame" x="20" y="100" width="20.5" height="19"/></imageView>"#,
        #"<imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="SYM-aa-aaa"><rect key="frame" x="20" y="100" width="20.5" height="19"/><imageReference key="image" image="star" catalog="system" symbolScale="medium"/></imageView>"#,
    ])
    func anImageViewsSymbolTakesTheStoredSize(view: String) throws {
        let scene = try Self.scene(view)
        #expect(try Self.frame(scene) == [20, 100, 20.5, 19])
        #expect(
            scene.assumptions.map(\.line) == [
                "assumed: UIImageView SYM-aa-aaa width, height — SF Symbol 'star' not on this machine: "
                    + "its size from the frame Interface Builder stored"
            ])
        #expect(scene.warnings.allSatisfy { !$0.message.contains("catalog") })
    }

    /// A button with content insets: the symbol is its stored frame less them.
    @Test func anUntitledButtonsSymbolIsItsFrameLessItsInsets() throws {
        let scene = try Self.scene(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="SYM-aa-aaa">
                <rect key="frame" x="20" y="100" width="40.5" height="35"/>
                <inset key="contentEdgeInsets" minX="10" minY="8" maxX="10" maxY="8"/>
                <state key="normal" image="star" catalog="system"/>
            </button>
            """)
        #expect(try Self.frame(scene) == [20, 100, 40.5, 35])
    }

    /// Beside a title (system 15), the symbol is 15 high and 128/116 as wide: 16.55.
    @Test func aSymbolBesideATitleIsAsTallAsItsPointSize() throws {
        let scene = try Self.scene(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="SYM-aa-aaa">
                <rect key="frame" x="20" y="100" width="60" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <state key="normal" title="Star" image="star" catalog="system"/>
            </button>
            """)
        let spec = try #require(scene.allViews.first { $0.view.id == ViewID("SYM-aa-aaa") }?.view)
        let image = try #require(spec.imageSize)
        #expect(image.height == 15)
        #expect(abs(image.width - 16.55) < 0.01)
        #expect(
            scene.assumptions.map(\.line) == [
                "assumed: UIButton SYM-aa-aaa width, height — SF Symbol 'star' not on this machine: "
                    + "as tall as its title's point size, in its proportions"
            ])
    }
}
