import FileInput
import Foundation
import GoldenImages
import RasterImage
import TestSupport
import Testing

/// `alpreview Main.storyboard -o main.png`: a storyboard of several scenes into one file is its
/// whole canvas (docs/interface-builder.md, "Whole storyboard"), while `--scene` and `-o DIR`
/// still draw scenes one by one.
@Suite(.serialized) struct StoryboardCanvasCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let sample = root + "/Samples/canvas/segues.storyboard"
    static let golden = root + "/golden-images/canvas/segues.canvas.png"

    func bytes(_ path: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: path) ?? Data()) }

    @Test func oneImageOfAStoryboardIsItsCanvas() throws {
        let folder = TestFolder()
        let result = CommandRun.run([Self.sample, "-o", folder.path + "/main.png", "--scale", "1"])
        #expect(result.status == 0, "\(result.error)")
        // The scenes' bounding box (x −277.5 with the initial arrow … 1,612.5; y −361.5 with the
        // titles … 1,250 with the reference) plus 60 points around it.
        let size = try #require(PNGHeader.size(of: bytes(folder.path + "/main.png")))
        #expect(size.width == 2010 && size.height == 1732)
    }

    /// The canvas of `sample` against `golden` (recorded when missing or `ALPREVIEW_RECORD=all`).
    func expectCanvas(of sample: String, matches golden: String) throws {
        let folder = TestFolder()
        let result = CommandRun.run([sample, "-o", folder.path + "/main.png", "--scale", "1"])
        #expect(result.status == 0, "\(result.error)")
        let actual = bytes(folder.path + "/main.png")
        if !FileManager.default.fileExists(atPath: golden)
            || ProcessInfo.processInfo.environment["ALPREVIEW_RECORD"] == "all"
        {
            try Data(actual).write(to: URL(fileURLWithPath: golden))
            Issue.record("recorded \(golden)")
            return
        }
        let comparison = ImageComparison.compare(
            try PNGDecoder.decode(actual), to: try PNGDecoder.decode(bytes(golden)), strategy: .standard)
        #expect(comparison.matches, "\(comparison.visiblyDifferentPixels) pixels differ from \(golden)")
    }

    @Test func theCanvasMatchesItsGolden() throws {
        try expectCanvas(of: Self.sample, matches: Self.golden)
    }

    /// Samples/canvas/opaque-bars.storyboard: a navigation controller with an opaque bar, its
    /// root (stored at y = 64, 603 high) and a pushed controller with no extended edges, each
    /// drawn inside the screen around it, the navigation bar above it with its title.
    @Test func rootsBelowTheirBarsAreDrawnInsideTheirScreens() throws {
        try expectCanvas(
            of: Self.root + "/Samples/canvas/opaque-bars.storyboard",
            matches: Self.root + "/golden-images/canvas/opaque-bars.canvas.png")
    }

    @Test func theSameStoryboardGivesTheSameBytesInEveryFormat() throws {
        let folder = TestFolder()
        for format in ["png", "svg", "pdf"] {
            var outputs: [[UInt8]] = []
            for run in 0..<2 {
                let path = folder.path + "/main\(run).\(format)"
                let result = CommandRun.run([Self.sample, "-o", path, "--scale", "1"])
                #expect(result.status == 0, "\(result.error)")
                outputs.append(bytes(path))
            }
            #expect(outputs[0] == outputs[1] && !outputs[0].isEmpty, "\(format)")
        }
        #expect(bytes(folder.path + "/main0.pdf").starts(with: Array("%PDF".utf8)))
        #expect(String(decoding: bytes(folder.path + "/main0.svg").prefix(200), as: UTF8.self).contains("<svg"))
    }

    @Test func sceneStillPicksOneScene() throws {
        let folder = TestFolder()
        let result = CommandRun.run([Self.sample, "--scene", "Lists", "-o", folder.path + "/lists.png", "--clean"])
        #expect(result.status == 0, "\(result.error)")
        // One iPhone 8 screen at its 2x scale, not the canvas.
        let size = try #require(PNGHeader.size(of: bytes(folder.path + "/lists.png")))
        #expect(size.width == 750 && size.height == 1334)
    }

    @Test func aFolderStillReceivesOneFilePerScene() throws {
        let folder = TestFolder()
        let result = CommandRun.run([Self.sample, "-o", folder.path + "/out", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            folder.listing("out") == [
                "segues.About.png", "segues.Detail.png", "segues.Lists.png", "segues.Settings.png",
                "segues.Summary.png",
            ])
    }

    @Test func severalConfigurationsAreAClearError() throws {
        let folder = TestFolder()
        let result = CommandRun.run([Self.sample, "-o", folder.path + "/main.png", "--orientation", "both"])
        #expect(result.status == 2)
        #expect(
            result.error.contains(
                "the whole storyboard \(Self.sample) is drawn in one configuration, not 2 (one --device, "
                    + "--orientation, --size-category and direction); or give -o a folder to write each scene"),
            "\(result.error)")
        #expect(folder.listing() == [])
    }

    @Test func aCanvasTooLargeIsDrawnSmallerWithAWarning() throws {
        let folder = TestFolder()
        // The summary scene far away: 100,000 points of canvas.
        let text = try String(contentsOfFile: Self.sample, encoding: .utf8)
            .replacingOccurrences(
                of: #"<point key="canvasLocation" x="1425" y="534"/>"#,
                with: #"<point key="canvasLocation" x="99000" y="534"/>"#)
        let file = try folder.write(text, to: "far.storyboard")
        let result = CommandRun.run([file, "-o", folder.path + "/far.png"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.error.contains(
                "alpreview: warning: \(file): the storyboard's canvas is 99,585×1,732 points; drawn at 0.16 instead of "
                    + "1 per point to stay within 16,777,216 pixels and 16,384 a side (--scene or -o DIR draw its "
                    + "scenes one by one)"), "\(result.error)")
        let size = try #require(PNGHeader.size(of: bytes(folder.path + "/far.png")))
        #expect(size.width <= 16_384 && size.width * size.height <= 16_777_216)
    }

    @Test func aStoryboardOfOneSceneIsDrawnAsThatScene() throws {
        let folder = TestFolder()
        let file = Self.root + "/Samples/storyboards/misplaced.storyboard"
        let result = CommandRun.run([file, "-o", folder.path + "/one.png", "--clean", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        // The iPhone 15 Pro screen at 3x, bare: no canvas around it.
        let size = try #require(PNGHeader.size(of: bytes(folder.path + "/one.png")))
        #expect(size.width == 1179 && size.height == 2556)
    }

    @Test func aNavigationControllerAndItsRootAreACanvas() throws {
        let folder = TestFolder()
        let navigation = """
                    <scene sceneID="nav-SC-001">
                        <objects>
                            <navigationController id="nav-NC-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-BR-001">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="mP1-vC-Box" kind="relationship" relationship="rootViewController" id="seg-RL-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                        <point key="canvasLocation" x="-500" y="0.0"/>
                    </scene>
                </scenes>
            """
        let text = try String(contentsOfFile: Self.root + "/Samples/storyboards/misplaced.storyboard", encoding: .utf8)
            .replacingOccurrences(of: "    </scenes>", with: navigation)
        let file = try folder.write(text, to: "Navigation.storyboard")
        let result = CommandRun.run([file, "-o", folder.path + "/canvas.png", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        // Two 393-point-wide screens side by side at 1 pixel per point, not one at 3x.
        let size = try #require(PNGHeader.size(of: bytes(folder.path + "/canvas.png")))
        #expect(size.width > 2 * 393 && size.width < 1179, "\(size)")
    }
}
