import Foundation
import FoundationXML
import TestSupport
import Testing
@testable import AlpreviewCommands
@testable import AlpreviewKit

/// What `alpreview test` writes for CI: JSON results, JUnit XML, GitHub annotations.
@Suite(.serialized) struct GoldenRunReportsTests {
    static let samples = CommandLineTests.root.appendingPathComponent("Samples").path

    /// Two Samples recorded in a folder of their own, then one constant changed; the arguments of a run.
    static func changedRun() throws -> (folder: TestFolder, arguments: [String]) {
        let folder = TestFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/scenes", withIntermediateDirectories: true)
        for name in ["simple-single-view", "two-equal-width-views"] {
            try FileManager.default.copyItem(
                atPath: "\(samples)/\(name).yaml", toPath: "\(folder.path)/scenes/\(name).yaml")
        }
        let arguments = [
            "test", folder.path + "/scenes", "--golden", folder.path + "/golden", "--failures",
            folder.path + "/failures", "--scale", "1",
        ]
        #expect(CommandRun.run(arguments + ["--record", "missing"]).status == 1)  // recording fails the run
        #expect(CommandRun.run(arguments + ["--record", "never"]).status == 0)
        let path = folder.path + "/scenes/two-equal-width-views.yaml"
        try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: "Yellow View.Top = Top Layout Guide.Bottom + 20.0",
            with: "Yellow View.Top = Top Layout Guide.Bottom + 30.0"
        ).write(toFile: path, atomically: false, encoding: .utf8)
        return (folder, arguments)
    }

    @Test func resultsJSONCarriesTheExplanationAndTheFiles() throws {
        let (folder, arguments) = try Self.changedRun()
        let run = CommandRun.run(arguments + ["--record", "never", "--results", folder.path + "/out/results.json"])
        #expect(run.status == 1)
        #expect(run.output.hasSuffix("4 passed, 4 failed, 0 recorded, 0 stale (record mode never)\n"))
        let document = try JSONParser.parse(
            try String(contentsOfFile: folder.path + "/out/results.json", encoding: .utf8))
        #expect(document["summary"]?["failed"]?.numberValue == 4)
        let results = try #require(document["results"]?.arrayValue)
        #expect(results.count == 8)
        let failed = try #require(
            results.first { $0["name"]?.stringValue == "two-equal-width-views.iPhone-8-Plus.landscape" })
        #expect(failed["status"]?.stringValue == "failed")
        #expect(
            failed["explanation"]?["summary"]?.stringValue
                == "moved: Yellow View (top +10); cause: c4 Yellow View.Top = Top Layout Guide.Bottom + 20.0 → + 30.0"
        )
        #expect(failed["location"]?["line"]?.numberValue == 14)
        #expect(
            failed["files"]?["diff"]?.stringValue == folder.path
                + "/failures/two-equal-width-views.iPhone-8-Plus.landscape.diff.png")
        #expect(failed["explanation"]?["frames"]?.arrayValue?.first?["edges"]?["top"]?.numberValue == 10)
    }

    /// The JUnit file has the shape of the JUnit XML schema (Jenkins' junit-10.xsd, which GitLab
    /// and GitHub reporters read): checked element by element.
    @Test func junitHasTheSchemasShapeAndAttachesTheDiff() throws {
        let (folder, arguments) = try Self.changedRun()
        let junitPath = folder.path + "/junit.xml"
        #expect(CommandRun.run(arguments + ["--record", "never", "--junit", junitPath]).status == 1)
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: junitPath), options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "8")
        #expect(root.attribute(forName: "failures")?.stringValue == "4")
        let suites = root.elements(forName: "testsuite")
        #expect(
            suites.map { $0.attribute(forName: "name")?.stringValue } == [
                "simple-single-view", "two-equal-width-views",
            ])
        #expect((root.children ?? []).allSatisfy { $0.kind != .element || $0.name == "testsuite" })
        var failures = 0
        for suite in suites {
            for key in ["name", "tests", "failures", "errors", "skipped", "id"] {
                #expect(suite.attribute(forName: key) != nil, "testsuite without \(key)")
            }
            let cases = suite.elements(forName: "testcase")
            #expect(suite.attribute(forName: "tests")?.stringValue == String(cases.count))
            #expect((suite.children ?? []).allSatisfy { $0.kind != .element || $0.name == "testcase" })
            for testCase in cases {
                // The schema's attributes only.
                #expect(
                    Set((testCase.attributes ?? []).compactMap(\.name)).isSubset(of: ["name", "classname", "time"]))
                #expect(
                    testCase.attribute(forName: "classname")?.stringValue
                        == suite.attribute(forName: "name")?.stringValue)
                #expect(testCase.attribute(forName: "name")?.stringValue?.isEmpty == false)
                let children = (testCase.children ?? []).filter { $0.kind == .element }.map { $0.name ?? "" }
                #expect(children == [] || children == ["failure", "system-out"])
                guard let failure = testCase.elements(forName: "failure").first else { continue }
                failures += 1
                #expect(failure.attribute(forName: "type")?.stringValue == "golden mismatch")
                #expect(
                    failure.attribute(forName: "message")?.stringValue?.hasPrefix(
                        "moved: Yellow View (top +10); cause: c4 ") == true)
                let out = try #require(testCase.elements(forName: "system-out").first?.stringValue)
                #expect(out.hasPrefix("[[ATTACHMENT|") && out.hasSuffix(".diff.png]]"))
                #expect(FileManager.default.fileExists(atPath: String(out.dropFirst(13).dropLast(2))))
            }
        }
        #expect(failures == 4)
    }

    @Test func githubAnnotationsPointAtTheChangedLine() throws {
        let (folder, arguments) = try Self.changedRun()
        _ = CommandRun.run(arguments + ["--record", "never", "--results", folder.path + "/r.json"])
        let document = try JSONParser.parse(try String(contentsOfFile: folder.path + "/r.json", encoding: .utf8))
        let lines = GitHubAnnotations.lines(document)
        #expect(lines.count == 4)
        let file = GitHubWorkflowText.property(folder.path + "/scenes/two-equal-width-views.yaml")
        let expected =
            "::error file=\(file),line=14,col=5,title=golden two-equal-width-views.iPhone-8-Plus.landscape::"
            + "moved: Yellow View (top +10); cause: c4 Yellow View.Top = Top Layout Guide.Bottom + 20.0 → + 30.0; "
            + "4685 pixels (1.05%25) look different, max ΔE 79.1, in [55, 79, 357, 216]; 47 more within tolerance; "
            + "see \(folder.path)/failures/two-equal-width-views.iPhone-8-Plus.landscape.diff.png"
        #expect(lines.first == expected)
        #expect(GitHubWorkflowText.data("50% a\nb") == "50%25 a%0Ab")
        #expect(GitHubWorkflowText.property("a:b,c") == "a%3Ab%2Cc")
    }

    @Test func aRecordedGoldenFailsTheRunAndIsCounted() throws {
        let folder = TestFolder()
        let scene = try folder.write(
            "devices: [iPhone 8]\nviews:\n  Box: {background: blue}\nconstraints:\n  - Box.Leading = Superview.Leading\n  - Box.Top = Superview.Top\n  - Box.Width = 10\n  - Box.Height = 10\n",
            to: "box.yaml")
        let args = ["test", scene, "--golden", folder.path + "/g", "--failures", folder.path + "/f", "--scale", "1"]
        let first = CommandRun.run(args + ["--record", "missing"])
        #expect(first.status == 1)
        #expect(
            first.output
                == "record box.iPhone-8.portrait: new golden\nrecorded goldens fail the run: run again to compare with them\n0 passed, 0 failed, 1 recorded, 0 stale (record mode missing)\n"
        )
        #expect(CommandRun.run(args + ["--record", "missing"]).status == 0)
    }
}
