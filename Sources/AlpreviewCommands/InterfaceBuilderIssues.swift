import LayoutEngine
import SceneModel

/// What Xcode's Issue navigator lists for a storyboard scene, in its words: misplaced frames,
/// conflicting constraints, missing constraints (ambiguity); views the file itself marks
/// `misplaced="YES"` are named as such.
enum InterfaceBuilderIssues {
    static func lines(_ layout: SolvedLayout) -> [String] {
        var lines: [String] = []
        for conflict in layout.conflicts {
            lines.append(
                "Conflicting Constraints: Unable to simultaneously satisfy constraints (\(conflict.constraints.joined(separator: ", ")))"
            )
        }
        for view in layout.views where !view.ambiguity.isEmpty {
            let axes = Set(view.ambiguity.map(\.axis))
            let needs = [
                axes.contains(.horizontal) ? "X position or width" : nil,
                axes.contains(.vertical) ? "Y position or height" : nil,
            ]
            lines.append(
                "Missing Constraints: Need constraints for: '\(view.spec.name)' \(needs.compactMap { $0 }.joined(separator: ", "))"
            )
        }
        for view in layout.views where view.isMisplaced || view.spec.isMarkedMisplaced {
            let marked = view.spec.isMarkedMisplaced ? " (marked misplaced in the file)" : ""
            lines.append(
                view.isMisplaced
                    ? "Misplaced Views: Frame for '\(view.spec.name)' will be different at run time\(marked)"
                    : "Misplaced Views: '\(view.spec.name)' is marked misplaced in the file; its frame matches its constraints"
            )
        }
        return lines
    }
}
