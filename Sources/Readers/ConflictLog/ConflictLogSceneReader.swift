import Foundation
import SceneModel
import SceneReading
import SourceText

/// UIKit's and AppKit's conflict logs (docs/conflict-logs.md): "Unable to simultaneously
/// satisfy constraints" pasted from a console, an issue or a CI run. One scene per conflict,
/// rebuilt by `ConflictScene`. It claims `.log`; a log in a `.txt` file or on standard input is
/// recognized by its content (a folder's `.txt` notes are not taken for logs).
public struct ConflictLogSceneReader: SceneReader {
    public init() {}
    public var fileExtensions: [String] { ["log"] }

    public func recognizes(_ prefix: [UInt8]) -> Bool {
        let text = String(decoding: prefix, as: UTF8.self)
        let descriptions = [
            "<NSLayoutConstraint:", "<SnapKit.LayoutConstraint:", "<MASLayoutConstraint:",
            "<NSAutoresizingMaskLayoutConstraint:", "<_UILayoutSupportConstraint:", "<<SnapKit.LayoutConstraint:",
            "<NSLayoutConstraint: 0x", "<NSIBPrototypingLayoutConstraint:",
        ]
        return text.contains("Unable to simultaneously satisfy constraints")
            || text.contains("Conflicting constraints detected") || descriptions.contains { text.contains($0) }
    }

    public func read(_ data: Data, file: String, imageAccess: ImageAccess) throws -> Scene {
        try readScenes(data, file: file, imageAccess: imageAccess)[0].scene
    }

    public func readScenes(_ data: Data, file: String, imageAccess: ImageAccess) throws -> [NamedScene] {
        let text = String(decoding: data, as: UTF8.self)
        let log: ParsedConflictLog
        do { log = try ConflictLogReader.read(text) } catch let error as ConflictLogError {
            throw SceneErrors(errors: [
                Diagnostic(
                    error.message, at: SourceLocation(file: file, line: error.line, column: error.column),
                    sourceLine: error.sourceLine)
            ])
        }
        let whole = SourceLocation(file: file, line: 0, column: 0)
        let warnings = log.warnings.map { Diagnostic.warning($0, at: whole) }
        return log.conflicts.enumerated().map { index, conflict in
            var rebuilt = ConflictScene(conflict, number: index + 1, file: file, lines: log.lines)
            rebuilt.scene.warnings =
                warnings + Self.boundedPriorities(conflict, file: file)
                + rebuilt.warnings.map { Diagnostic.warning($0, at: whole) }
                + rebuilt.foldedViews.map { Diagnostic.warning("conflict \(index + 1): \($0)", at: whole) }
            return NamedScene(
                scene: rebuilt.scene, names: ["conflict \(index + 1)", "\(index + 1)", rebuilt.scene.title])
        }
    }

    /// A logged priority past a scene's bounds (1 to 1,000) is laid out at the nearest bound: a
    /// located warning says so.
    static func boundedPriorities(_ conflict: LoggedConflict, file: String) -> [Diagnostic] {
        let bounds = ValueBounds.priorities
        return conflict.constraints.filter { !bounds.contains($0.priority) }.map { constraint in
            let used = min(bounds.upperBound, max(bounds.lowerBound, constraint.priority))
            return .warning(
                "the priority of \(shownValue(constraint.text)) must "
                    + "be \(ValueBounds.text(bounds)), not '\(ValueBounds.text(constraint.priority))'; "
                    + "\(ValueBounds.text(used)) is used",
                at: SourceLocation(file: file, line: constraint.line, column: constraint.column))
        }
    }
}
