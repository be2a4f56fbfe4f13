import Foundation
import Testing
import TestSupport
@testable import AlpreviewCommands
import AlpreviewKit
import GoldenImages
import Readers

/// `alpreview test` and the golden API over real Samples.
@Suite(.serialized) struct GoldenTestCommandTests {
    static let samples = CommandLineTests.root.appendingPathComponent("Samples").path

    func temporaryDirectory() -> String { TestFolder("golden-command").path }

    /// Changing one constant in one Sample fails exactly that Sample's goldens, with a diff image.
    @Test func aChangedConstantFailsOnlyItsSample() throws {
        let dir = temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/scenes", withIntermediateDirectories: true)
        for name in ["simple-single-view", "two-equal-width-views"] {
            try FileManager.default.copyItem(
                atPath: "\(Self.samples)/\(name).yaml", toPath: "\(dir)/scenes/\(name).yaml")
        }
        let args = [
            "test", dir + "/scenes", "--golden", dir + "/golden", "--failures", dir + "/failures", "--scale", "1",
        ]
        #expect(CommandRun.run(args + ["--record", "missing"]).status == 1)  // recording fails the run
        #expect(CommandRun.run(args + ["--record", "never"]).status == 0)
        let path = dir + "/scenes/two-equal-width-views.yaml"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(
            of: "Yellow View.Top = Top Layout Guide.Bottom + 20.0",
            with: "Yellow View.Top = Top Layout Guide.Bottom + 30.0"
        )
        .write(toFile: path, atomically: false, encoding: .utf8)
        #expect(CommandRun.run(args + ["--record", "never"]).status == 1)
        let failures = try FileManager.default.contentsOfDirectory(atPath: dir + "/failures").sorted()
        #expect(failures.count == 16)  // 4 configurations × actual, reference, diff, report
        #expect(failures.allSatisfy { $0.hasPrefix("two-equal-width-views.") })
        #expect(failures.contains("two-equal-width-views.iPhone-SE-1st-generation.portrait.diff.png"))
    }

    /// The library API: an in-code scene, recorded then compared; a change throws the summary.
    @Test func swiftAPIAssertsAndThrowsOnMismatch() throws {
        let dir = temporaryDirectory()
        let yaml = """
            devices: [iPhone 8]
            views:
              Box: {background: blue}
            constraints:
              - Box.Leading = Superview.LeadingMargin
              - Box.Top = Safe Area.Top + 20
              - Box.Width = 100
              - Box.Height = 50
            """
        let scene = try SceneParserBridge.parse(yaml)
        let recorded = try assertGoldenLayout(
            of: scene, named: "box", goldenDirectory: dir, record: .missing, scale: 1,
            failuresDirectory: dir + "/f")
        #expect(recorded.map(\.outcome) == [.recorded("new golden")])
        #expect(
            try assertGoldenLayout(
                of: scene, named: "box", goldenDirectory: dir, record: .never, scale: 1,
                failuresDirectory: dir + "/f"
            ).map(\.outcome) == [.passed])
        let wider = try SceneParserBridge.parse(
            yaml.replacingOccurrences(of: "Box.Width = 100", with: "Box.Width = 120"))
        do {
            try assertGoldenLayout(
                of: wider, named: "box", goldenDirectory: dir, record: .never, scale: 1, failuresDirectory: dir + "/f")
            Issue.record("a changed width must fail")
        } catch let GoldenTestError.mismatch(lines) {
            #expect(lines.count == 1)
            #expect(lines[0].hasPrefix("FAIL   box.iPhone-8.portrait: "))
            #expect(
                lines[0].contains(
                    "box.iPhone-8.portrait: moved: Box (right +20); cause: c3 Box.Width = 100 → 120; 2260 pixels (0.63%) look different"
                ))
        }
    }

    /// Two renders of every Sample give the same bytes, in PNG and SVG.
    @Test func everySampleRendersByteIdentically() throws {
        let dir = temporaryDirectory()
        let files = try SceneFiles.expand([Self.samples])
        #expect(files.count >= 22)
        for (path, name) in files.map({ ($0.path, $0.name) }) {
            for ext in ["png", "svg"] {
                let flat = name.replacingOccurrences(of: "/", with: "_")
                // A Swift file's variations are several scenes: each drawn into a folder.
                let several = try SceneInput.readAll(path: path).count > 1 && path.hasSuffix(".swift")
                var outputs: [(String, String)] = [("\(dir)/\(flat).a.\(ext)", "\(dir)/\(flat).b.\(ext)")]
                if several {
                    for side in ["a", "b"] {
                        try FileManager.default.createDirectory(
                            atPath: "\(dir)/\(flat).\(side)", withIntermediateDirectories: true)
                    }
                }
                for (first, second) in outputs {
                    for output in [first, second] {
                        let target = several ? (output as NSString).deletingPathExtension : output
                        let arguments = [path, "-o", target, "--scale", "1"] + (several ? ["--format", ext] : [])
                        #expect(CommandRun.run(arguments).status == 0, "\(name)")
                    }
                }
                if several {
                    let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(dir)/\(flat).a")) ?? []
                    #expect(names.count > 1, "\(name)")
                    outputs = names.filter { $0.hasSuffix(ext) }.map {
                        ("\(dir)/\(flat).a/\($0)", "\(dir)/\(flat).b/\($0)")
                    }
                }
                for (first, second) in outputs {
                    let a = FileManager.default.contents(atPath: first)
                    #expect(a != nil && a == FileManager.default.contents(atPath: second), "\(name).\(ext)")
                }
            }
        }
    }

    /// `--split` writes one file per configuration, named as the contract says.
    @Test func splitWritesOneFilePerConfiguration() throws {
        let dir = temporaryDirectory()
        #expect(
            CommandRun.run([Self.samples + "/two-views-with-complex-widths.yaml", "--split", "-o", dir]).status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == [
                "two-views-with-complex-widths.iPhone-8-Plus.landscape.png",
                "two-views-with-complex-widths.iPhone-8-Plus.portrait.png",
                "two-views-with-complex-widths.iPhone-SE-1st-generation.landscape.png",
                "two-views-with-complex-widths.iPhone-SE-1st-generation.portrait.png",
            ])
        // A missing folder is created with the files; a file in its place is refused.
        #expect(
            CommandRun.run([Self.samples + "/two-views-with-complex-widths.yaml", "--split", "-o", dir + "/new"]).status
                == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/new").count == 4)
        try "x".write(toFile: dir + "/file", atomically: false, encoding: .utf8)
        #expect(
            CommandRun.run([Self.samples + "/two-views-with-complex-widths.yaml", "--split", "-o", dir + "/file"])
                .status == 2)
    }
}

import SceneFormat
import LayoutEngine
import SceneModel

enum SceneParserBridge {
    static func parse(_ yaml: String) throws -> Scene { try SceneParser.parse(yaml, file: "inline.yaml") }
}
