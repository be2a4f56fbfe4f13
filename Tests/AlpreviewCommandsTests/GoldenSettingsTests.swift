import Foundation
import TestSupport
import Testing
@testable import AlpreviewCommands

/// A golden folder remembers how its goldens were rendered.
@Suite(.serialized) struct GoldenSettingsTests {
    @Test func theFoldersSettingsAreUsedAndAMismatchIsOneError() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        let goldens = folder.path + "/goldens"
        let recorded = CommandRun.run(["test", scene, "--golden", goldens, "--scale", "1", "--record", "missing"])
        #expect(recorded.status == 1)  // recording fails the run, as in swift-snapshot-testing
        #expect(
            String(
                decoding: FileManager.default.contents(atPath: goldens + "/alpreview-goldens.json") ?? Data(),
                as: UTF8.self)
                == "{\n  \"scale\": 1\n}\n")
        // Without --scale, the folder's scale: passes.
        let plain = CommandRun.run(["test", scene, "--golden", goldens, "--record", "never"])
        #expect(plain.status == 0)
        #expect(plain.output.contains("1 passed, 0 failed, 0 recorded, 0 stale (record mode never)\n"))
        let other = CommandRun.run(["test", scene, "--golden", goldens, "--scale", "3", "--record", "never"])
        #expect(other.status == 2)
        #expect(
            other.error.contains(
                "alpreview: error: the goldens in \(goldens) were rendered at --scale 1 (alpreview-goldens.json); "
                    + "--scale 3 would fail every one: drop --scale, or re-record them all with --record all\n"))
        // Re-recording all at another scale rewrites the settings.
        #expect(CommandRun.run(["test", scene, "--golden", goldens, "--scale", "2", "--record", "all"]).status == 1)
        #expect(
            String(
                decoding: FileManager.default.contents(atPath: goldens + "/alpreview-goldens.json") ?? Data(),
                as: UTF8.self)
                == "{\n  \"scale\": 2\n}\n")
    }

    /// The settings file that is a link is not read, whether it leads anywhere or not.
    @Test func aSettingsFileThatIsALinkIsNotRead() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        try folder.write("{\"scale\": 1}\n", to: "outside/settings.json")
        for target in [folder.path + "/outside/settings.json", folder.path + "/outside/none.json"] {
            let goldens = folder.path + "/goldens-\(target.hasSuffix("none.json") ? "none" : "some")"
            try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
            #expect(symlink(target, goldens + "/alpreview-goldens.json") == 0)
            let result = CommandRun.run(["test", scene, "--golden", goldens, "--record", "never"])
            #expect(result.status == 2)
            #expect(
                result.error
                    == "alpreview: error: cannot read the golden \(goldens)/alpreview-goldens.json: not a regular file\n"
            )
        }
    }
}
