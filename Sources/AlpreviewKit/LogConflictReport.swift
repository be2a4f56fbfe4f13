import Foundation
import LayoutEngine
import SceneModel

/// What the reports add to a conflict of a scene whose input recorded the conflict UIKit
/// resolved (`RecordedConflict`, a conflict log's): the constraint UIKit broke (`logBroken`, as
/// the input writes it, or null), whether alpreview broke the same, why UIKit broke it, and the
/// app's source line (SnapKit's) of the broken one.
public enum LogConflictReport {
    public static func fields(_ conflict: SolvedLayout.Conflict, recorded: RecordedConflict?) -> [(String, JSON)] {
        guard let recorded else { return [] }
        return fields(broken: conflict.broken, recorded: recorded)
    }

    static func fields(broken: String?, recorded: RecordedConflict) -> [(String, JSON)] {
        let source =
            recorded.broken.flatMap(recorded.declaration(of:)) ?? broken.flatMap(recorded.declaration(of:))
        return [
            ("logBroken", recorded.broken.map(JSON.string) ?? .null),
            ("agrees", recorded.broken.map { .bool($0 == broken) } ?? .null),
            ("reasons", .array(recorded.explanation.map(JSON.string))),
            ("likely", recorded.likely.map(JSON.string) ?? .null),
            ("alternative", recorded.alternative.map(JSON.string) ?? .null),
            ("choiceReasons", .array(recorded.choiceReasons.map(JSON.string))),
            ("conflictNote", recorded.note.map(JSON.string) ?? .null),
            (
                "source",
                source.map { .object([("file", .string($0.file)), ("line", .number(Double($0.line)))]) } ?? .null
            ),
        ]
    }

    /// A recorded conflict that the rebuilt scene does not reproduce: still reported, as the
    /// input's constraints with nothing broken, and the words on why they conflicted for UIKit.
    public static func unreproduced(_ recorded: RecordedConflict) -> JSON {
        .object(
            [
                ("constraints", .array(recorded.constraints.compactMap(\.identifier).map(JSON.string))),
                ("broken", .null),
            ]
                + fields(broken: nil, recorded: recorded))
    }

    /// The annotation GitHub Actions shows on the source line of the constraint UIKit broke:
    /// `::error file=File.swift,line=88::…`. Nil without a recorded conflict naming a source line.
    public static func githubAnnotation(_ scene: Scene, path: String) -> String? {
        guard let recorded = scene.recordedConflict, let broken = recorded.broken,
            let source = recorded.declaration(of: broken)
        else { return nil }
        let conflict = scene.provenance?.label.map { ", \($0)" } ?? ""
        let message =
            "Unable to simultaneously satisfy constraints: UIKit broke constraint \(broken) (\(path)\(conflict))"
        return
            "::error file=\(GitHubWorkflowText.property(source.file)),line=\(source.line)::\(GitHubWorkflowText.data(message))"
    }
}
