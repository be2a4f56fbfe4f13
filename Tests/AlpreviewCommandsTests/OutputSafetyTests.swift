import Foundation
import TestSupport
import Testing
@testable import AlpreviewCommands
@testable import FileOutput

/// What a run writes: everything or nothing, never beside a temporary file, never over a
/// device, never two outputs under one name, never lost on a full or closed standard output.
@Suite(.serialized) struct OutputSafetyTests {
    @Test func exitTwoMeansNothingWasWritten() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        let result = CommandRun.run([scene, "-o", folder.path + "/a.png", "--json", "/nonexistent/x.json"])
        #expect(result.status == 2)
        #expect(
            result.error.contains("alpreview: error: cannot write /nonexistent/x.json: no such folder /nonexistent\n"))
        #expect(folder.listing() == ["s.yaml"])
    }

    @Test func anInputIsNeverReplaced() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        let result = CommandRun.run([scene, "-o", folder.path + "/a.png", "--json", folder.path + "/./s.yaml"])
        #expect(result.status == 2)
        #expect(
            result.error.contains(
                "alpreview: error: cannot write \(folder.path)/./s.yaml: it is an input of this run\n"))
        #expect(folder.listing() == ["s.yaml"])
        #expect(String(decoding: FileManager.default.contents(atPath: scene) ?? Data(), as: UTF8.self) == boxScene)
    }

    @Test func aNameTooLongForTheFileSystemWritesNothing() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        let long = String(repeating: "x", count: 250) + ".json"
        let result = CommandRun.run([scene, "-o", folder.path + "/a.png", "--json", folder.path + "/" + long])
        #expect(result.status == 2)
        #expect(
            result.error.contains(
                "alpreview: error: cannot write \(folder.path)/\(long): the file name is longer than 229 bytes\n"))
        #expect(folder.listing() == ["s.yaml"])
    }

    @Test func aFileBeingWrittenHasNoNameUntilItIsComplete() throws {
        let folder = TestFolder()
        let file = try UnnamedTemporaryFile(in: folder.path, for: folder.path + "/out.png")
        try file.write(Array(repeating: 7, count: 2 << 20))
        // A run killed here (SIGKILL included) leaves nothing: the file has no name yet.
        #expect(folder.listing() == [])
        try file.replaceTarget()
        #expect(folder.listing() == ["out.png"])
        #expect(FileManager.default.contents(atPath: folder.path + "/out.png")?.count == 2 << 20)
    }

    @Test func temporaryFilesOfDeadRunsAreRemoved() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        // What a run killed between naming and renaming would leave (no process has id 2^22 + 1).
        try folder.write("partial", to: ".out.png.alpreview-4194305.tmp")
        try folder.write("other file", to: ".other.png.alpreview-4194305.tmp")
        #expect(CommandRun.run([scene, "-o", folder.path + "/out.png"]).status == 0)
        #expect(folder.listing() == [".other.png.alpreview-4194305.tmp", "out.png", "s.yaml"])
    }

    @Test func twoOutputsNeverShareAName() throws {
        let folder = TestFolder()
        let a = try folder.write(boxScene, to: "a/s.yaml"), b = try folder.write(boxScene, to: "b/s.yaml")
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        let scenes = CommandRun.run([a, b, "-o", folder.path + "/out"])
        #expect(scenes.status == 2)
        #expect(
            scenes.error.contains(
                "alpreview: error: \(a) and \(b) would both write the output 's'; rename one, or run them separately\n")
        )
        // Devices whose names make one file name.
        let devices = try folder.write(
            "devices: [{name: Pad A, size: [300, 400], scale: 1}, {name: Pad/A, size: [300, 500], scale: 1}]\n"
                + boxScene, to: "pads.yaml")
        let split = CommandRun.run([devices, "--split", "-o", folder.path + "/out"])
        #expect(split.status == 2)
        #expect(
            split.error.contains(
                "alpreview: error: two outputs of this run would both be written to \(folder.path)/out/pads.Pad-A.portrait.png ("
                    + "\(devices): Pad A · portrait · compact-regular · L · ltr and \(devices): Pad/A · portrait · compact-regular · L · ltr); "
                    + "give them different names or folders\n"))
        // The image and the report to one file.
        let same = CommandRun.run([a, "-o", folder.path + "/x.png", "--json", folder.path + "/x.png"])
        #expect(same.status == 2)
        #expect(folder.listing("out") == [])
        // Goldens: `test a b` would record one scene's goldens, then fail the other against them.
        let goldens = CommandRun.run(["test", a, b, "--golden", folder.path + "/goldens"])
        #expect(goldens.status == 2)
        #expect(
            goldens.error.contains(
                "alpreview: error: \(a) and \(b) would both write the goldens 's'; rename one, or run them separately\n"
            ))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/goldens"))
    }

    @Test func aGoldenRunThatFailsWritesNoGolden() throws {
        let folder = TestFolder()
        let small = try folder.write(boxScene, to: "a.yaml")
        let wall = try folder.write(
            "devices: [{name: Wall, size: [8000, 8000], scale: 3}]\n" + boxScene, to: "wall.yaml")
        let tooLarge = CommandRun.run(["test", small, wall, "--golden", folder.path + "/goldens"])
        #expect(tooLarge.status == 2)
        #expect(tooLarge.error.contains("alpreview: error: the image would be 24216×24414 pixels;"))
        let pads = try folder.write(
            "devices: [{name: Pad A, size: [300, 400], scale: 1}, {name: Pad/A, size: [300, 500], scale: 1}]\n"
                + boxScene, to: "pads.yaml")
        let shared = CommandRun.run(["test", small, pads, "--golden", folder.path + "/goldens"])
        #expect(shared.status == 2)
        #expect(
            shared.error.contains(
                "alpreview: error: the configurations Pad A · portrait · compact-regular · L · ltr and Pad/A · portrait · "
                    + "compact-regular · L · ltr would both write the goldens pads.Pad-A.portrait; give the devices distinct names\n"
            ))
        #expect(folder.listing() == ["a.yaml", "pads.yaml", "wall.yaml"])
    }

    @Test func aFullOrClosedStandardOutputIsAnError() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        for arguments in [[scene, "-o", "-"], [scene, "--json", "-"], ["check", scene], ["devices"]] {
            let full = CommandRun.run(arguments, standardOutput: "/dev/full")
            #expect(full.status == 2, "\(arguments)")
            #expect(
                full.error.contains("alpreview: error: cannot write standard output: No space left on device\n"),
                "\(arguments)")
        }
    }
}
