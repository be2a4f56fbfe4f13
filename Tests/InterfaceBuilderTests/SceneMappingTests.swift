import Foundation
import IBXML
import InterfaceBuilder
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import StoredFrames
import StoryboardFixtures
import Testing
import TextMetrics

/// Small hand-written storyboards mapped to scenes and laid out: frames to 0.01 pt.
@Suite struct SceneMappingTests {
    static func layout(_ xml: String) throws -> SolvedLayout {
        let scene = try SceneInput.read(Data(xml.utf8), file: "Main.storyboard")
        return try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
    }

    static func frame(_ layout: SolvedLayout, _ id: String) -> [Double] {
        let frame = layout.view(id: ViewID(id))!.frame
        return [frame.x, frame.y, frame.width, frame.height].map { ($0 * 100).rounded() / 100 }
    }

    @Test func aViewPinnedToTheSafeAreaWithARatioAndOmittedFirstItems() throws {
        let xml = StoryboardFixture.storyboard(
            tools: "21225",
            root: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa" userLabel="Box">
                    <rect key="frame" x="20" y="20" width="100" height="50"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="C01-aa-aaa"/>
                        <constraint firstAttribute="width" secondItem="BOX-aa-aaa" secondAttribute="height" multiplier="2:1" id="C02-aa-aaa"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="SAF-aa-aaa" secondAttribute="leading" constant="20" id="C03-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="SAF-aa-aaa" secondAttribute="top" constant="20" id="C04-aa-aaa"/>
                <constraint firstAttribute="trailingMargin" secondItem="BOX-aa-aaa" secondAttribute="trailing" constant="239" placeholder="YES" id="C05-aa-aaa"/>
                """)
        let layout = try Self.layout(xml)
        // Xcode 14 simulates an iPhone 8 without a status bar: the safe area starts at 0.
        #expect(Self.frame(layout, "BOX-aa-aaa") == [20, 20, 100, 50])
        #expect(layout.view(id: ViewID("BOX-aa-aaa"))?.spec.name == "Box")
        #expect(layout.constraints.contains { $0.id == "C05-aa-aaa" && !$0.broken })
    }

    /// A placeholder constraint holds on Interface Builder's canvas: a required placeholder top
    /// wins over a top of priority 900, as AVCamManual's and the Photos sample's frames show.
    @Test func aPlaceholderConstraintHoldsOnTheCanvas() throws {
        let xml = StoryboardFixture.storyboard(
            root: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa">
                    <rect key="frame" x="0.0" y="260" width="375" height="50"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="50" id="C01-aa-aaa"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" id="C02-aa-aaa"/>
                <constraint firstAttribute="trailing" secondItem="BOX-aa-aaa" secondAttribute="trailing" id="C03-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" priority="900" constant="40" id="C04-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="260" placeholder="YES" id="C05-aa-aaa"/>
                """)
        #expect(Self.frame(try Self.layout(xml), "BOX-aa-aaa") == [0, 260, 375, 50])
        // What the app sets instead is in its code: the report says so, at the placeholder.
        let scene = try SceneInput.read(Data(xml.utf8), file: "Main.storyboard")
        let line = xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("placeholder=\"YES\"")
        }.map { $0 + 1 }
        #expect(
            scene.warnings.map { "\($0.location.line): \($0.message)" } == [
                "\(line ?? 0): a constraint removed at build time (placeholder): laid out as Interface Builder's "
                    + "canvas shows it; the app replaces it in code"
            ])
    }

    @Test func aStackViewIsHorizontalByDefault() throws {
        let xml = StoryboardFixture.storyboard(
            root: """
                <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="STK-aa-aaa">
                    <rect key="frame" x="16" y="100" width="130" height="40"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="AAA-aa-aaa"><rect key="frame" x="0" y="0" width="60" height="40"/>
                            <constraints><constraint firstAttribute="width" constant="60" id="C11-aa-aaa"/><constraint firstAttribute="height" constant="40" id="C12-aa-aaa"/></constraints>
                        </view>
                        <view contentMode="scaleToFill" id="BBB-aa-aaa"><rect key="frame" x="70" y="0" width="60" height="40"/>
                            <constraints><constraint firstAttribute="width" constant="60" id="C13-aa-aaa"/></constraints>
                        </view>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="STK-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leadingMargin" id="C14-aa-aaa"/>
                <constraint firstItem="STK-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C15-aa-aaa"/>
                """)
        let layout = try Self.layout(xml)
        #expect(Self.frame(layout, "STK-aa-aaa") == [16, 100, 130, 40])
        #expect(Self.frame(layout, "BBB-aa-aaa") == [70, 0, 60, 40])
    }

    /// A parent designed 200 wide and solved 300 wide, holding a width-sizable child with 10-point
    /// margins and a right-pinned one (flexible left margin); `parentAttributes` go on the parent.
    static func resizedParent(_ parentAttributes: String = "") -> String {
        StoryboardFixture.storyboard(
            root: """
                <view contentMode="scaleToFill" \(parentAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="PAR-aa-aaa">
                    <rect key="frame" x="0" y="0" width="200" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="WID-aa-aaa"><rect key="frame" x="10" y="10" width="180" height="20"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></view>
                        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="RGT-aa-aaa"><rect key="frame" x="150" y="50" width="40" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/></view>
                    </subviews>
                    <constraints><constraint firstAttribute="width" constant="300" id="C21-aa-aaa"/><constraint firstAttribute="height" constant="100" id="C22-aa-aaa"/></constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="PAR-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" id="C23-aa-aaa"/>
                <constraint firstItem="PAR-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" id="C24-aa-aaa"/>
                """)
    }

    /// The width-sizable child grows by 100; the right-pinned one moves by 100.
    @Test func anAutoresizingViewFollowsItsSuperviewsNewWidth() throws {
        let layout = try Self.layout(Self.resizedParent())
        #expect(Self.frame(layout, "WID-aa-aaa") == [10, 10, 280, 20])
        #expect(Self.frame(layout, "RGT-aa-aaa") == [250, 50, 40, 40])
    }

    /// With `autoresizesSubviews="NO"` the parent's subviews keep their stored frames (no mask
    /// is translated), and the attribute is read, not warned about.
    @Test func aSuperviewThatDoesNotAutoresizeKeepsItsSubviewsFrames() throws {
        let xml = Self.resizedParent(#"autoresizesSubviews="NO""#)
        let layout = try Self.layout(xml)
        #expect(Self.frame(layout, "PAR-aa-aaa") == [0, 0, 300, 100])
        #expect(Self.frame(layout, "WID-aa-aaa") == [10, 10, 180, 20])
        #expect(Self.frame(layout, "RGT-aa-aaa") == [150, 50, 40, 40])
        #expect(try SceneInput.read(Data(xml.utf8), file: "Main.storyboard").warnings.isEmpty)
    }

    /// A constraint naming no object, or a view of another scene, is skipped with a located
    /// warning; the rest of the scene is laid out.
    @Test func aDanglingIdSkipsTheConstraintWithALocatedWarning() throws {
        let xml = StoryboardFixture.storyboard(
            root: "",
            constraints: """
                <constraint firstItem="NOP-aa-aaa" firstAttribute="top" secondItem="SAF-aa-aaa" secondAttribute="top" id="C31-aa-aaa"/>
                """)
        let scene = try SceneInput.read(Data(xml.utf8), file: "Main.storyboard")
        #expect(
            scene.warnings.map(\.placed) == [
                "Main.storyboard:16:24: constraint names 'NOP-aa-aaa', but no object in the document has this id; the constraint is skipped"
            ])
        #expect(try Self.layout(xml).constraints.map(\.id) == [])
    }

    @Test func aConstraintToAViewOfAnotherSceneIsSkippedWithALocatedWarning() throws {
        let other = """
                    <scene sceneID="SC2-aa-aaa"><objects><viewController id="VC2-aa-aaa" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="ROT-aa-aaa"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                    </viewController></objects></scene>
            """
        let xml = StoryboardFixture.storyboard(
            root: "",
            constraints: """
                <constraint firstItem="ROT-aa-aaa" firstAttribute="top" secondItem="SAF-aa-aaa" secondAttribute="top" id="C41-aa-aaa"/>
                """, extraScene: other)
        let scene = try SceneInput.read(Data(xml.utf8), file: "Main.storyboard")
        #expect(
            scene.warnings.map(\.placed) == [
                "Main.storyboard:16:24: constraint names 'ROT-aa-aaa', a view of another scene; constraints cannot cross scenes; the constraint is skipped"
            ])
    }

    /// What the corpus scores per repository through the stored-frame comparison `make corpus`
    /// prints: files imported, frames compared and within 1 pt of Xcode's. A drop is a
    /// regression; a rise is pinned anew (and docs/interface-builder.md updated).
    @Test(.enabled(if: SharedCorpus.isPresent, "../shared/corpus is absent"))
    func everyCorpusRepositoryScoresAsPinned() throws {
        // The corpus is found next to the project (as SharedCorpus finds it), not from the
        // working directory: a relative path read nothing in a clone placed elsewhere.
        let solver = LayoutSolver(measurer: PangoTextMeasurer())
        var found: [String: CorpusScore] = [:]
        for repository in SharedCorpus.repositories() {
            var score = CorpusScore(files: repository.files.count)
            for file in repository.files {
                let bytes = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
                guard let document = try? InterfaceBuilderDecoder.decode(bytes: bytes, file: file),
                    let comparison = try? StoredFrameComparison(
                        document: document, solver: solver,
                        assets: AssetCatalog.flattened(besideCorpusFile: file))
                else { continue }
                score.imported += 1
                score.compared += comparison.compared
                score.withinOne += comparison.withinOne
            }
            found[repository.name] = score
        }
        #expect(SharedCorpus.compare(found, pinned: CorpusScore.pinned, test: "scores", literal: \.literal) == [])
    }
}
