import Foundation
import TestSupport
import Testing
@testable import AlpreviewCommands
@testable import AlpreviewKit

/// `--shard i/n` and `merge-reports`: stable, balanced parts whose merged results are the
/// unsharded run's, byte for byte.
@Suite(.serialized) struct GoldenShardTests {
    /// 1,000 configurations as a suite has them: 150 scenes of 1 to 12 configurations.
    static let scenes: [(name: String, configurations: Int)] = {
        var scenes: [(String, Int)] = [], total = 0, index = 0
        while total < 1000 {
            let count = min(1000 - total, 1 + (index * 7) % 12)
            scenes.append(("scene-\(index)", count))
            total += count
            index += 1
        }
        return scenes
    }()

    static func shards(_ scenes: [(name: String, configurations: Int)], count: Int) -> [[String]] {
        (1...count).map { i in
            scenes.flatMap { scene in
                (0..<scene.configurations).filter {
                    GoldenShard(index: i, count: count).contains(scene: scene.name, configuration: $0)
                }.map { "\(scene.name).\($0)" }
            }
        }
    }

    @Test func everyConfigurationIsInExactlyOneShardAndTheShardsAreBalanced() {
        #expect(Self.scenes.map(\.configurations).reduce(0, +) == 1000)
        for count in [2, 3, 4, 7] {
            let shards = Self.shards(Self.scenes, count: count)
            #expect(shards.map(\.count).reduce(0, +) == 1000)
            #expect(Set(shards.flatMap { $0 }).count == 1000)
            // Within 5% of an even share.
            let even = 1000.0 / Double(count)
            #expect(shards.allSatisfy { abs(Double($0.count) - even) <= even * 0.05 }, "\(shards.map(\.count))")
        }
    }

    @Test func aShardKeepsItsConfigurationsWhenAScenesIsAddedOrRemoved() {
        let before = Self.shards(Self.scenes, count: 4)
        let added = Self.shards([("new-scene", 5)] + Self.scenes.dropFirst(3), count: 4)
        let kept = Set(Self.scenes.dropFirst(3).map(\.name))
        for (old, new) in zip(before, added) {
            #expect(
                old.filter { kept.contains(String($0.split(separator: ".")[0])) }
                    == new.filter { !$0.hasPrefix("new-scene.") })
        }
        #expect(GoldenShard.shard(scene: "simple-single-view", configuration: 0, count: 4) == 2)
        #expect(GoldenShard.shard(scene: "simple-single-view", configuration: 1, count: 4) == 3)
    }

    @Test func shardOptionsAreChecked() {
        #expect(GoldenShard(parsing: "2/4") == GoldenShard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "1/0", "a/b", "1", "1/2/3", "-1/2"] { #expect(GoldenShard(parsing: bad) == nil) }
        let run = CommandRun.run(["test", "x.yaml", "--golden", "g", "--shard", "3/2"])
        #expect(run.status == 2)
        #expect(
            run.error
                == "alpreview: error: The value '3/2' is invalid for '--shard <i/n>': a shard is i/n with "
                + "1 ≤ i ≤ n ≤ 1000 (e.g. 2/4)\n  (see `alpreview --help`)\n")
    }

    /// Three shards of the Samples with one changed, merged: the JSON, the JUnit file and the HTML
    /// report folder are those of one unsharded run.
    @Test func mergedShardsEqualAnUnshardedRun() throws {
        let folder = TestFolder()
        let root = CommandLineTests.root.path
        try FileManager.default.copyItem(atPath: root + "/Samples", toPath: folder.path + "/S")
        try FileManager.default.copyItem(atPath: root + "/golden-images", toPath: folder.path + "/g")
        let scene = folder.path + "/S/simple-single-view.yaml"
        try String(contentsOfFile: scene, encoding: .utf8).replacingOccurrences(
            of: "Red View.Top = Top Layout Guide.Bottom + 20.0", with: "Red View.Top = Top Layout Guide.Bottom + 24.0"
        ).write(toFile: scene, atomically: false, encoding: .utf8)
        let test = [
            "test", folder.path + "/S", "--golden", folder.path + "/g", "--record", "never", "--quiet",
            "--failures", folder.path + "/f",
        ]
        let whole = CommandRun.run(
            test + [
                "--results", folder.path + "/all.json", "--junit", folder.path + "/all.xml", "--report",
                folder.path + "/all",
            ])
        #expect(whole.status == 1)
        #expect(whole.output.hasSuffix("90 passed, 4 failed, 0 recorded, 0 stale (record mode never)\n"))
        var failed = 0
        for i in 1...3 {
            let run = CommandRun.run(test + ["--shard", "\(i)/3", "--report", folder.path + "/shard\(i)"])
            failed += run.status == 1 ? 1 : 0
        }
        #expect(failed >= 1)
        let merge = CommandRun.run([
            "merge-reports", folder.path + "/shard3", folder.path + "/shard1", folder.path + "/shard2", "--results",
            folder.path + "/merged.json", "--junit", folder.path + "/merged.xml", "--report", folder.path + "/merged",
        ])
        #expect(merge.status == 0, "\(merge.error)")
        #expect(merge.output == "merged 3 results: 90 passed, 4 failed, 0 recorded, 0 stale\n")
        func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: folder.path + "/" + name) }
        #expect(bytes("all.json") != nil && bytes("all.json") == bytes("merged.json"))
        #expect(bytes("all.xml") != nil && bytes("all.xml") == bytes("merged.xml"))
        #expect(bytes("all/index.html") != nil && bytes("all/index.html") == bytes("merged/index.html"))
        #expect(folder.listing("all/images") == folder.listing("merged/images"))
        #expect(folder.listing("merged/images").count == 12)
        // A configuration in two sources is refused.
        let twice = CommandRun.run(["merge-reports", folder.path + "/shard1", folder.path + "/all/results.json"])
        #expect(twice.status == 2)
        #expect(
            twice.error.contains(" is in both \(folder.path)/shard1/results.json and \(folder.path)/all/results.json"))
    }

    @Test func staleGoldensAreListedAndPrunedOnlyWhenAsked() throws {
        let folder = TestFolder()
        let box =
            "devices: [iPhone 8, iPhone X]\nviews:\n  Box: {background: blue}\nconstraints:\n  - Box.Leading = Superview.Leading\n  - Box.Top = Superview.Top\n  - Box.Width = 10\n  - Box.Height = 10\n"
        try folder.write(box, to: "scenes/box.yaml")
        try folder.write(box, to: "scenes/old.yaml")
        let args = [
            "test", folder.path + "/scenes", "--golden", folder.path + "/g", "--failures", folder.path + "/f",
            "--scale", "1",
        ]
        #expect(CommandRun.run(args + ["--record", "missing"]).status == 1)
        // A scene renamed: its goldens are listed, never deleted. A device dropped: its goldens are stale.
        try FileManager.default.removeItem(atPath: folder.path + "/scenes/old.yaml")
        try folder.write(box.replacingOccurrences(of: ", iPhone X", with: ""), to: "scenes/box.yaml")
        // An earlier run's failure file is replaced by this run's set (none).
        try folder.write("x", to: "f/box.iPhone-8.portrait.diff.png")
        let listed = CommandRun.run(args + ["--record", "never"])
        #expect(listed.status == 0)
        let other = "no scene of this run is named old (--prune keeps it: delete it by hand if that scene is gone)"
        #expect(
            listed.output
                == "stale  box.iPhone-X.portrait: no configuration produces it (--prune deletes it)\n"
                + "stale  old.iPhone-8.portrait: \(other)\nstale  old.iPhone-X.portrait: \(other)\n"
                + "1 passed, 0 failed, 0 recorded, 3 stale (record mode never)\n"
        )
        #expect(folder.listing("f") == [])
        #expect(folder.listing("g").contains("box.iPhone-X.portrait.png"))
        // Narrowed to one file, the other scenes' goldens are not judged.
        let narrowed = CommandRun.run(
            ["test", folder.path + "/scenes/box.yaml"] + args.dropFirst(2) + ["--record", "never"])
        #expect(
            narrowed.output
                == "stale  box.iPhone-X.portrait: no configuration produces it (--prune deletes it)\n"
                + "1 passed, 0 failed, 0 recorded, 1 stale (record mode never)\n")
        let pruned = CommandRun.run(args + ["--record", "never", "--prune"])
        #expect(
            pruned.output
                == "pruned \(folder.path)/g/box.iPhone-X.portrait.json\npruned \(folder.path)/g/box.iPhone-X.portrait.png\n"
                + "stale  old.iPhone-8.portrait: \(other)\nstale  old.iPhone-X.portrait: \(other)\n"
                + "1 passed, 0 failed, 0 recorded, 2 stale (record mode never)\n"
        )
        #expect(
            folder.listing("g") == [
                "alpreview-goldens.json", "box.iPhone-8.portrait.json", "box.iPhone-8.portrait.png",
                "old.iPhone-8.portrait.json", "old.iPhone-8.portrait.png", "old.iPhone-X.portrait.json",
                "old.iPhone-X.portrait.png",
            ])
    }
}
