import Foundation
import TestSupport
import Testing

/// The failures folder of `alpreview test` is replaced whole: an `alpreview test` process
/// stopped at any moment (SIGINT, SIGTERM, SIGKILL) leaves the previous run's complete set of
/// failure files and reports, or the new run's, and no temporary file; a folder holding
/// anything else is refused. Stopped runs are processes of the built binary: only a real
/// process can be killed.
@Suite(.serialized) struct GoldenFailureFolderTests {
    static let binary = DocumentedCommandTests.root + "/.build/debug/alpreview"

    /// Six scenes of four configurations, recorded at width 100.
    static func scenes(failing: Range<Int>, in folder: TestFolder) throws {
        for index in 0..<6 {
            let width = failing.contains(index) ? 120 : 100
            try folder.write(
                "devices: [iPhone 8, iPhone SE (1st generation)]\norientations: [portrait, landscape]\n"
                    + boxScene.replacingOccurrences(of: "Box.Width = 100", with: "Box.Width = \(width)"),
                to: "scenes/s\(index).yaml")
        }
    }

    /// Every file below `folder` (hidden ones included) and its bytes.
    static func contents(of folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return files }
        while let path = walk.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue
            {
                files[path] = FileManager.default.contents(atPath: folder + "/" + path)
            }
        }
        return files
    }

    /// Starts the run; `stop` is called with the process once it runs; returns how it ended.
    static func run(_ arguments: [String], stop: (Process) -> Void = { _ in }) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        stop(process)
        process.waitUntilExit()
        return process
    }

    @Test func aStoppedRunLeavesOneWholeSetOfFailures() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build alpreview first (swift build)")
        let folder = TestFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let failures = folder.path + "/f"
        let arguments = [
            folder.path + "/scenes", "--golden", folder.path + "/g", "--failures", failures, "--scale", "1",
            "--quiet", "--results", failures + "/results.json", "--junit", failures + "/junit.xml",
            "--report", failures + "/report",
        ]
        try Self.scenes(failing: 0..<0, in: folder)
        #expect(try Self.run(["test"] + arguments + ["--record", "all"]).terminationStatus == 1)
        // Two sets of failures: scenes 0-2 changed, then scenes 3-5.
        let sets = [0..<3, 3..<6]
        var complete: [[String: Data]] = []
        var duration = 0.0
        for failing in sets {
            try Self.scenes(failing: failing, in: folder)
            let start = Date()
            #expect(try Self.run(["test"] + arguments + ["--record", "never"]).terminationStatus == 1)
            duration = max(duration, Date().timeIntervalSince(start))
            complete.append(Self.contents(of: failures))
        }
        // 12 configurations × actual, reference, diff, report; results, JUnit, the report's page and results.
        #expect(complete.map(\.count).allSatisfy { $0 >= 12 * 4 + 4 })
        #expect(complete[0] != complete[1])
        var shown = 1
        var interrupted = 0
        for signal in [SIGINT, SIGTERM, SIGKILL] {
            for moment in [0.1, 0.3, 0.5, 0.7, 0.85, 0.95] {
                let next = 1 - shown
                try Self.scenes(failing: sets[next], in: folder)
                let process = try Self.run(["test"] + arguments + ["--record", "never"]) { process in
                    usleep(useconds_t(duration * moment * 1_000_000))
                    kill(process.processIdentifier, signal)
                }
                if process.terminationReason == .uncaughtSignal {
                    interrupted += 1
                    #expect(process.terminationStatus == signal)
                }
                let left = Self.contents(of: failures)
                let which = complete.firstIndex(of: left)
                #expect(which != nil, "signal \(signal) at \(moment): \(left.keys.sorted().prefix(5))")
                shown = which ?? shown
                #expect(!left.keys.contains { $0.contains(".alpreview-") || $0.hasSuffix(".tmp") })
                // Beside it, a folder built aside is left only by SIGKILL (a later run removes it).
                let beside = folder.listing().filter { !["f", "g", "scenes"].contains($0) }
                if signal == SIGKILL {
                    #expect(beside.allSatisfy { $0.hasPrefix(".f.alpreview-") && $0.hasSuffix(".tmp") })
                } else {
                    #expect(beside == [], "signal \(signal) at \(moment)")
                }
            }
        }
        #expect(interrupted >= 9)
        // A whole run afterwards shows its set, and removes what SIGKILL left beside the folder.
        try Self.scenes(failing: sets[0], in: folder)
        #expect(try Self.run(["test"] + arguments + ["--record", "never"]).terminationStatus == 1)
        #expect(Self.contents(of: failures) == complete[0])
        #expect(folder.listing() == ["f", "g", "scenes"])
    }

    /// A failures folder with a file a run does not write (a note, the goldens, a link named
    /// like a failure image) is refused before anything is written: nothing is lost.
    @Test func aFailuresFolderHoldingOtherFilesIsRefused() throws {
        let folder = TestFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        try Self.scenes(failing: 0..<0, in: folder)
        let arguments = [
            "test", folder.path + "/scenes", "--golden", folder.path + "/g", "--scale", "1", "--quiet",
        ]
        #expect(CommandRun.run(arguments + ["--failures", folder.path + "/f", "--record", "all"]).status == 1)
        try Self.scenes(failing: 0..<1, in: folder)
        try folder.write("x", to: "f/s0.iPhone-8.portrait.diff.png")
        try folder.write("keep", to: "f/sub/notes\u{1B}[31m.txt")
        let goldens = Self.contents(of: folder.path + "/g")
        let refused = CommandRun.run(arguments + ["--failures", folder.path + "/f", "--record", "never"])
        #expect(refused.status == 2)
        #expect(refused.output == "")
        #expect(
            refused.error
                == "alpreview: error: the failures folder \(folder.path)/f holds sub/notes\\u{1B}[31m.txt, which "
                + "alpreview test does not write: give --failures a folder of its own, or move that file\n")
        #expect(folder.listing("f") == ["s0.iPhone-8.portrait.diff.png", "sub"])
        #expect(folder.listing() == ["f", "g", "scenes"])
        // The golden folder as the failures folder: its goldens are not the run's.
        let golden = CommandRun.run(arguments + ["--failures", folder.path + "/g", "--record", "never"])
        #expect(golden.status == 2)
        #expect(
            golden.error.hasPrefix(
                "alpreview: error: the failures folder \(folder.path)/g holds alpreview-goldens.json, "))
        // A symbolic link named like a failure image is not the run's either; its target is untouched.
        try FileManager.default.removeItem(atPath: folder.path + "/f/sub")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/f/s1.iPhone-8.portrait.diff.png",
            withDestinationPath: folder.path + "/g/s1.iPhone-8.portrait.png")
        let linked = CommandRun.run(arguments + ["--failures", folder.path + "/f", "--record", "never"])
        #expect(linked.status == 2)
        #expect(linked.error.contains(" holds s1.iPhone-8.portrait.diff.png, which alpreview test does not write"))
        #expect(Self.contents(of: folder.path + "/g") == goldens)
        // Without the link, the earlier run's failure file makes way for this run's set.
        try FileManager.default.removeItem(atPath: folder.path + "/f/s1.iPhone-8.portrait.diff.png")
        let run = CommandRun.run(arguments + ["--failures", folder.path + "/f", "--record", "never"])
        #expect(run.status == 1)
        #expect(folder.listing("f").count == 16)  // scene 0's 4 configurations × actual, reference, diff, report
        #expect(folder.listing() == ["f", "g", "scenes"])
    }

    /// A run that stops on an error (an unreadable golden, midway) leaves the earlier set; a
    /// run with nothing to show creates no folder.
    @Test func aRunStoppedByAnErrorKeepsTheEarlierSet() throws {
        let folder = TestFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        try Self.scenes(failing: 0..<0, in: folder)
        let arguments = [
            "test", folder.path + "/scenes", "--golden", folder.path + "/g", "--failures", folder.path + "/new/f/",
            "--scale", "1", "--quiet",
        ]
        #expect(CommandRun.run(arguments + ["--record", "all"]).status == 1)
        #expect(CommandRun.run(arguments + ["--record", "never"]).status == 0)
        #expect(folder.listing() == ["g", "scenes"])
        try Self.scenes(failing: 0..<6, in: folder)
        #expect(CommandRun.run(arguments + ["--record", "never"]).status == 1)
        let earlier = Self.contents(of: folder.path + "/new/f")
        #expect(earlier.count == 6 * 4 * 4)
        try folder.write("not a PNG", to: "g/s4.iPhone-8.portrait.png")
        let stopped = CommandRun.run(arguments + ["--record", "never"])
        #expect(stopped.status == 2)
        #expect(
            stopped.error.hasPrefix(
                "alpreview: error: cannot read the golden \(folder.path)/g/s4.iPhone-8.portrait.png"))
        #expect(Self.contents(of: folder.path + "/new/f") == earlier)
        #expect(folder.listing("new") == ["f"])
    }
}
