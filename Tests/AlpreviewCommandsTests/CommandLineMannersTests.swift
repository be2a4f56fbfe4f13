import Foundation
import TestSupport
import Testing
@testable import AlpreviewCommands

/// What a user of a command line expects: a version, one style of error, warnings about layout
/// problems while rendering.
@Suite(.serialized) struct CommandLineManners {
    @Test func versionAndErrorStyle() throws {
        let version = CommandRun.run(["--version"]), command = CommandRun.run(["version"])
        #expect(version.status == 0 && command.status == 0)
        #expect(version.output == Alpreview.versionLine + "\n" && command.output == Alpreview.versionLine + "\n")
        // A test build is not stamped: the commit is unknown (`make dist` writes it).
        #expect(Alpreview.versionLine == "alpreview \(Alpreview.version) (unknown)")
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        let usage = CommandRun.run([scene])
        #expect(usage.status == 2)
        #expect(usage.error.contains("alpreview: error: missing -o OUT (or --json FILE)\n  (see `alpreview --help`)\n"))
        let category = CommandRun.run([scene, "-o", folder.path + "/x.png", "--size-category", "huge"])
        #expect(
            category.error.contains(
                "alpreview: error: The value 'huge' is invalid for '--size-category <size-category>': "
                    + "unknown size category 'huge' (xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5)\n"))
    }

    @Test func renderingWarnsAboutLayoutProblems() throws {
        let folder = TestFolder()
        let scene = try folder.write(
            "views: {Box: {}}\nconstraints: [Box.Leading = Superview.Leading, Box.Width = 10, Box.Width = 20]\n",
            to: "p.yaml")
        let result = CommandRun.run([scene, "-o", folder.path + "/p.png"])
        #expect(result.status == 0)
        #expect(
            result.error.contains(
                "alpreview: warning: \(scene): iPhone 8 · portrait · compact-regular · L · ltr: 1 conflict (broke c3)\n"
            ))
        #expect(
            result.error.contains(
                "alpreview: warning: \(scene): iPhone 8 · portrait · compact-regular · L · ltr: ambiguous: Box (vertical)\n"
            ))
        let quiet = CommandRun.run([scene, "-o", folder.path + "/p.png", "--quiet"])
        #expect(quiet.status == 0 && !quiet.error.contains("\(scene): iPhone 8"))
        #expect(CommandRun.run([scene, "-o", folder.path + "/p.png", "--strict"]).status == 1)
    }
}

/// `check --json` and `devices --json`: results as data for scripts.
@Suite(.serialized) struct JSONOutputTests {
    @Test func checkAndDevicesPrintJSON() throws {
        let folder = TestFolder()
        let scene = try folder.write(
            "views: {Box: {}}\nconstraints: [Box.Leading = Superview.Leading, Box.Width = 10, Box.Width = 20]\n",
            to: "p.yaml")
        let bad = try folder.write("views: {Box: {backgrund: red}}\n", to: "bad.yaml")
        let result = CommandRun.run(["check", scene, bad, "--json"])
        #expect(result.status == 2)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let scenes = object?["scenes"] as? [[String: Any]] ?? []
        #expect(scenes.count == 2)
        let configuration = (scenes.first?["configurations"] as? [[String: Any]])?.first
        #expect(configuration?["device"] as? String == "iPhone 8")
        #expect((configuration?["conflicts"] as? [[String: Any]])?.first?["broken"] as? String == "c3")
        #expect((configuration?["ambiguous"] as? [[String: Any]])?.first?["axes"] as? [String] == ["vertical"])
        #expect(
            (scenes.last?["errors"] as? [String])?.first?.hasPrefix("\(bad):1:15: error: unknown key 'backgrund'")
                == true)
        let devices = CommandRun.run(["devices", "--json"])
        let list = try JSONSerialization.jsonObject(with: Data(devices.output.utf8)) as? [[String: Any]]
        #expect(list?.first?["name"] as? String == "iPhone SE (1st generation)")
        #expect(list?.first?["size"] as? [Double] == [320, 568])
    }
}

/// The help's examples are printed whole on an 80-column terminal.
@Suite struct HelpExampleTests {
    @Test func examplesFitEightyColumns() {
        let examples = Alpreview.configuration.discussion.split(separator: "\n").filter {
            $0.hasPrefix("  alpreview") || $0.hasPrefix("  cat ")
        }
        #expect(examples.count >= 9)
        for example in examples { #expect(example.count <= 80, "\(example)") }
    }
}
