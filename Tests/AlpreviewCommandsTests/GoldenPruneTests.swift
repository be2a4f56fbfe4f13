import Foundation
import TestSupport
import Testing
@testable import AlpreviewKit

/// `test --prune` deletes only goldens alpreview's own naming gives a scene of the run, at the
/// level it writes them, and never because the run was narrowed.
@Suite(.serialized) struct GoldenPruneTests {
    /// A scene of two devices and two orientations: four goldens.
    static let fourConfigurations =
        "devices: [iPhone 8, iPhone SE (1st generation)]\norientations: [portrait, landscape]\n" + boxScene

    /// Scenes recorded in `g`; the arguments of a run comparing them.
    static func recorded(_ scenes: [String: String]) throws -> (folder: TestFolder, arguments: [String]) {
        let folder = TestFolder()
        for (name, text) in scenes { try folder.write(text, to: "scenes/\(name).yaml") }
        let arguments = [
            "test", folder.path + "/scenes", "--golden", folder.path + "/g", "--failures", folder.path + "/f",
            "--scale", "1", "--quiet",
        ]
        #expect(CommandRun.run(arguments + ["--record", "missing"]).status == 1)  // recording fails the run
        return (folder, arguments)
    }

    /// A golden folder that is also a project's root loses none of the project's files, however
    /// much they look like goldens, nor anything through a symbolic link; the goldens of devices
    /// the scene dropped go.
    @Test func pruneDeletesOnlyWhatAlpreviewNamesForTheRunsScenes() throws {
        let (folder, arguments) = try Self.recorded(["box": "devices: [iPhone 8]\n" + boxScene])
        let outside = TestFolder()
        try outside.write("precious", to: "box.iPhone-X.portrait.png")
        try outside.write("precious", to: "inner/box.iPhone-X.portrait.png")
        let kept = [
            "package.json", ".vscode/settings.json", "assets/icon.png", "docs/images/diagram.png",
            "box.png", "box.json", "box.v2.png", "box.Pixel-7.portrait.png", "box.iPhone-8.sideways.png",
            "box.iPhone-8.portrait.L.png", "box.iPhone-8.portrait.XL.png", ".hidden/box.iPhone-X.portrait.png",
            "sub/box.iPhone-X.portrait.png",
            "other.iPhone-X.portrait.png",
        ]
        for file in kept { try folder.write("not alpreview's", to: "g/" + file) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/g/box.iPhone-X.landscape.png",
            withDestinationPath: outside.path + "/box.iPhone-X.portrait.png")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/g/linked", withDestinationPath: outside.path + "/inner")
        let stale = [
            "box.iPhone-X.portrait.json", "box.iPhone-X.portrait.png", "box.iPhone-8.landscape.AX1.rtl.png",
            "box.iPhone-8.portrait.xL.png",
        ]
        for file in stale { try folder.write("old golden", to: "g/" + file) }
        let run = CommandRun.run(arguments + ["--record", "never", "--prune"])
        #expect(run.status == 0)
        let g = folder.path + "/g/"
        #expect(
            run.output
                == "pruned \(g)box.iPhone-8.landscape.AX1.rtl.png\npruned \(g)box.iPhone-8.portrait.xL.png\n"
                + "pruned \(g)box.iPhone-X.portrait.json\npruned \(g)box.iPhone-X.portrait.png\n"
                + "stale  other.iPhone-X.portrait: no scene of this run is named other "
                + "(--prune keeps it: delete it by hand if that scene is gone)\n"
                + "stale  sub/box.iPhone-X.portrait: no scene of this run is named sub/box "
                + "(--prune keeps it: delete it by hand if that scene is gone)\n"
                + "1 passed, 0 failed, 0 recorded, 2 stale (record mode never)\n")
        for file in kept { #expect(FileManager.default.fileExists(atPath: g + file), "\(file)") }
        for file in stale { #expect(!FileManager.default.fileExists(atPath: g + file), "\(file)") }
        #expect(try String(contentsOfFile: outside.path + "/box.iPhone-X.portrait.png", encoding: .utf8) == "precious")
        #expect(outside.listing("inner") == ["box.iPhone-X.portrait.png"])
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: g + "box.iPhone-X.landscape.png")) != nil)
    }

    /// A run narrowed by device, orientation, size category or direction lays out fewer
    /// configurations: it judges no golden of its scenes, whatever other narrowed runs recorded.
    /// Shards split the scene's configurations and judge them whole; a full run prunes the
    /// goldens the scene does not declare.
    @Test func narrowingTheConfigurationsMakesNoGoldenStale() throws {
        let (folder, arguments) = try Self.recorded(["box": Self.fourConfigurations])
        let goldens = folder.listing("g")
        #expect(goldens.count == 9)  // 4 configurations × image and report, and the settings
        let narrowings = [
            ["--shard", "1/3", "--record", "never"], ["--shard", "3/3", "--record", "never"],
            ["--size-category", "AX1", "--record", "missing"], ["--rtl", "--record", "missing"],
            ["--device", "iPhone 8", "--orientation", "portrait", "--record", "never"],
            ["--orientation", "landscape", "--record", "never"],
            ["--device", "iPhone SE (1st generation)", "--record", "never"],
            ["--device", "iPhone X", "--record", "never"],
        ]
        for narrowing in narrowings {
            let run = CommandRun.run(arguments + ["--prune"] + narrowing)
            #expect(!run.output.contains("pruned") && !run.output.contains("stale  "), "\(narrowing): \(run.output)")
            let shard = narrowing.firstIndex(of: "--shard").map { ", shard \(narrowing[$0 + 1])" } ?? ""
            #expect(run.output.hasSuffix(" 0 stale (record mode \(narrowing.last!)\(shard))\n"), "\(narrowing)")
        }
        // 8 goldens of AX1 and 8 of rtl (4 configurations each, image and report) recorded.
        let all = folder.listing("g")
        #expect(Set(goldens).isSubset(of: Set(all)) && all.count == 9 + 16)
        let full = CommandRun.run(arguments + ["--prune", "--record", "never"])
        #expect(full.status == 0)
        #expect(full.output.split(separator: "\n").filter { $0.hasPrefix("pruned \(folder.path)/g/box.") }.count == 16)
        #expect(full.output.hasSuffix("4 passed, 0 failed, 0 recorded, 0 stale (record mode never)\n"))
        #expect(folder.listing("g") == goldens)
    }

    /// The name grammar read from the end: optional rtl, a size category other than L, an
    /// orientation, a device's slug, and a scene before them.
    @Test func aGoldenNameIsReadFromItsEnd() {
        let devices: Set<String> = ["iPhone-8", "iPad-Pro-11-inch"]
        #expect(GoldenFolderHygiene.sceneName(of: "a.b.iPhone-8.portrait", devices: devices) == "a.b")
        #expect(
            GoldenFolderHygiene.sceneName(of: "sub/a.iPad-Pro-11-inch.landscape.AX5.rtl", devices: devices) == "sub/a")
        #expect(GoldenFolderHygiene.sceneName(of: "a.iPhone-8.portrait.L", devices: devices) == nil)
        #expect(GoldenFolderHygiene.sceneName(of: "a.iPhone-8.portrait.rtl.AX1", devices: devices) == nil)
        #expect(GoldenFolderHygiene.sceneName(of: "iPhone-8.portrait", devices: devices) == nil)
        #expect(GoldenFolderHygiene.sceneName(of: "sub/.iPhone-8.portrait", devices: devices) == nil)
        #expect(GoldenFolderHygiene.sceneName(of: "a.iPhone-9.portrait", devices: devices) == nil)
    }
}
