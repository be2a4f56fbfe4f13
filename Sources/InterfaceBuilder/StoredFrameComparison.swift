import IBXML
import LayoutEngine

/// One file laid out on its own device, each view's solved frame (superview coordinates)
/// against the frame Xcode stored: what `make corpus` and the corpus test count.
public struct StoredFrameComparison: Sendable {
    public struct Mismatch: Sendable {
        public var scene: String, view: String
        public var solved: Rect, stored: Rect
        /// The largest difference of x, y, width and height.
        public var error: Double
    }

    public var compared = 0, withinHalf = 0, withinOne = 0
    /// Views not compared, by reason: misplaced, ambiguous, not installed.
    public var skipped: [String: Int] = [:]
    public var mismatches: [Mismatch] = []

    /// Compares every scene of a decoded document (`lines` for error quoting).
    public init(document: IBDocument, lines: [Substring], solver: LayoutSolver) throws {
        for mapped in try InterfaceBuilderScenes.map(document, lines: lines) {
            let layout = try solver.solve(mapped.scene, in: mapped.scene.configurations[0])
            for view in layout.views {
                guard let stored = mapped.views[view.id], let frame = stored.frame else { continue }
                let skip = stored.misplaced ? "misplaced" : stored.ambiguous ? "ambiguous"
                    : stored.uninstalled ? "not installed" : nil
                if let skip { skipped[skip, default: 0] += 1; continue }
                let solved = view.frame
                let error = max(abs(solved.x - frame.x), abs(solved.y - frame.y),
                                abs(solved.width - frame.width), abs(solved.height - frame.height))
                compared += 1
                if error <= 0.5 { withinHalf += 1 }
                if error <= 1 { withinOne += 1 } else {
                    mismatches.append(Mismatch(scene: mapped.sceneID, view: "\(view.spec.name) [\(stored.elementName)]",
                                               solved: solved, stored: frame, error: error))
                }
            }
        }
    }
}
