import AlpreviewKit
import Foundation
import LayoutEngine
import SceneModel
import TestSupport
import Testing

/// The commands on a conflict log: the report's fields, `explain`, `convert`, CI annotations.
@Suite struct ConflictLogCommandTests {
    static let log = """
        Unable to simultaneously satisfy constraints.
        (
            "<SnapKit.LayoutConstraint:0x600000c7e820@BackupWordsController.swift#61 UIButton:0x7f96dc4de760.bottom == UIExtensions.GradientView:0x7f96dc4de290.bottom - 24.0>",
            "<SnapKit.LayoutConstraint:0x600000c7e880@BackupWordsController.swift#62 UIButton:0x7f96dc4de760.bottom == UIExtensions.GradientView:0x7f96dc4de290.bottom - 32.0>"
        )

        Will attempt to recover by breaking constraint
        <SnapKit.LayoutConstraint:0x600000c7e820@BackupWordsController.swift#61 UIButton:0x7f96dc4de760.bottom == UIExtensions.GradientView:0x7f96dc4de290.bottom - 24.0>
        """

    @Test func checkJSONSaysWhatEachBroke() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.log, to: "console.txt")
        let result = CommandRun.run(["check", "--json", file])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let scene = try #require((json["scenes"] as? [[String: Any]])?.first)
        let configuration = try #require((scene["configurations"] as? [[String: Any]])?.first)
        let conflict = try #require((configuration["conflicts"] as? [[String: Any]])?.first)
        #expect(conflict["broken"] as? String == "0x600000c7e820")
        #expect(conflict["logBroken"] as? String == "0x600000c7e820")
        #expect(conflict["agrees"] as? Bool == true)
        let source = try #require(conflict["source"] as? [String: Any])
        #expect(source["file"] as? String == "BackupWordsController.swift")
        #expect(source["line"] as? Int == 61)
    }

    @Test func explainSaysWhyUIKitBrokeIt() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.log, to: "conflict.log")
        let result = CommandRun.run(["explain", file])
        #expect(result.status == 0)
        #expect(
            result.output.contains(
                "UIKit broke 0x600000c7e820 (UIButton e760.bottom == GradientView e290.bottom - 24) because:\n"))
        let change: String =
            "lower the priority of 0x600000c7e820 (BackupWordsController.swift#61) to 999; for the layout you meant, "
            + "change one of 0x600000c7e820 (BackupWordsController.swift#61), 0x600000c7e880 (BackupWordsController.swift#62).\n"
        let likely: String =
            "Likely choice: 0x600000c7e820 (UIButton e760.bottom == GradientView e290.bottom - 24): it differs from "
            + "0x600000c7e880 only in its constant, which is the larger; where only their constants told two "
            + "constraints apart UIKit broke the one with the larger in 9 of 10 real logs.\n"
        let alternative: String =
            "Alternative: 0x600000c7e880 (UIButton e760.bottom == GradientView e290.bottom - 32): the same constraint "
            + "with the smaller constant; UIKit broke that one in 1 of those 10 logs.\n"
        let agreement = "alpreview breaks 0x600000c7e820 too.\n"
        #expect(result.output.contains(change + likely + alternative + agreement))
    }

    @Test func convertWritesAnEditableSceneThatBreaksTheSame() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.log, to: "conflict.log")
        let convert = CommandRun.run(["convert", file, "-o", folder.path + "/scene.yaml"])
        #expect(convert.status == 0)
        let yaml = try String(contentsOfFile: folder.path + "/scene.yaml", encoding: .utf8)
        #expect(
            yaml.contains("{id: \"0x600000c7e820\", constraint: UIButton e760.Bottom = GradientView e290.Bottom - 24}"))
        let check = CommandRun.run(["check", folder.path + "/scene.yaml"])
        #expect(check.output.hasSuffix(": 1 conflict (broke 0x600000c7e820)\n"))
    }

    @Test func eachConflictIsAScenePickedByItsNumber() throws {
        let folder = TestFolder()
        let second = Self.log.replacingOccurrences(of: "0x600000c7e8", with: "0x600000c7f8")
        let file = try folder.write("console noise\n" + Self.log + "\nmore noise\n" + second, to: "two.log")
        let both = CommandRun.run(["check", file])
        #expect(
            both.output
                == "\(file) [conflict 1]: conflict canvas · portrait · compact-regular · L · ltr: 1 conflict (broke 0x600000c7e820)\n"
                + "\(file) [conflict 2]: conflict canvas · portrait · compact-regular · L · ltr: 1 conflict (broke 0x600000c7f820)\n"
                + "\(file): 2 scenes, 0 ok; 0 with misplaced views, 0 with ambiguous layouts, 2 with conflicting constraints\n"
        )
        let picked = CommandRun.run(["check", "--scene", "conflict 2", file])
        #expect(
            picked.output
                == "\(file): conflict canvas · portrait · compact-regular · L · ltr: 1 conflict (broke 0x600000c7f820)\n"
        )
    }

    @Test func aTextThatIsNotALogIsALocatedError() throws {
        let folder = TestFolder()
        let file = try folder.write(
            "Unable to simultaneously satisfy constraints.\n(\n  \"<NSLayoutConstraint:0x1 UIView:0xa.width ==",
            to: "cut.log")
        let result = CommandRun.run(["check", file])
        #expect(result.status == 2)
        #expect(
            result.error.contains(
                "\(file):3:4: error: the log is cut inside this constraint: no '>' closes it\n      \"<NSLayoutConstraint:0x1 UIView:0xa.width ==\n       ^"
            ))
    }

    @Test func githubAnnotationPointsAtTheSourceLine() throws {
        var scene = Scene(title: "ci.log · conflict 1")
        scene.provenance = Provenance(format: .conflictLog, identifier: "1", label: "conflict 1")
        let declared = Provenance(
            identifier: "0x600000c7e820",
            declaration: SourceLocation(file: "Sources/Backup, Words.swift", line: 61, column: 0))
        scene.recordedConflict = RecordedConflict(constraints: [declared], broken: "0x600000c7e820")
        #expect(
            LogConflictReport.githubAnnotation(scene, path: "ci.log")
                == "::error file=Sources/Backup%2C Words.swift,line=61::Unable to simultaneously satisfy constraints: UIKit broke constraint 0x600000c7e820 (ci.log, conflict 1)"
        )
        scene.recordedConflict?.constraints = [Provenance(identifier: "0x600000c7e820")]
        #expect(LogConflictReport.githubAnnotation(scene, path: "ci.log") == nil)
    }

    /// A logged priority past a scene's bounds is laid out at the nearest bound, with a located
    /// warning, as a storyboard's.
    @Test func aPriorityPastTheBoundsIsAWarning() throws {
        let folder = TestFolder()
        let file = try folder.write(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0xa.width == 10 @5000>",
                "<NSLayoutConstraint:0x2 UIView:0xa.width == 20>"
            )
            """, to: "p.log")
        let result = CommandRun.run(["check", file])
        #expect(
            result.error.contains(
                "alpreview: warning: \(file):3:6: the priority of <NSLayoutConstraint:0x1 UIView:0xa.width == 10 "
                    + "@5000> must be from 1 to 1,000, not '5,000'; 1,000 is used\n"), "\(result.error)")
    }
}
