import Foundation
import TestSupport
import Testing

/// Swift files through the commands: variations, conversion to YAML, the places of views and
/// constraints in every output, and files that are not a screen's code.
@Suite(.serialized) struct SwiftInputCommandTests {
    static let conflict = """
        import UIKit
        class Card: UIView {
            let box = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                box.translatesAutoresizingMaskIntoConstraints = false
                addSubview(box)
                box.topAnchor.constraint(equalTo: topAnchor, constant: 10).isActive = true
                box.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10).isActive = true
                box.heightAnchor.constraint(equalToConstant: 40).isActive = true
                box.widthAnchor.constraint(equalToConstant: 100).isActive = true
                box.widthAnchor.constraint(equalToConstant: 200).isActive = true
            }
        }

        """

    /// The JSON report of `arguments` (a render with `--json -`).
    static func report(_ arguments: [String]) throws -> [String: Any] {
        let result = CommandRun.run(arguments + ["--json", "-", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    /// Each view's frame in the report's first configuration.
    static func frames(_ report: [String: Any]) -> [String: [Double]] {
        let configuration = (report["configurations"] as? [[String: Any]])?.first ?? [:]
        let views = configuration["views"] as? [String: [String: Any]] ?? [:]
        return views.mapValues { ($0["frame"] as? [Double]) ?? [] }
    }

    @Test func eachVariationIsAFileOfItsOwnAndPickedByItsCondition() throws {
        let folder = TestFolder()
        let file = try folder.write(SwiftFixtures.banner, to: "Banner.swift")
        let single = CommandRun.run([file, "-o", folder.path + "/banner.png"])
        #expect(single.status == 2)
        #expect(
            single.error
                == "alpreview: error: \(file) has 2 scenes (Banner (isCompact), Banner (!isCompact)); pick one with --scene, or give -o a folder to write each as Banner.SCENE.png\n"
        )
        #expect(CommandRun.run([file, "-o", folder.path + "/out", "--quiet"]).status == 0)
        #expect(folder.listing("out") == ["Banner.Banner-isCompact.png", "Banner.Banner-not-isCompact.png"])
        #expect(try Self.frames(Self.report([file, "--scene", "isCompact"])) == ["icon": [16, 20, 40, 40]])
        #expect(try Self.frames(Self.report([file, "--scene", "!isCompact"])) == ["icon": [16, 20, 120.5, 40]])
        let check = CommandRun.run(["check", file])
        #expect(check.status == 0)
        #expect(
            check.output.contains(
                "\(file) [Banner (!isCompact)]: assumed: condition `isCompact` — decided at run time: assumed false (the other branch is read, not drawn) (Banner.swift:11:12)\n"
            ))
    }

    @Test func convertWritesTheSceneAndItsYAMLGivesTheSameFrames() throws {
        let folder = TestFolder()
        let file = try folder.write(SwiftFixtures.banner, to: "Banner.swift")
        let yaml = folder.path + "/banner.yaml"
        let convert = CommandRun.run(["convert", file, "--scene", "!isCompact", "-o", yaml])
        #expect(convert.status == 0, "\(convert.error)")
        let written = try String(contentsOfFile: yaml, encoding: .utf8)
        #expect(written.hasPrefix("title: Banner (!isCompact)\n"))
        #expect(written.contains("  - icon.Width = 120.5\n"), "\(written)")
        let fromSwift = try Self.frames(Self.report([file, "--scene", "!isCompact"]))
        #expect(fromSwift == ["icon": [16, 20, 120.5, 40]])
        #expect(try Self.frames(Self.report([yaml])) == fromSwift)
        // Every variation into a folder, one file each.
        try FileManager.default.createDirectory(atPath: folder.path + "/all", withIntermediateDirectories: true)
        #expect(CommandRun.run(["convert", file, "-o", folder.path + "/all"]).status == 0)
        #expect(folder.listing("all") == ["Banner-isCompact.yaml", "Banner-not-isCompact.yaml"])
        #expect(
            try Self.frames(Self.report([folder.path + "/all/Banner-isCompact.yaml"])) == ["icon": [16, 20, 40, 40]])
    }

    @Test func theReportPlacesEveryViewConstraintAndConflict() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.conflict, to: "Card.swift")
        let report = try Self.report([file])
        let configuration = try #require((report["configurations"] as? [[String: Any]])?.first)
        let views = try #require(configuration["views"] as? [String: [String: Any]])
        // By the file's name: a report compared as a golden does not depend on the folder.
        #expect(views["box"]?["location"] as? String == "Card.swift:3:15")
        let constraints = try #require(configuration["constraints"] as? [[String: Any]])
        #expect(
            constraints.map { $0["location"] as? String } == (8...12).map { "Card.swift:\($0):9" })
        let conflicts = try #require(configuration["conflicts"] as? [[String: Any]])
        #expect(conflicts.first?["locations"] as? [String] == ["Card.swift:11:9", "Card.swift:12:9"])
    }

    @Test func explainCheckAndRenderSayWhereTheCodeIs() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.conflict, to: "Card.swift")
        let explain = CommandRun.run(["explain", file])
        #expect(explain.status == 0)
        #expect(
            explain.output.hasPrefix(
                """
                == iPhone 8 · portrait · compact-regular · L · ltr
                box (\(file):3:15):
                  [c1] box's top should be Root's top + 10 (\(file):8:9)
                  [c2] box's leading should be Root's leading + 10 (\(file):9:9)
                  [c3] box's height should be 40 (\(file):10:9)
                  [c4] box's width should be 100 (\(file):11:9)
                  [c5] box's width should be 200; BROKEN to recover from a conflict (\(file):12:9)

                """))
        #expect(
            explain.output.contains(
                "Fix: delete one of c4 (\(file):11:9), c5 (\(file):12:9) or lower its priority below 1000.\n"))
        let check = CommandRun.run(["check", file])
        #expect(
            check.output
                == "\(file): iPhone 8 · portrait · compact-regular · L · ltr: 1 conflict (broke c5 at \(file):12:9)\n")
        let render = CommandRun.run([file, "-o", folder.path + "/card.png"])
        #expect(
            render.error
                == "alpreview: warning: \(file): iPhone 8 · portrait · compact-regular · L · ltr: 1 conflict (broke c5 at \(file):12:9)\n"
        )
    }

    /// A file that is not a screen's code: a located error, exit 2, nothing written.
    func refuse(_ data: Data, named name: String, error expected: String) throws {
        let folder = TestFolder()
        let file = folder.path + "/" + name
        #expect(FileManager.default.createFile(atPath: file, contents: data))
        for arguments in [[file, "-o", folder.path + "/out.png"], ["convert", file, "-o", folder.path + "/out.yaml"]] {
            let result = CommandRun.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.error.hasPrefix(expected.replacingOccurrences(of: "FILE", with: file)), "\(result.error)")
            #expect(folder.listing() == [name])
        }
    }

    @Test func anImageNamedSwiftIsRefusedAtItsFirstBinaryByte() throws {
        try refuse(
            Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]), named: "Logo.swift",
            error: "FILE:1:1: error: not Swift source: binary data here (a NUL byte or bytes that are not UTF-8 text)\n"
        )
        try refuse(
            Data("import UIKit\nlet a = 1\u{0}\n".utf8), named: "Nul.swift",
            error:
                "FILE:2:10: error: not Swift source: binary data here (a NUL byte or bytes that are not UTF-8 text)\n")
    }

    @Test func anEmptyFileAndAFileWithoutViewsAreErrors() throws {
        try refuse(Data(), named: "Empty.swift", error: "FILE: error: an empty Swift file: no code to draw\n")
        try refuse(
            Data("struct Model {\n    let name = \"x\"\n}\n".utf8), named: "Model.swift",
            error:
                "FILE: error: no class in the file: no UIViewController, UIView or cell subclass that builds views or constraints\n"
        )
    }

    @Test func aFileOverOneMegabyteIsRefusedBeforeParsing() throws {
        var text = "import UIKit\nclass Big: UIView {\n    func build() {\n"
        text += String(repeating: "        addSubview(UIView())\n", count: 40_000)
        text += "    }\n}\n"
        try refuse(
            Data(text.utf8), named: "Big.swift",
            error:
                "FILE: error: a Swift file larger than 1 MB is not read: a screen's code is a few tens of kilobytes\n")
    }

    @Test func syntaxErrorsAreLocatedAndDeepNestingStopsTheParser() throws {
        let folder = TestFolder()
        let broken = try folder.write(
            "import UIKit\nclass A: UIView {\n    func f() {\n        addSubview(UIView(\n    }\n}}}\n",
            to: "Broken.swift")
        let read = CommandRun.run(["check", broken])
        #expect(
            read.error.hasPrefix(
                "alpreview: warning: \(broken):4:27: not valid Swift here (4 places in the file): the code around it may be read in part\n"
            ), "\(read.error)")
        // 500 nested closures: past the parser's 128 levels, a syntax error, not a crash.
        let deep = try folder.write(
            "import UIKit\nclass Deep: UIView {\n    func f() {\n        let x = "
                + String(repeating: "{ ", count: 500) + "1" + String(repeating: " }()", count: 500)
                + "\n        addSubview(UIView())\n    }\n}\n", to: "Deep.swift")
        let nested = CommandRun.run([deep, "-o", folder.path + "/deep.png"])
        #expect(nested.status == 2)
        #expect(
            nested.error.contains(
                "\(deep):4:271: error: not valid Swift here (131 places in the file): the code around it may be read in part\n"
            ), "\(nested.error)")
        #expect(!folder.listing().contains("deep.png"))
    }
}
