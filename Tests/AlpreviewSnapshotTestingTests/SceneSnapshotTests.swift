import AlpreviewKit
import AlpreviewSnapshotTesting
import Foundation
import LayoutEngine
import SceneModel
import Testing

/// swift-snapshot-testing's `assertSnapshot` over alpreview scenes, with the snapshots in
/// `__Snapshots__/SceneSnapshotTests/` beside this file. Serialized: the tests of failing
/// snapshots remove the failures swift-snapshot-testing keeps in the temporary directory.
@Suite(.serialized) struct SceneSnapshotTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples").path

    @Test func labelAndTextFieldOnAnIPhone13() throws {
        let scene = try Pipeline.readScene(Self.samples + "/simple-label-and-text-field.yaml")
        assertSnapshot(of: scene, as: .alpreviewImage(device: .iPhone13, orientation: .portrait))
        assertSnapshot(of: scene, as: .alpreviewReport(device: .iPhone13))
    }

    @Test func everyConfigurationsReport() throws {
        let scene = try Pipeline.readScene(Self.samples + "/two-equal-width-views.yaml")
        assertSnapshot(of: scene, as: .alpreviewReport)
    }

    @Test func aStoryboardScene() throws {
        let scenes = try Pipeline.readScenes(Self.samples + "/storyboards/stack-form.storyboard")
        let scene = try #require(scenes.first)
        assertSnapshot(of: scene, as: .alpreviewImage(device: .iPhone15Pro))
    }

    /// A changed constant: the report snapshot says which view moved and why, the image snapshot
    /// how many pixels differ (verifySnapshot returns the failure instead of recording it).
    @Test func aChangedSceneFailsWithTheExplanation() throws {
        let folder = NSTemporaryDirectory() + "alpreview-snapshots-\(UUID().uuidString)"
        defer { Self.removeFailures(andFolder: folder) }
        let yaml = """
            devices: [iPhone 8]
            views:
              Box: {background: blue}
            constraints:
              - Box.Leading = Superview.LeadingMargin
              - Box.Top = Safe Area.Top + 20
              - Box.Width = 100
              - Box.Height = 50
            """
        let scene = try Pipeline.readScene(fromText: yaml)
        let wider = try Pipeline.readScene(
            fromText: yaml.replacingOccurrences(of: "Box.Width = 100", with: "Box.Width = 120"))
        #expect(
            verifySnapshot(of: scene, as: .alpreviewReport, named: "box", record: .all, snapshotDirectory: folder)
                != nil)
        #expect(
            verifySnapshot(of: scene, as: .alpreviewImage(), named: "box", record: .all, snapshotDirectory: folder)
                != nil)
        #expect(
            verifySnapshot(of: scene, as: .alpreviewReport, named: "box", record: .never, snapshotDirectory: folder)
                == nil)
        let report = try #require(
            verifySnapshot(of: wider, as: .alpreviewReport, named: "box", record: .never, snapshotDirectory: folder))
        #expect(report.contains("moved: Box (right +20); cause: c3 Box.Width = 100 → 120\n"))
        let indent = String(repeating: " ", count: 11)
        #expect(
            report.contains(
                [
                    "-\(indent)\"frame\": [16, 40, 100, 50],", "-\(indent)\"rootFrame\": [16, 40, 100, 50],",
                    "+\(indent)\"frame\": [16, 40, 120, 50],", "+\(indent)\"rootFrame\": [16, 40, 120, 50],",
                ]
                .joined(separator: "\n")))
        let image = try #require(
            verifySnapshot(of: wider, as: .alpreviewImage(), named: "box", record: .never, snapshotDirectory: folder))
        #expect(image.contains("image differs: 2260 pixels (0.63%) look different, max ΔE 64.2, in [88, 95, 89, 72]"))
    }

    @Test func anotherScaleFailsWithBothSizes() throws {
        let folder = NSTemporaryDirectory() + "alpreview-snapshots-\(UUID().uuidString)"
        defer { Self.removeFailures(andFolder: folder) }
        let scene = try Pipeline.readScene(fromText: "devices: [iPhone 8]\nviews:\n  Box: {background: blue}\n")
        _ = verifySnapshot(of: scene, as: .alpreviewImage(), named: "s", record: .all, snapshotDirectory: folder)
        let message = verifySnapshot(
            of: scene, as: .alpreviewImage(scale: 8), named: "s", record: .never, snapshotDirectory: folder)
        #expect(
            message?.contains("image differs: size 3576×6440 differs from the golden's 447×805") == true,
            "\(message ?? "")")
    }

    /// The snapshot folder of a test, and the failing snapshots swift-snapshot-testing writes
    /// (to `$SNAPSHOT_ARTIFACTS`, else the temporary directory) in a folder named after this file.
    /// Only the failures of `test` go, and the folder if that leaves it empty.
    static func removeFailures(of test: String = #function, andFolder folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
        let artifacts =
            (ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
            + "/SceneSnapshotTests"
        let name = String(test.prefix { $0 != "(" })
        for file in (try? FileManager.default.contentsOfDirectory(atPath: artifacts)) ?? []
        where file.hasPrefix(name + ".") {
            try? FileManager.default.removeItem(atPath: artifacts + "/" + file)
        }
        rmdir(artifacts)
    }

    @Test func everyNamedDeviceIsInTheCatalog() {
        let devices: [Device] = [
            .iPhoneSE, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhone11, .iPhone12, .iPhone13Mini, .iPhone13,
            .iPhone13ProMax,
            .iPhone14, .iPhone14Pro, .iPhone15, .iPhone15Pro, .iPhone15ProMax, .iPhone16, .iPhone16Pro, .iPhone16ProMax,
            .iPadMini, .iPad, .iPadAir, .iPadPro11, .iPadPro12_9,
        ]
        #expect(devices.count == 22)
        #expect(Device.iPhone13.name == "iPhone 13")
        #expect(Device.iPhone13.portraitSize == Device.iPhone12.portraitSize)
    }
}
