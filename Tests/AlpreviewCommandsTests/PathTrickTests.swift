@testable import AlpreviewCommands
import AlpreviewKit
import FileInput
import Foundation
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import SceneReading
import TestSupport
import Testing

/// Path tricks found by reviewing the hardening: Unicode twins of folder names, scenes from
/// standard input, links to the inputs and in golden folders, paths of a million components,
/// and a malformed SVG header.
@Suite(.serialized) struct PathTrickTests {
    @Test func aUnicodeTwinOfTheScenesFolderIsOutside() throws {
        let folder = TestFolder()
        try folder.write("secret", to: "cafe\u{301}/secret.png")
        let scene = try folder.write(
            "views: {I: {type: imageView, image: \"../cafe\u{301}/secret.png\"}}\n", to: "caf\u{E9}/i.yaml")
        let result = CommandRun.run(["check", scene])
        #expect(result.status == 2)
        #expect(result.error.contains("is outside the scene's folder; pass --allow-path DIR to allow images from DIR"))
    }

    /// Links of two hops, a linked folder, and `..` after a link: each answers "outside" whether
    /// what lies outside exists or not.
    @Test func linksAreFollowedHopByHop() throws {
        let folder = TestFolder()
        try folder.write("secret", to: "outside/x.png")
        try FileManager.default.createDirectory(atPath: folder.path + "/scene/sub", withIntermediateDirectories: true)
        let links: [(String, String)] = [
            ("scene/m1", folder.path + "/outside/x.png"), ("scene/l1", "m1"),  // two hops, to a file that exists
            ("scene/m2", folder.path + "/outside/none.png"), ("scene/l2", "m2"),  // two hops, to nothing
            ("scene/d1", folder.path + "/outside"), ("scene/d2", folder.path + "/nowhere"),  // linked folders
            ("scene/sub/up", folder.path + "/outside"),  // `..` after a link
        ]
        for (link, target) in links { #expect(symlink(target, folder.path + "/" + link) == 0) }
        func message(_ image: String) throws -> String {
            let scene = try folder.write("views: {I: {type: imageView, image: \"\(image)\"}}\n", to: "scene/i.yaml")
            let result = CommandRun.run(["check", scene])
            return result.error.split(separator: "\n").first { $0.hasPrefix(folder.path + "/scene/i.yaml:") }.map(
                String.init) ?? ""
        }
        for image in [
            "l1", "l2", "d1/x.png", "d1/none.png", "d2/x.png", "sub/up/../outside/x.png", "sub/up/../nothing.png",
        ] {
            #expect(
                try message(image).hasSuffix(
                    "image '\(image)' is outside the scene's folder; pass --allow-path DIR to allow images from DIR"),
                "\(image)")
        }
        #expect(
            try message("sub/none.png").hasSuffix(
                "image file 'sub/none.png' not found (paths are relative to the scene file)"))
    }

    @Test func aSceneFromStandardInputNeedsAllowPathForImages() throws {
        let folder = TestFolder()
        try Data(PNGBomb.bytes(width: 2, height: 2)).write(to: URL(fileURLWithPath: folder.path + "/x.png"))
        let scene = try folder.write("views: {I: {type: imageView, image: \"\(folder.path)/x.png\"}}\n", to: "s.yaml")
        let result = CommandRun.run(["check", "-"], standardInput: scene)
        #expect(result.status == 2)
        #expect(
            result.error.contains(
                "<stdin>:1:37: error: image '\(folder.path)/x.png': a scene read from standard input has no folder "
                    + "of its own; pass --allow-path DIR to allow images from DIR"))
        let allowed = CommandRun.run(["check", "-", "--allow-path", folder.path], standardInput: scene)
        #expect(!allowed.error.contains("no folder of its own"))
    }

    @Test func aLongImagePathIsRefusedAtOnce() throws {
        let folder = TestFolder()
        let path = Array(repeating: "a", count: 40_000).joined(separator: "/") + ".png"
        let scene = try folder.write("views: {I: {type: imageView, image: \(path)}}\n", to: "s.yaml")
        let result = CommandRun.run(["check", scene])
        #expect(result.status == 2)
        #expect(result.error.contains("error: image path is longer than 4,095 bytes"))
    }

    @Test func anSVGWithAnEmptyWidthIsAnError() throws {
        let folder = TestFolder()
        try folder.write("<svg width=\"\" height=\"10\" stroke-width=\"3\">", to: "e.svg")
        let scene = try folder.write("views: {I: {type: imageView, image: e.svg}}\n", to: "s.yaml")
        let result = CommandRun.run(["check", scene])
        #expect(result.status == 2)
        #expect(result.error.contains("s.yaml:1:37: error: image 'e.svg' has no width and height (nor a viewBox)"))
    }

    @Test func aLinkToTheSceneDoesNotLetAnOutputReplaceIt() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        #expect(symlink(scene, folder.path + "/link.yaml") == 0)
        let result = CommandRun.run([folder.path + "/link.yaml", "--json", scene])
        #expect(result.status == 2)
        #expect(result.error.contains("alpreview: error: cannot write \(scene): it is an input of this run\n"))
        #expect(String(decoding: FileManager.default.contents(atPath: scene) ?? Data(), as: UTF8.self) == boxScene)
    }

    @Test func aGoldenThatIsALinkIsNotRead() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        let goldens = folder.path + "/goldens"
        #expect(CommandRun.run(["test", scene, "--golden", goldens, "--record", "missing"]).status == 1)  // recorded
        let report = goldens + "/s.iPhone-8.portrait.json"
        try FileManager.default.removeItem(atPath: report)
        #expect(symlink("/etc/passwd", report) == 0)
        let result = CommandRun.run(["test", scene, "--golden", goldens, "--record", "never"])
        #expect(result.status == 2)
        #expect(result.error.contains("alpreview: error: cannot read the golden \(report): not a regular file\n"))
        #expect(!result.output.contains("root:"))
    }

    /// A scene file found in a folder that is a link out of it is refused unread, whether what it
    /// leads to exists or not; a link inside the folder to a scene inside it is read.
    @Test func aSceneFileLinkedOutOfItsFolderIsNotRead() throws {
        let folder = TestFolder()
        try folder.write("aws_secret_access_key = AKIA-SECRET\n", to: "outside/credentials")
        try folder.write(boxScene, to: "scenes/box.yaml")
        #expect(symlink(folder.path + "/outside/credentials", folder.path + "/scenes/keys.yaml") == 0)
        #expect(symlink(folder.path + "/outside/none.yaml", folder.path + "/scenes/none.yaml") == 0)
        #expect(symlink("../outside/credentials", folder.path + "/scenes/up.storyboard") == 0)
        #expect(symlink("box.yaml", folder.path + "/scenes/inside.yaml") == 0)
        let result = CommandRun.run(["check", folder.path + "/scenes"])
        #expect(result.status == 2)
        let refusal =
            "error: a symbolic link leading out of the folder it was found in: not read "
            + "(name the file itself to read it)"
        #expect(
            result.error
                == ["keys.yaml", "none.yaml", "up.storyboard"].map { "\(folder.path)/scenes/\($0): \(refusal)" }
                .joined(separator: "\n") + "\n")
        #expect(result.output == "\(folder.path)/scenes/box.yaml: ok\n\(folder.path)/scenes/inside.yaml: ok\n")
        #expect(!result.error.contains("SECRET") && !result.output.contains("SECRET"))
        // The folder named through a link reads the same.
        #expect(symlink(folder.path + "/scenes", folder.path + "/linked") == 0)
        let linked = CommandRun.run(["check", folder.path + "/linked"])
        #expect(linked.status == 2)
        #expect(linked.output == "\(folder.path)/linked/box.yaml: ok\n\(folder.path)/linked/inside.yaml: ok\n")
        #expect(linked.error == result.error.replacingOccurrences(of: "/scenes/", with: "/linked/"))
        // Named on the command line, the file is the user's choice.
        let named = CommandRun.run(["check", folder.path + "/scenes/keys.yaml"])
        #expect(named.status == 2 && named.error.contains("aws_secret_access_key"))
    }

    /// `watch` reads the files of a folder again by path whenever they change: a file replaced by
    /// a link out of the folder meanwhile is refused as well.
    @Test func aFileOfAWatchedFolderIsReadOnlyInsideIt() throws {
        let folder = TestFolder()
        try folder.write("secret: 1\n", to: "outside/secret.yaml")
        try folder.write(boxScene, to: "scenes/box.yaml")
        let scenes = folder.path + "/scenes"
        #expect(SceneFiles.folder(containing: scenes + "/box.yaml", among: [scenes]) == FolderBoundary.realPath(scenes))
        #expect(SceneFiles.folder(containing: scenes + "/box.yaml", among: [scenes + "/box.yaml"]) == nil)
        try FileManager.default.removeItem(atPath: scenes + "/box.yaml")
        #expect(symlink(folder.path + "/outside/secret.yaml", scenes + "/box.yaml") == 0)
        let inside = SceneFiles.folder(containing: scenes + "/box.yaml", among: [scenes])
        do {
            _ = try SceneInput.readAll(path: scenes + "/box.yaml", insideFolder: inside)
            Issue.record("read through a link out of the folder")
        } catch let errors as SceneErrors {
            #expect(
                errors.description
                    == "\(scenes)/box.yaml: error: a symbolic link leading out of the folder it was found in: "
                    + "not read (name the file itself to read it)")
        }
    }

    /// XML quotes attributes with either quote: an SVG's size is read from single quotes too.
    @Test func anSVGWithSingleQuotedSizeIsRead() throws {
        let folder = TestFolder()
        try folder.write("<svg width='40' height='20'>", to: "q.svg")
        let scene = try folder.write(
            "views: {I: {type: imageView, image: q.svg}}\nconstraints: [I.top = superview.top, I.leading = superview.leading]\n",
            to: "s.yaml")
        let read = try SceneInput.read(path: scene)
        #expect(read.allViews.first { $0.view.name == "I" }?.view.imageSize == Size(width: 40, height: 20))
    }

    /// Option values are quoted with their control characters escaped.
    @Test func controlCharactersInOptionValuesAreEscaped() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        let device = CommandRun.run(["check", scene, "--device", "\u{1B}[31mred\u{7}"])
        #expect(device.status == 2)
        #expect(
            device.error == "alpreview: error: The value '\\u{1B}[31mred\\u{7}' is invalid for '--device <device>': "
                + "unknown device '\\u{1B}[31mred\\u{7}'; `alpreview devices` lists them\n  (see `alpreview --help`)\n")
        let locale = CommandRun.run(["check", scene, "--pseudo-locale", "\u{1B}]0;x\u{7}"])
        #expect(locale.status == 2)
        #expect(
            locale.error.hasPrefix("alpreview: error: The value '\\u{1B}]0;x\\u{7}' is invalid for '--pseudo-locale"))
        #expect(!locale.error.contains("\u{1B}") && !locale.error.contains("\u{7}"))
    }
}
