import Foundation
import TestSupport
import Testing
import SceneFormat
@testable import AlpreviewCommands

/// Inputs someone else wrote: folders, pipes, endless streams, images that leave the scene's
/// folder or declare billions of pixels, canvases past Cairo's limit. Each is an error with its
/// exact message and exit code 2, with nothing written and nothing left blocking.
@Suite(.serialized) struct HostileInputTests {
    @Test func aFolderOfScenesIsCheckedSceneByScene() throws {
        let folder = TestFolder()
        try folder.write(boxScene, to: "scenes/a.yaml")
        try folder.write(boxScene, to: "scenes/nested/b.yml")
        try folder.write("not a scene", to: "scenes/notes.txt")
        let result = CommandRun.run(["check", folder.path + "/scenes"])
        #expect(result.status == 0)
        #expect(result.output.contains("\(folder.path)/scenes/a.yaml: ok\n\(folder.path)/scenes/nested/b.yml: ok\n"))
        let explained = CommandRun.run(["explain", folder.path + "/scenes"])
        #expect(explained.status == 0)
        #expect(
            explained.output.contains("== \(folder.path)/scenes/a.yaml\n")
                && explained.output.contains("== \(folder.path)/scenes/nested/b.yml\n"))
        try FileManager.default.createDirectory(atPath: folder.path + "/empty", withIntermediateDirectories: true)
        let empty = CommandRun.run(["check", folder.path + "/empty"])
        #expect(empty.status == 2)
        #expect(
            empty.error.contains(
                "alpreview: error: no .yaml, .storyboard/.xib, .log or .swift scene files in the folder \(folder.path)/empty\n"
            )
        )
    }

    @Test func aFolderNamedAsAnOutputFileIsRefused() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        try FileManager.default.createDirectory(atPath: folder.path + "/taken.png", withIntermediateDirectories: true)
        let result = CommandRun.run([scene, "--json", folder.path + "/taken.png"])
        #expect(result.status == 2)
        #expect(result.error.contains("alpreview: error: cannot write \(folder.path)/taken.png: it is a folder\n"))
        // An existing folder after -o receives the scene's image under the scene's name.
        #expect(CommandRun.run([scene, "-o", folder.path + "/taken.png"]).status == 0)
        #expect(folder.listing("taken.png") == ["s.png"])
    }

    @Test func aPipeIsNeitherReadNorReplaced() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        let pipe = folder.path + "/pipe.yaml"
        #expect(mkfifo(pipe, 0o644) == 0)
        // Reading a FIFO would wait forever for a writer.
        let read = CommandRun.run(["check", pipe])
        #expect(read.status == 2)
        #expect(
            read.error.contains(
                "\(pipe): error: not a regular file (a scene is a .yaml, .storyboard/.xib, .log or .swift file)\n"))
        // Writing a file in its place would replace it (as root, a device node too).
        let write = CommandRun.run([scene, "--json", pipe])
        #expect(write.status == 2)
        #expect(write.error.contains("alpreview: error: cannot write \(pipe): not a regular file\n"))
        var info = stat()
        #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func standardInputStopsAtTheSizeLimit() {
        // `alpreview - </dev/zero` grew past 6.6 GB; now it stops after 4 MB.
        let result = CommandRun.run(["check", "-"], standardInput: "/dev/zero")
        #expect(result.status == 2)
        #expect(result.error.contains("<stdin>: error: file is larger than 4 MB; a scene is a few kilobytes\n"))
    }

    @Test func aCanvasPastCairosLimitIsRefusedWithItsSize() throws {
        let folder = TestFolder()
        let scene = try folder.write(
            "devices: [{name: Wall, size: [8000, 8000], scale: 3}]\n" + boxScene, to: "wall.yaml")
        let result = CommandRun.run([scene, "-o", folder.path + "/wall.png"])
        #expect(result.status == 2)
        #expect(
            result.error.contains(
                "alpreview: error: the image would be 24216×24414 pixels; alpreview draws at most 32,767 pixels a side "
                    + "and 67,108,864 pixels in all (try --scale 1, --split, or fewer configurations)\n"))
        #expect(folder.listing() == ["wall.yaml"])
    }

    @Test func imagesComeFromTheScenesFolderOnly() throws {
        let folder = TestFolder()
        try folder.write("secret", to: "outside/secret.png")
        try FileManager.default.createDirectory(atPath: folder.path + "/scene/art", withIntermediateDirectories: true)
        #expect(symlink(folder.path + "/outside/secret.png", folder.path + "/scene/link.png") == 0)
        #expect(symlink(folder.path + "/outside/none.png", folder.path + "/scene/dangling.png") == 0)
        #expect(mkfifo(folder.path + "/scene/fifo.png", 0o644) == 0)
        func message(_ image: String) throws -> String {
            let scene = try folder.write("views: {I: {type: imageView, image: \"\(image)\"}}\n", to: "scene/i.yaml")
            let result = CommandRun.run(["check", scene])
            #expect(result.status == 2, "\(image)")
            // Other suites may write to standard error meanwhile: the line is found by its start.
            return result.error.split(separator: "\n").first { $0.hasPrefix(folder.path + "/scene/i.yaml:") }.map(
                String.init) ?? ""
        }
        let at = "\(folder.path)/scene/i.yaml:1:37: error: "
        let outside = "is outside the scene's folder; pass --allow-path DIR to allow images from DIR"
        // Whether the file outside exists or not, the answer is the same.
        #expect(try message("../outside/secret.png") == at + "image '../outside/secret.png' " + outside)
        #expect(try message("../outside/none.png") == at + "image '../outside/none.png' " + outside)
        #expect(try message("/etc/shadow") == at + "image '/etc/shadow' " + outside)
        #expect(try message("/etc/none.png") == at + "image '/etc/none.png' " + outside)
        #expect(try message("link.png") == at + "image 'link.png' " + outside)
        #expect(try message("dangling.png") == at + "image 'dangling.png' " + outside)
        #expect(try message("") == at + "image path is empty: name a PNG or SVG file relative to the scene file")
        #expect(try message(".") == at + "image '.' is a folder, not a PNG or SVG file")
        #expect(try message("art") == at + "image 'art' is a folder, not a PNG or SVG file")
        #expect(try message("fifo.png") == at + "image 'fifo.png' is not a regular file")
        #expect(
            try message("art/none.png") == at
                + "image file 'art/none.png' not found (paths are relative to the scene file)")
        // --allow-path opens a folder (and reads the file, which is not a PNG).
        let scene = try folder.write(
            "views: {I: {type: imageView, image: ../outside/secret.png}}\n", to: "scene/i.yaml")
        let allowed = CommandRun.run(["check", scene, "--allow-path", folder.path + "/outside"])
        #expect(allowed.error.contains("image '../outside/secret.png' cannot be read as PNG or SVG"))
    }

    /// A chain of 1,000 views that cannot fit: the conflict search and the ambiguity probes
    /// grew quadratically (23 s); the scene's size is bounded too.
    @Test func largeScenesAreDiagnosedOrRefused() throws {
        let folder = TestFolder()
        func chain(_ count: Int, fits: Bool) -> String {
            var text =
                "views:\n" + (0..<count).map { "  V\($0): {}\n" }.joined()
                + "constraints:\n  - V0.Leading = Superview.Leading\n"
            for i in 0..<count {
                text += "  - V\(i).Top = Superview.Top\n  - V\(i).Height = 10\n  - V\(i).Width >= \(fits ? 0 : 1)\n"
                if i > 0 { text += "  - V\(i).Leading = V\(i - 1).Trailing\n" }
            }
            return text + "  - V\(count - 1).Trailing = Superview.Trailing\n"
        }
        let tooLong = try folder.write(chain(1000, fits: false), to: "chain.yaml")
        let result = CommandRun.run(["check", tooLong])
        #expect(result.status == 0)
        #expect(
            result.output.contains(
                "chain.yaml: iPhone 8 · portrait · compact-regular · L · ltr: 1 conflict (broke c4001); ambiguous: V0 (horizontal)"
            ))
        // Generated scenes of 3,000 views are read (the size of the scaling benchmark); past 4,000, refused.
        let generated = try SceneParser.parse(chain(3000, fits: true), file: "generated.yaml")
        #expect(generated.root.subviews.count == 3000 && generated.constraints.count == 12_001)
        let tooMany = try folder.write(chain(4001, fits: true), to: "many.yaml")
        let refused = CommandRun.run(["check", tooMany])
        #expect(refused.status == 2)
        #expect(
            refused.error.contains(
                "many.yaml:2:3: error: the scene has 4,001 views; alpreview lays out at most 4,000 (a screen has a few hundred at most)\n"
            ))
    }

    /// Configurations multiply (devices × orientations × size categories × directions), and so
    /// does drawing: a scene is bounded to 256 configurations, a run to 512 Mi pixels.
    @Test func configurationsAndPixelsPerRunAreBounded() throws {
        let folder = TestFolder()
        let devices = (0..<30).map { "{name: D\($0), size: [100, 100], scale: 1}" }.joined(separator: ", ")
        let many = try folder.write(
            "devices: [\(devices)]\nsizeCategories: [xS, S, M, L, xL]\norientations: both\n"
                + "directions: [ltr, rtl]\n" + boxScene, to: "many.yaml")
        let refused = CommandRun.run(["check", many])
        #expect(refused.status == 2)
        #expect(
            refused.error.contains(
                "many.yaml:1:10: error: the scene has 600 configurations (30 devices × 2 orientations × "
                    + "5 size categories × 2 directions); alpreview lays out at most 256 per scene\n"))
        let large = (0..<30).map { "{name: D\($0), size: [1000, 1400], scale: 3}" }.joined(separator: ", ")
        let heavy = try folder.write("devices: [\(large)]\norientations: both\n" + boxScene, to: "heavy.yaml")
        let budget = CommandRun.run([heavy, "--split", "-o", folder.path + "/out", "--quiet"])
        #expect(budget.status == 2)
        #expect(
            budget.error.contains(
                "alpreview: error: the images of this run would have more than 536,870,912 pixels in all; "
                    + "draw fewer configurations or scenes at once, or at --scale 1\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }

    @Test func namesFromTheSceneNeverDriveTheTerminal() throws {
        let folder = TestFolder()
        let named = try folder.write("views: {\"Box\\e[2J\": {}}\n", to: "named.yaml")
        let refused = CommandRun.run(["check", named])
        #expect(refused.status == 2)
        #expect(
            refused.error.contains(
                "named.yaml:1:9: error: a view name cannot contain control or bidirectional characters: 'Box\\u{1B}[2J'\n"
            ))
        #expect(!refused.error.contains("\u{1B}"))
        // A custom device's name is printed escaped by check (its ambiguity line) and explain.
        let device = try folder.write(
            "devices: [{name: \"Pad\\e[2J\", size: [300, 400], scale: 1}]\n"
                + "views: {Box: {}}\nconstraints: [Box.Leading = Superview.Leading]\n", to: "device.yaml")
        let check = CommandRun.run(["check", device]), explain = CommandRun.run(["explain", device])
        #expect(check.output.contains("Pad\\u{1B}[2J · portrait"))
        #expect(explain.output.contains("Pad\\u{1B}[2J"))
        #expect(!check.output.contains("\u{1B}") && !explain.output.contains("\u{1B}"))
    }

    @Test func aPNGDeclaringBillionsOfPixelsIsRefusedBeforeDecoding() throws {
        let folder = TestFolder()
        // 23000 × 23000 declared in 60 bytes: 2 GB once decoded.
        try Data(PNGBomb.bytes(width: 23000, height: 23000)).write(to: URL(fileURLWithPath: folder.path + "/bomb.png"))
        let scene = try folder.write("views: {I: {type: imageView, image: bomb.png}}\n", to: "i.yaml")
        let result = CommandRun.run([scene, "-o", folder.path + "/i.png"])
        #expect(result.status == 2)
        #expect(
            result.error.contains(
                "i.yaml:1:37: error: image 'bomb.png' is 23000×23000 pixels; images are limited to "
                    + "16,777,216 pixels (4096×4096)\n"))
        #expect(folder.listing() == ["bomb.png", "i.yaml"])
        // The same bomb as a golden is refused before it is decoded.
        let scene2 = try folder.write(boxScene, to: "s.yaml")
        try FileManager.default.createDirectory(atPath: folder.path + "/goldens", withIntermediateDirectories: true)
        try Data(PNGBomb.bytes(width: 23000, height: 23000)).write(
            to: URL(fileURLWithPath: folder.path + "/goldens/s.iPhone-8.portrait.png"))
        try folder.write("{}", to: "goldens/s.iPhone-8.portrait.json")
        let golden = CommandRun.run(["test", scene2, "--golden", folder.path + "/goldens", "--record", "never"])
        #expect(golden.status == 2)
        #expect(
            golden.error.contains(
                "alpreview: error: cannot read the golden \(folder.path)/goldens/s.iPhone-8.portrait.png: the PNG declares "
                    + "23000×23000 pixels, more than the 67,108,864 decoded at most\n"))
    }
}

/// A PNG header (signature and IHDR) declaring any size, with an empty image stream.
enum PNGBomb {
    static func bytes(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] {
            [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        let ihdr = Array("IHDR".utf8) + be(width) + be(height) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + ihdr + be(0)
    }
}
