import Foundation
import LayoutEngine
import SceneModel

/// Why a logged conflict is a conflict when its constraints, as printed, hold together.
///
/// UIKit reported the constraints because they could not hold, so a rebuilt scene where they do
/// is missing something the log does not print. What can be tried:
/// - **Rounded constants.** UIKit prints a constant with six significant digits (`%g`): a height
///   of 55.99999 is printed `56`. Each printed constant is moved by half its last printed digit,
///   up or down, UIKit's own ones first (they are computed sizes, the app's are usually typed),
///   until the constraints conflict.
/// - **Descriptions printed as `(null)`**: they are part of the conflict, and nothing rebuilds them.
/// What closes the conflict is said in words; if nothing does, the words say that too, naming the
/// constraints UIKit makes in sets that the conflict holds part of (an autoresizing mask's, a
/// stack view's), whose other members the log does not print.
enum ConflictClosure {
    /// Text sizes do not decide whether required constraints conflict (texts are sized at
    /// priority 3): a fixed measure keeps the search fast and font-independent.
    struct FixedMeasurer: TextMeasuring {
        func measure(_ text: String, font: FontSpec, maxWidth: Double?, lines: Int, scale: Double) -> TextMeasurement {
            TextMeasurement(
                width: Double(text.count) * font.size * 0.6, height: font.size * 1.2, firstBaseline: font.size,
                lastBaseline: font.size, lineCount: 1)
        }
    }

    /// Half a unit of the last digit `%g` prints of `value`; 0 for 0, which prints exactly.
    static func printingTolerance(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return 0 }
        return 0.5 * pow(10, floor(log10(abs(value))) - 5)
    }

    /// Whether the scene, solved, breaks one of the log's constraints.
    static func conflicts(_ scene: Scene, addresses: Set<String>) -> Bool {
        guard let configuration = scene.configurations.first,
            let layout = try? LayoutSolver(measurer: FixedMeasurer()).solve(scene, in: configuration)
        else { return true }
        return layout.conflicts.contains { addresses.contains($0.broken) }
    }

    /// The conflict with one printed constant moved within its printing, the first (UIKit's
    /// own constraints first, then the log's order) that makes the rebuilt scene conflict, and
    /// the words that say so; nil if no such move does.
    static func rounded(
        _ conflict: LoggedConflict, addresses: Set<String>, build: (LoggedConflict) -> Scene
    ) -> (LoggedConflict, String)? {
        let indices = conflict.constraints.indices.sorted {
            let (a, b) = (conflict.constraints[$0].origin.isSystem, conflict.constraints[$1].origin.isSystem)
            return a != b ? a : $0 < $1
        }
        for index in indices {
            let c = conflict.constraints[index]
            let tolerance = printingTolerance(c.constant)
            guard tolerance > 0 else { continue }
            for sign in [-1.0, 1.0] {
                var moved = conflict
                moved.constraints[index].constant = c.constant + sign * tolerance
                if let broken = conflict.broken, broken.address == c.address {
                    moved.broken = moved.constraints[index]
                }
                guard conflicts(build(moved), addresses: addresses) else { continue }
                let direction = sign < 0 ? "a fraction below" : "a fraction above"
                let note =
                    "As printed these constraints hold together; they conflict if the \(formatPoints(c.constant)) of "
                    + "\(c.address) was \(direction) what the log prints (UIKit prints six significant digits), "
                    + "which is assumed here."
                return (moved, note)
            }
        }
        return nil
    }

    /// The words when nothing printed closes the conflict.
    static func unexplained(_ conflict: LoggedConflict) -> String {
        if !conflict.unprinted.isEmpty {
            let list = conflict.unprinted.map { "\($0.address) (line \($0.line))" }.joined(separator: ", ")
            return "As printed these constraints hold together: the conflict lies with \(list), "
                + "which the log prints as '(null)'."
        }
        let implied = impliedUnprinted(conflict)
        return "As printed these constraints hold together, and no rounding of their constants makes them "
            + "conflict: UIKit's conflict lies in something the log does not print ("
            + (implied.isEmpty
                ? "a constraint it implies, or a size it does not show" : implied.joined(separator: "; ")) + ")."
    }

    /// The constraints UIKit makes in sets of which a log prints only the members in the
    /// conflict: the rest of each set, named by what the conflict holds of it. Their constants
    /// (a frame, a spacing, a cell's size) are not in the log, so they are named, not rebuilt.
    static func impliedUnprinted(_ conflict: LoggedConflict) -> [String] {
        let origins = Set(conflict.constraints.map(\.origin))
        var result: [String] = []
        if origins.contains(.autoresizingMask) {
            result.append(
                "the other constraints of an autoresizing mask: UIKit makes two for each axis from the view's frame, "
                    + "and the log prints only those in the conflict")
        }
        if origins.contains(.stackView) {
            result.append("the stack view's other UISV- constraints (its spacing, alignment and canvas edges)")
        }
        if origins.contains(.encapsulatedLayout) || origins.contains(.temporaryLayout) {
            result.append("the size the container gives the view in the other direction")
        }
        return result
    }
}
