import AccessibilityAudit
import AlpreviewKit
import Foundation
import SceneModel
import TestSupport
import Testing

@testable import AlpreviewCommands

/// A view's findings under one rule, repeated at other sizes, widths, appearances or
/// configurations, are said once on the console with their count and range; the JSON keeps each.
@Suite struct RepeatedFindingsTests {
    /// A 43.5-point button in #777777 (4.47:1 on white) on two phones: each finding twice.
    static let scene = """
        devices: [iPhone SE (1st generation), iPhone 8]
        views:
          Pay: {type: button, title: Pay, textColor: "#777777"}
        constraints:
          - Pay.Leading = Superview.LeadingMargin
          - Pay.Trailing = Superview.TrailingMargin
          - Pay.Top = Safe Area.Top + 20
          - Pay.Height = 43.5

        """

    static func lines(_ file: String, indent: String = "") -> String {
        """
        \(indent)\(file):3:3: iPhone SE (1st generation) · portrait · ltr: touch-target: Pay is 288 × 43.5 pt, below 44 × 44 (xS, 320 pt wide) [2 times: measured 43.5, threshold 44, xS, 320 to 375 pt wide, in 2 configurations]
        \(indent)\(file):3:3: iPhone SE (1st generation) · portrait · ltr: contrast: Pay is 4.47:1 against its background, below 4.5:1 for body text (#777777 on #FFFFFF) (xS, 320 pt wide, light) [2 times: measured 4.47:1, threshold 4.5:1, xS, 320 to 375 pt wide, light, in 2 configurations]
        """
    }

    @Test func checkSaysAViewsRepeatedFindingOnce() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.scene, to: "pay.yaml")
        let result = CommandRun.run(["check", "--a11y", file])
        #expect(result.status == 0)
        #expect(
            result.output == """
                \(Self.lines(file))
                \(file): iPhone SE (1st generation) · portrait · ltr: reading order: 1 Pay
                \(file): iPhone 8 · portrait · ltr: reading order: 1 Pay

                """)
    }

    @Test func theJSONKeepsEveryFinding() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.scene, to: "pay.yaml")
        let result = CommandRun.run(["check", "--a11y", "--json", file])
        let document = try JSONParser.parse(result.output)
        let audits = try #require(document["scenes"]?.arrayValue?.first?["accessibility"]?.arrayValue)
        #expect(audits.map { $0["findings"]?.arrayValue?.count } == [2, 2])
        #expect(audits[1]["findings"]?.arrayValue?.map { $0["width"]?.numberValue } == [375, 375])
        #expect(
            audits[1]["findings"]?.arrayValue?.first?["message"]?.stringValue == "Pay is 343 × 43.5 pt, below 44 × 44")
    }

    @Test func testSaysThemOnceAndCountsEach() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.scene, to: "scenes/pay.yaml")
        let arguments = [
            "test", folder.path + "/scenes", "--golden", folder.path + "/golden", "--failures",
            folder.path + "/failures", "--scale", "1", "--quiet",
        ]
        #expect(CommandRun.run(arguments + ["--record", "missing"]).status == 1)
        let run = CommandRun.run(arguments + ["--record", "never", "--a11y"])
        #expect(run.status == 0)
        #expect(
            run.output == """
                accessibility of pay:
                \(Self.lines(file, indent: "  "))
                accessibility: 4 findings in 1 of 1 scene (they fail the run with --strict)
                2 passed, 0 failed, 0 recorded, 0 stale (record mode never)

                """)
    }

    static func contrast(
        _ ratio: Double, _ category: SizeCategory, width: Double, theme: Appearance = .light, threshold: Double = 4.5
    ) -> AccessibilityFinding {
        AccessibilityFinding(
            rule: .contrast, view: "Caption", location: SourceLocation(file: "photo.yaml", line: 7, column: 7),
            sizeCategory: category, width: width, theme: theme, measured: ratio, threshold: threshold,
            message: "Caption is \(ContrastRatio.text(ratio)) against its background")
    }

    /// Contrast sampled from the pixels under a text differs as the text grows over an image:
    /// the range of ratios and of sizes is said.
    @Test func aSampledContrastGivesItsRange() {
        let findings = [
            Self.contrast(4.4784, .xS, width: 320), Self.contrast(4.12, .xxxL, width: 320, theme: .dark),
            Self.contrast(2.9, .AX2, width: 375, threshold: 3),
        ]
        let occurrences = findings.enumerated().map { index, finding in
            RepeatedFindings.Occurrence(
                position: index == 2 ? 1 : 0, configuration: "iPhone 8 · portrait · ltr", finding: finding,
                line: "line \(index)")
        }
        let other = RepeatedFindings.Occurrence(
            position: 0, configuration: "iPhone 8 · portrait · ltr",
            finding: AccessibilityFinding(
                rule: .touchTarget, view: "Caption", location: .unknown, sizeCategory: .xS, width: 320,
                measured: 30, threshold: 44, message: "Caption is 30 × 30 pt, below 44 × 44"),
            line: "touch")
        let groups = RepeatedFindings.groups([occurrences[0], other, occurrences[1], occurrences[2]])
        #expect(
            groups.map(\.line) == [
                "line 0 [3 times: measured 2.9:1 to 4.47:1, threshold 3:1 to 4.5:1, xS to AX2, 320 to 375 pt wide, "
                    + "light and dark, in 2 configurations]",
                "touch",
            ])
    }
}

/// On GitHub Actions, `check --a11y` and `test --a11y` annotate each view's findings under a
/// rule once at the view's scene line: a warning, an error under `--strict`. Run as a process:
/// the commands read `GITHUB_ACTIONS` from their environment.
@Suite struct AccessibilityAnnotationTests {
    /// Standard output of alpreview run in `folder` on GitHub Actions.
    static func run(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
        let binary = DocumentedCommandTests.root + "/.build/debug/alpreview"
        try #require(FileManager.default.isExecutableFile(atPath: binary), "build alpreview first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = "true"
        environment["CI"] = "true"  // goldens are compared, never recorded
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func annotations(_ level: String) -> [String] {
        [
            "::\(level) file=pay.yaml,line=3,col=3,title=accessibility touch-target Pay::iPhone SE (1st generation) · "
                + "portrait · ltr: touch-target: Pay is 288 × 43.5 pt, below 44 × 44 (xS, 320 pt wide) [2 times: "
                + "measured 43.5, threshold 44, xS, 320 to 375 pt wide, in 2 configurations]",
            "::\(level) file=pay.yaml,line=3,col=3,title=accessibility contrast Pay::iPhone SE (1st generation) · "
                + "portrait · ltr: contrast: Pay is 4.47:1 against its background, below 4.5:1 for body text "
                + "(#777777 on #FFFFFF) (xS, 320 pt wide, light) [2 times: measured 4.47:1, threshold 4.5:1, xS, "
                + "320 to 375 pt wide, light, in 2 configurations]",
        ]
    }

    static func annotationLines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("::") }
    }

    @Test func checkAnnotatesTheViewsLine() throws {
        let folder = TestFolder()
        _ = try folder.write(RepeatedFindingsTests.scene, to: "pay.yaml")
        let check = try Self.run(["check", "--a11y", "pay.yaml"], in: folder.path)
        #expect(check.status == 0)
        #expect(Self.annotationLines(check.output) == Self.annotations("warning"))
        let strict = try Self.run(["check", "--a11y", "--strict", "pay.yaml"], in: folder.path)
        #expect(strict.status == 1)
        #expect(Self.annotationLines(strict.output) == Self.annotations("error"))
        #expect(Self.annotationLines(try Self.run(["check", "pay.yaml"], in: folder.path).output) == [])
    }

    @Test func testAnnotatesTheViewsLine() throws {
        let folder = TestFolder()
        _ = try folder.write(RepeatedFindingsTests.scene, to: "pay.yaml")
        let arguments = ["test", "pay.yaml", "--golden", "golden", "--scale", "1", "--quiet"]
        #expect(try Self.run(arguments + ["--record", "missing"], in: folder.path).status == 1)
        let run = try Self.run(arguments + ["--a11y"], in: folder.path)
        #expect(run.status == 0)
        #expect(Self.annotationLines(run.output) == Self.annotations("warning"))
        let strict = try Self.run(arguments + ["--a11y", "--strict"], in: folder.path)
        #expect(strict.status == 1)
        #expect(Self.annotationLines(strict.output) == Self.annotations("error"))
    }
}
