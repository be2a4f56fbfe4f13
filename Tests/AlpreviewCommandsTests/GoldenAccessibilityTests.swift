import AlpreviewKit
import Foundation
import TestSupport
import Testing

@testable import AlpreviewCommands

/// `test --a11y`: each scene's accessibility findings listed after the golden results, in the
/// results file, the JUnit file (reported, failed only with `--strict`) and the HTML report.
@Suite(.serialized) struct GoldenAccessibilityTests {
    /// A folder with the profile scene and its goldens recorded; the arguments of a run.
    static func recordedRun() throws -> (folder: TestFolder, file: String, arguments: [String]) {
        let folder = TestFolder()
        let file = try folder.write(AccessibilityCommandTests.scene, to: "scenes/profile.yaml")
        let arguments = [
            "test", folder.path + "/scenes", "--golden", folder.path + "/golden", "--failures",
            folder.path + "/failures", "--scale", "1",
        ]
        #expect(CommandRun.run(arguments + ["--record", "missing"]).status == 1)
        return (folder, file, arguments + ["--record", "never"])
    }

    @Test func findingsAreListedPerSceneAndPassWithoutStrict() throws {
        let (_, file, arguments) = try Self.recordedRun()
        let run = CommandRun.run(arguments + ["--a11y", "--quiet"])
        #expect(run.status == 0)
        #expect(
            run.output == """
                accessibility of profile:
                  \(file):4:3: iPhone 8 · portrait · ltr: contrast: Close is 1:1 against its background, below 4.5:1 for body text (#000000 on #000000) (xS, 375 pt wide, dark)
                accessibility: 1 finding in 1 of 1 scene (they fail the run with --strict)
                1 passed, 0 failed, 0 recorded, 0 stale (record mode never)

                """)
    }

    @Test func strictFailsTheRunOnAFinding() throws {
        let (_, _, arguments) = try Self.recordedRun()
        let run = CommandRun.run(arguments + ["--a11y", "--strict", "--quiet"])
        #expect(run.status == 1)
        #expect(run.output.contains("accessibility: 1 finding in 1 of 1 scene\n"))
        let alone = CommandRun.run(arguments + ["--strict"])
        #expect(alone.status == 2)
        #expect(alone.error.contains("--strict is for the accessibility audit: add --a11y"))
    }

    @Test func theJUnitCaseReportsOrFailsByStrictness() throws {
        let (folder, file, arguments) = try Self.recordedRun()
        let junit = folder.path + "/junit.xml"
        let line =
            "\(file):4:3: iPhone 8 · portrait · ltr: contrast: Close is 1:1 against its background, below 4.5:1 "
            + "for body text (#000000 on #000000) (xS, 375 pt wide, dark)"
        #expect(CommandRun.run(arguments + ["--a11y", "--junit", junit]).status == 0)
        #expect(
            try String(contentsOfFile: junit, encoding: .utf8) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="alpreview test" tests="2" failures="0" errors="0">
                  <testsuite name="profile" tests="2" failures="0" errors="0" skipped="0" id="0">
                    <testcase classname="profile" name="iPhone-8.portrait"/>
                    <testcase classname="profile" name="accessibility">
                      <system-out>1 accessibility finding (not failures without --strict)
                \(line)</system-out>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
        #expect(CommandRun.run(arguments + ["--a11y", "--strict", "--junit", junit]).status == 1)
        #expect(
            try String(contentsOfFile: junit, encoding: .utf8) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="alpreview test" tests="2" failures="1" errors="0">
                  <testsuite name="profile" tests="2" failures="1" errors="0" skipped="0" id="0">
                    <testcase classname="profile" name="iPhone-8.portrait"/>
                    <testcase classname="profile" name="accessibility">
                      <failure message="1 accessibility finding" type="accessibility">\(line)</failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func theResultsAndTheReportCarryTheAudit() throws {
        let (folder, _, arguments) = try Self.recordedRun()
        let report = folder.path + "/report"
        #expect(CommandRun.run(arguments + ["--a11y", "--report", report]).status == 0)
        let document = try JSONParser.parse(try String(contentsOfFile: report + "/results.json", encoding: .utf8))
        let audit = try #require(document["accessibility"])
        #expect(audit["strict"]?.boolValue == false)
        #expect(audit["findingCount"]?.numberValue == 1)
        let configuration = try #require(audit["scenes"]?.arrayValue?.first?["configurations"]?.arrayValue?.first)
        #expect(configuration["index"]?.numberValue == 0)
        #expect(configuration["readingOrder"]?.arrayValue?.compactMap(\.stringValue) == ["Title", "Close"])
        #expect(configuration["findings"]?.arrayValue?.first?["measured"]?.numberValue == 1)
        let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(
            page.contains("1 passed, 0 failed, 0 recorded, 0 stale (record mode never); 1 accessibility finding</p>"))
        #expect(
            page.contains(
                "<tr><td>4:3</td><td>contrast</td><td>Close</td><td>Close is 1:1 against its background, below 4.5:1 "
                    + "for body text (#000000 on #000000)</td><td>xS</td><td>375 pt</td><td>dark</td></tr>"))
        #expect(page.contains("<p class=\"reading-order\">VoiceOver order: 1 Title, 2 Close</p>"))
    }

    @Test func shardsAuditEachConfigurationOnceAndMergeAsOneRun() throws {
        let (folder, _, arguments) = try Self.recordedRun()
        let whole = folder.path + "/whole.json"
        #expect(CommandRun.run(arguments + ["--a11y", "--results", whole]).status == 0)
        var parts: [String] = []
        for index in 1...2 {
            let part = folder.path + "/part\(index).json"
            _ = CommandRun.run(arguments + ["--a11y", "--shard", "\(index)/2", "--results", part])
            parts.append(part)
        }
        let merged = folder.path + "/merged.json"
        #expect(CommandRun.run(["merge-reports"] + parts + ["--results", merged]).status == 0)
        let read = { (path: String) in try JSONParser.parse(try String(contentsOfFile: path, encoding: .utf8)) }
        #expect(try read(merged)["accessibility"] == read(whole)["accessibility"])
    }
}

/// A golden folder drawn with other annotation layers keeps them in its settings.
@Suite(.serialized) struct GoldenLayersTests {
    @Test func theFolderKeepsItsLayers() throws {
        let folder = TestFolder()
        _ = try folder.write(AccessibilityCommandTests.scene, to: "scenes/profile.yaml")
        let arguments = [
            "test", folder.path + "/scenes", "--golden", folder.path + "/golden", "--failures",
            folder.path + "/failures", "--scale", "1",
        ]
        #expect(CommandRun.run(arguments + ["--annotate", "a11y,legend", "--record", "missing"]).status == 1)
        #expect(
            try String(contentsOfFile: folder.path + "/golden/alpreview-goldens.json", encoding: .utf8) == """
                {
                  "scale": 1,
                  "annotate": ["a11y", "legend"]
                }

                """)
        #expect(CommandRun.run(arguments + ["--record", "never"]).status == 0)
        let other = CommandRun.run(arguments + ["--annotate", "constraints", "--record", "never"])
        #expect(other.status == 2)
        #expect(
            other.error.contains(
                "the goldens in \(folder.path)/golden were drawn with the layers a11y,legend (alpreview-goldens.json); "
                    + "other layers would fail every one: drop --annotate, or re-record them all with --record all"))
    }
}
