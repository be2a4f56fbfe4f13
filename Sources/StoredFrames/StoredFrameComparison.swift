import IBXML
import InterfaceBuilder
import LayoutEngine
import SceneModel

/// One file laid out on its own device, each view's solved frame (superview coordinates)
/// against the frame Xcode stored: what `make corpus` and the corpus test count.
public struct StoredFrameComparison: Sendable {
    public struct Mismatch: Sendable {
        public var scene: String, view: String
        public var solved: Rect, stored: Rect
        /// The largest difference of x, y, width and height.
        public var error: Double
    }

    /// A scene whose stored frames break one of its own constraints (see `StoredFrameConsistency`).
    public struct InconsistentScene: Sendable {
        public var scene: String
        /// The first violated constraint, expected against stored.
        public var violation: String
    }

    public var compared = 0, withinHalf = 0, withinOne = 0
    /// Views not compared, by reason: misplaced, ambiguous, not installed.
    public var skipped: [String: Int] = [:]
    /// Scenes not compared at all: their stored frames cannot measure a layout.
    public var inconsistent: [InconsistentScene] = []
    public var mismatches: [Mismatch] = []
    /// Scenes laid out at another Dynamic Type size than Large: the one their stored frames show.
    public var inferredSizeCategories: [(scene: String, category: SizeCategory)] = []

    /// Compares every scene of a decoded document, with its images' alignment insets from `assets`.
    public init(document: IBDocument, solver: LayoutSolver, assets: AssetCatalog = .empty) throws {
        let roots = Self.roots(of: document)
        for mapped in try InterfaceBuilderScenes.map(document, assets: assets) {
            if let violation = Self.storedFramesViolation(of: mapped, root: roots[mapped.sceneID], in: mapped.scene) {
                inconsistent.append(InconsistentScene(scene: mapped.sceneID, violation: violation))
                continue
            }
            let (category, layout) = try Self.bestLayout(
                of: mapped, solver: solver, recorded: document.dynamicTypePreference != nil)
            if category != mapped.scene.configurations[0].sizeCategory {
                inferredSizeCategories.append((mapped.sceneID, category))
            }
            // Required constraints that conflict leave no frames that satisfy them all: Interface
            // Builder shows the conflict and keeps the frames it had, which UIKit never computed.
            if let conflict = layout.conflicts.first {
                let violation = "its required constraints conflict (\(conflict.constraints.joined(separator: ", ")))"
                inconsistent.append(InconsistentScene(scene: mapped.sceneID, violation: violation))
                continue
            }
            for view in layout.views {
                guard let stored = mapped.views[view.id], let frame = stored.frame else { continue }
                if let skip = Self.skipReason(stored) { skipped[skip, default: 0] += 1; continue }
                let solved = view.frame
                let error = Self.error(solved, frame)
                compared += 1
                if error <= 0.5 { withinHalf += 1 }
                if error <= 1 {
                    withinOne += 1
                } else {
                    mismatches.append(
                        Mismatch(
                            scene: mapped.sceneID, view: "\(view.spec.name) [\(stored.elementName)]",
                            solved: solved, stored: frame, error: error))
                }
            }
        }
    }

    /// The first of a scene's own required constraints its stored frames break, nil when they
    /// hold them all: such frames cannot measure a layout. Images are placed by the alignment
    /// insets `scene` gives them.
    public static func storedFramesViolation(of mapped: MappedScene, root: IBView?, in scene: Scene) -> String? {
        guard let root else { return nil }
        if let view = notLaidOutView(of: mapped) {
            return "\(notLaidOut): \(view.rawValue) is stored at 1000 × 1000"
        }
        if let arranged = notLaidOutArrangedSubview(of: root) {
            return "\(notLaidOut): \(arranged) in a stack view"
        }
        if let overlap = overlappingTableCells(of: root) { return overlap }
        // Xcode 7–8 (builds below 13000) rounded labels to whole points.
        let tolerance = mapped.buildNumber < 13000 ? 1.0 : 0.5
        let insets = Dictionary(
            scene.allViews.compactMap { entry in
                let insets = entry.view.alignmentInsets ?? entry.view.kind.alignmentInsets
                return insets == .zero ? nil : (entry.view.id.rawValue, insets)
            },
            uniquingKeysWith: { first, _ in first })
        return StoredFrameConsistency.firstViolation(
            root: root, stored: mapped.views, tolerance: tolerance, alignmentInsets: insets)
    }

    /// The reason given for a scene with a view Xcode never laid out (`notLaidOutView`).
    public static let notLaidOut = "never laid out by Xcode"

    /// A view stored at exactly 1000 × 1000: the frame Xcode writes for a view it has not laid
    /// out (as for the bars of containers it never drew), so the frames around it, which follow
    /// it, are no layout a screen shows (docs/interface-builder.md).
    static func notLaidOutView(of mapped: MappedScene) -> ViewID? {
        mapped.views.filter { $0.value.frame?.width == 1000 && $0.value.frame?.height == 1000 }.keys
            .min { $0.rawValue < $1.rawValue }
    }

    /// An arranged subview stored exactly 1000 long on its stack view's axis, described (`ab-cd-efg
    /// is stored 1000 high`): the length Xcode writes for a view it has not laid out, so the stack
    /// around it is stored as n × 1000 plus its spacings (docs/interface-builder.md).
    static func notLaidOutArrangedSubview(of root: IBView) -> String? {
        for stack in root.allViews where stack.elementName == "stackView" {
            let vertical = stack.stack?.axis?.value == "vertical"
            for view in stack.subviews {
                guard let frame = view.frame?.value else { continue }
                if (vertical ? frame.height : frame.width) == 1000 {
                    return "\(view.id.value) is stored 1000 \(vertical ? "high" : "wide")"
                }
            }
        }
        return nil
    }

    /// A table's cells follow each other down the table: a cell stored above the end of the one
    /// before it, or below it in the same section, is a frame Xcode did not lay out (a cell added,
    /// resized or removed in a text editor), and every cell after it is stale too
    /// (docs/interface-builder.md).
    static func overlappingTableCells(of root: IBView) -> String? {
        for table in root.allViews where table.elementName == "tableView" {
            let frames = table.cells.compactMap { cell in cell.frame.map { (cell.id.value, $0.value) } }
            for (previous, next) in zip(frames, frames.dropFirst())
            where next.1.y < previous.1.y + previous.1.height - 0.5 {
                let end = StoredFrameConsistency.format(previous.1.y + previous.1.height)
                return "stale cell frames: \(next.0) is stored at y = \(StoredFrameConsistency.format(next.1.y)), "
                    + "above the end of \(previous.0) (\(end))"
            }
            // Within a section the rows touch: a gap is a row removed without Xcode laying the
            // section out again.
            for section in sections(of: table) {
                let frames = section.compactMap { cell in cell.frame.map { (cell.id.value, $0.value) } }
                for (previous, next) in zip(frames, frames.dropFirst())
                where next.1.y > previous.1.y + previous.1.height + 0.5 {
                    let end = StoredFrameConsistency.format(previous.1.y + previous.1.height)
                    return "stale cell frames: \(next.0) is stored at y = \(StoredFrameConsistency.format(next.1.y)), "
                        + "below the end of \(previous.0) (\(end)) in the same section"
                }
            }
        }
        return nil
    }

    /// A table's cells by section: a static table's as its sections hold them, a table of
    /// prototypes' in one section (Interface Builder shows every prototype once, in one section).
    static func sections(of table: IBView) -> [ArraySlice<IBView>] {
        let counts = table.content.tableSections.map(\.cellCount)
        guard !counts.isEmpty, counts.reduce(0, +) == table.cells.count else { return [table.cells[...]] }
        var start = 0
        return counts.map { count in
            defer { start += count }
            return table.cells[start..<start + count]
        }
    }

    /// Why a view is not compared, when Xcode itself marks it: misplaced, ambiguous, not installed.
    public static func skipReason(_ stored: StoredView) -> String? {
        stored.misplaced ? "misplaced" : stored.ambiguous ? "ambiguous" : stored.uninstalled ? "not installed" : nil
    }

    /// The largest difference of x, y, width and height.
    public static func error(_ a: Rect, _ b: Rect) -> Double {
        max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height))
    }

    /// The scene laid out at the Dynamic Type size Interface Builder's canvas used. The canvas
    /// can preview any size and the file does not say which, but its frames follow it: a scene
    /// with text styles is laid out at every size category and the one whose frames match the
    /// stored ones best is kept (Large on a tie). A scene without text styles, or from a file that
    /// records its canvas's size (`<accessibilityOverrides>`, Xcode 13 and later), is laid out once.
    static func bestLayout(of mapped: MappedScene, solver: LayoutSolver, recorded: Bool) throws -> (
        SizeCategory, SolvedLayout
    ) {
        let base = mapped.scene.configurations[0]
        let first = try solver.solve(mapped.scene, in: base)
        guard !recorded, mapped.scene.allViews.contains(where: { $0.view.font?.textStyle != nil }) else {
            return (base.sizeCategory, first)
        }
        func matches(_ layout: SolvedLayout) -> Int {
            layout.views.filter { view in
                guard let stored = mapped.views[view.id], let frame = stored.frame, skipReason(stored) == nil
                else { return false }
                return error(view.frame, frame) <= 1
            }.count
        }
        var best = (category: SizeCategory.L, layout: first, matches: matches(first))
        for category in SizeCategory.allCases where category != .L {
            var configuration = base
            configuration.sizeCategory = category
            let layout = try solver.solve(mapped.scene, in: configuration)
            let count = matches(layout)
            if count > best.matches { best = (category, layout, count) }
        }
        return (best.category, best.layout)
    }

    /// Each scene's root view by the id `InterfaceBuilderScenes.map` gives the scene.
    public static func roots(of document: IBDocument) -> [String: IBView] {
        var roots: [String: IBView] = [:]
        for scene in document.scenes { if let view = scene.controller?.view { roots[scene.sceneID.value] = view } }
        if document.kind == .xib || document.scenes.isEmpty, let objects = document.objects {
            for view in objects.views { roots[view.id.value] = view }
        }
        return roots
    }
}
