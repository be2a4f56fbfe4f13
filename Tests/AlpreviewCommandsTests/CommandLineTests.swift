import Foundation
import Testing
import TestSupport
@testable import AlpreviewCommands
import AlpreviewKit

/// The command line's contract: formats, exit codes, nothing written on bad input, atomic writes.
@Suite(.serialized) struct CommandLineTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let sample = root.appendingPathComponent("Samples/two-views-with-complex-widths.yaml").path

    func temporaryDirectory() -> String { TestFolder("command-line").path }

    func contents(_ path: String) -> [UInt8] { Array(FileManager.default.contents(atPath: path) ?? Data()) }

    @Test func rendersPNGSVGAndPDF() throws {
        let dir = temporaryDirectory()
        #expect(CommandRun.run([Self.sample, "-o", dir + "/x.png"]).status == 0)
        #expect(CommandRun.run([Self.sample, "-o", dir + "/x.svg"]).status == 0)
        #expect(CommandRun.run(["render", Self.sample, "-o", dir + "/x.pdf"]).status == 0)
        #expect(Array(contents(dir + "/x.png").prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let svg = String(decoding: contents(dir + "/x.svg"), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg") && svg.hasSuffix("</svg>\n"))
        let pdf = contents(dir + "/x.pdf")
        #expect(Array(pdf.prefix(5)) == Array("%PDF-".utf8))
        #expect(String(decoding: pdf.suffix(6), as: UTF8.self).contains("%%EOF"))
        // No temporary files are left beside the outputs.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["x.pdf", "x.png", "x.svg"])
    }

    @Test func sameInputSameBytes() {
        let dir = temporaryDirectory()
        for ext in ["png", "svg", "pdf"] {
            #expect(CommandRun.run([Self.sample, "-o", dir + "/a.\(ext)"]).status == 0)
            #expect(CommandRun.run([Self.sample, "-o", dir + "/b.\(ext)"]).status == 0)
            let same = contents(dir + "/a.\(ext)") == contents(dir + "/b.\(ext)")
            #expect(same, "\(ext) differs between runs")
        }
    }

    @Test func missingSceneExitsTwoAndWritesNothing() throws {
        let dir = temporaryDirectory()
        #expect(CommandRun.run(["nonexistent.yaml", "-o", dir + "/y.png"]).status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func badSceneExitsTwoAndKeepsThePreviousOutput() throws {
        let dir = temporaryDirectory()
        let scene = dir + "/bad.yaml"
        try "views:\n  Blue View: {backgrund: blue}\n".write(toFile: scene, atomically: false, encoding: .utf8)
        try "old".write(toFile: dir + "/out.png", atomically: false, encoding: .utf8)
        #expect(CommandRun.run([scene, "-o", dir + "/out.png"]).status == 2)
        #expect(String(decoding: contents(dir + "/out.png"), as: UTF8.self) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["bad.yaml", "out.png"])
    }

    @Test func usageErrorsExitTwo() {
        let dir = temporaryDirectory()
        #expect(CommandRun.run([Self.sample, "-o", dir + "/x.gif"]).status == 2)
        #expect(CommandRun.run([Self.sample, "-o", dir + "/x.png", "--scale", "0"]).status == 2)
        #expect(CommandRun.run([Self.sample, "-o", dir + "/x.png", "--annotate", "bogus"]).status == 2)
        #expect(CommandRun.run([Self.sample, "-o", dir + "/x.png", "--device", "iPhone 99"]).status == 2)
        #expect(CommandRun.run([Self.sample, "--no-such-flag"]).status == 2)
        #expect(CommandRun.run([Self.sample]).status == 2)
        #expect(CommandRun.run([Self.sample, "-o", dir + "/missing-dir/x.png"]).status == 2)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: dir))?.isEmpty == true)
    }

    @Test func helpAndDevicesSucceed() {
        #expect(CommandRun.run(["--help"]).status == 0)
        #expect(CommandRun.run(["devices"]).status == 0)
        #expect(CommandRun.run(["check", Self.sample]).status == 0)
    }

    @Test func jsonReportHasTheContractsFrames() throws {
        let dir = temporaryDirectory()
        #expect(
            CommandRun.run([
                Self.sample, "--device", "iPhone SE (1st generation)", "--orientation", "portrait",
                "--json", dir + "/r.json",
            ]).status == 0)
        let report = String(decoding: contents(dir + "/r.json"), as: UTF8.self)
        #expect(report.contains("\"frame\": [16, 40, 150, 508]"))
        #expect(report.contains("\"frame\": [174, 40, 130, 508]"))
        #expect(report.contains("\"text\": \"Red View.Width = 2.0 x Blue View.Width (Priority 750)\""))
        #expect(report.contains("\"error\": 170"))
    }

    /// Each label says whether its frame cuts its text: the Controls sample's label "too long
    /// for its width" is 233 points wide for 447 points of text; the title is whole; a button
    /// has no such key.
    @Test func jsonReportSaysWhichLabelsAreCut() throws {
        let dir = temporaryDirectory()
        let controls = Self.root.appendingPathComponent("Samples/controls.yaml").path
        #expect(CommandRun.run([controls, "--json", dir + "/r.json"]).status == 0)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contents(dir + "/r.json"))) as? [String: Any])
        let configuration = try #require((report["configurations"] as? [[String: Any]])?.first)
        let views = try #require(configuration["views"] as? [String: [String: Any]])
        #expect(views["Truncated"]?["truncated"] as? Bool == true)
        // Centred on the 80-point photo, its top is a tie (418.5 px at 3x), which rounds up.
        #expect(views["Truncated"]?["frame"] as? [Double] == [144, 418.667, 233, 20.333])
        #expect(views["Truncated"]?["intrinsicSize"] as? [Double] == [447, 20.333])
        #expect(views["Title"]?["truncated"] as? Bool == false)
        #expect(views["Save"].map { $0["truncated"] == nil } == true)
    }

    @Test func strictExitsOneOnLayoutIssues() throws {
        let dir = temporaryDirectory()
        let scene = dir + "/conflict.yaml"
        try """
        views:
          Box: {background: red}
        constraints:
          - Box.Leading = Superview.Leading
          - Box.Top = Superview.Top
          - Box.Height = 10
          - Box.Width = 100
          - Box.Width = 200
        """.write(toFile: scene, atomically: false, encoding: .utf8)
        #expect(CommandRun.run([scene, "-o", dir + "/a.png"]).status == 0)
        #expect(CommandRun.run([scene, "-o", dir + "/b.png", "--strict"]).status == 1)
        #expect(CommandRun.run(["check", "--strict", scene]).status == 1)
    }

    /// `explain` on the conflict Sample: Apple's log, the broken constraint, the fix.
    @Test func explainPrintsTheConflictInApplesFormat() throws {
        let scene = try Pipeline.readScene(Self.root.appendingPathComponent("Samples/problems/conflict.yaml").path)
        let text = try Pipeline.layouts(scene).map { Explanation.text($0) }.joined()
        #expect(
            text.contains(
                """
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                """))
        #expect(
            text.contains(
                """
                Will attempt to recover by breaking constraint \n<NSLayoutConstraint:c9 UIView:'Yellow View'.width == 200   (active)>
                """))
        #expect(text.contains("  [c9] Yellow View's width should be 200; BROKEN to recover from a conflict"))
    }

    /// The content-priority Sample names the tie and Interface Builder's fix.
    @Test func explainNamesTheContentPriorityTie() throws {
        let scene = try Pipeline.readScene(
            Self.root.appendingPathComponent("Samples/problems/content-priority-ambiguity.yaml").path)
        let text = try Pipeline.layouts(scene).map { Explanation.text($0) }.joined()
        #expect(
            text.contains(
                "Content priority ambiguity: Sun and Text Label have the same horizontal content hugging priority (251) and one of them must stretch to fill the space; nothing says which. Fix: lower Sun's horizontal content hugging priority from 251 to 250, so that Sun stretches first."
            ))
    }

    /// The misplaced Sample offers both of Interface Builder's fixes with the exact values.
    @Test func explainOffersUpdateFramesAndConstraints() throws {
        let scene = try Pipeline.readScene(
            Self.root.appendingPathComponent("Samples/problems/misplaced-frame.yaml").path)
        let text = try Pipeline.layouts(scene).map { Explanation.text($0) }.joined()
        #expect(
            text.contains(
                "Misplaced: Red View is at (16, 40, 343, 607), its design frame is (20, 28, 335, 600) (from the design frame, the edges move: left −4, top +12, right +4, bottom +19). Fix: update frames (set its frame to [16, 40, 343, 607]), or update constraints to keep the design frame (c1 constant 0 → 4, c2 constant 0 → -4, c3 constant 20 → 8, c4 constant 20 → 39)."
            ))
    }

    /// Every problem Sample fails `check --strict` and passes without it.
    @Test func problemSamplesFailStrictCheck() {
        for name in ["conflict", "content-priority-ambiguity", "missing-constraint", "misplaced-frame"] {
            let path = Self.root.appendingPathComponent("Samples/problems/\(name).yaml").path
            #expect(CommandRun.run(["check", path]).status == 0, "\(name)")
            #expect(CommandRun.run(["check", "--strict", path]).status == 1, "\(name)")
        }
    }
}
