import Foundation
import LayoutEngine
import SceneModel

/// What the reports add to a conflict of a scene rebuilt from a conflict log: the constraint the
/// log says UIKit broke (`logBroken`, its address as the log writes it, or null), whether
/// alpreview broke the same, why UIKit broke it, and the source line (SnapKit's) of the broken one.
public enum LogConflictReport {
    public static func fields(_ conflict: SolvedLayout.Conflict, log: LogOrigin?) -> [(String, JSON)] {
        guard let log else { return [] }
        return fields(broken: conflict.broken, log: log)
    }

    static func fields(broken: String?, log: LogOrigin) -> [(String, JSON)] {
        let source = log.loggedBroken.flatMap { log.sourceLines[$0] } ?? broken.flatMap { log.sourceLines[$0] }
        return [
            ("logBroken", log.loggedBroken.map(JSON.string) ?? .null),
            ("agrees", log.loggedBroken.map { .bool($0 == broken) } ?? .null),
            ("reasons", .array(log.explanation.map(JSON.string))),
            ("likely", log.likely.map(JSON.string) ?? .null),
            ("alternative", log.alternative.map(JSON.string) ?? .null),
            ("choiceReasons", .array(log.choiceReasons.map(JSON.string))),
            ("conflictNote", log.conflictNote.map(JSON.string) ?? .null),
            (
                "source",
                source.map { .object([("file", .string($0.file)), ("line", .number(Double($0.line)))]) } ?? .null
            ),
        ]
    }

    /// A log's conflict that the rebuilt scene does not reproduce: still reported, as the log's
    /// constraints with nothing broken, and the words on why they conflicted for UIKit.
    public static func unreproduced(_ log: LogOrigin) -> JSON {
        .object(
            [("constraints", .array(log.constraintAddresses.map(JSON.string))), ("broken", .null)]
                + fields(broken: nil, log: log))
    }

    /// The annotation GitHub Actions shows on the source line of the constraint UIKit broke:
    /// `::error file=File.swift,line=88::…`. Nil without a source line in the log.
    public static func githubAnnotation(_ log: LogOrigin, path: String) -> String? {
        guard let broken = log.loggedBroken, let source = log.sourceLines[broken] else { return nil }
        let message =
            "Unable to simultaneously satisfy constraints: UIKit broke constraint \(broken) (\(path), conflict \(log.conflictNumber))"
        return
            "::error file=\(GitHubWorkflowText.property(source.file)),line=\(source.line)::\(GitHubWorkflowText.data(message))"
    }
}
