import LayoutEngine
import SceneModel

/// A problem a layout shows at one size: what kind, about which views or constraints, in words.
/// Two sizes show the same problem when kind and subjects are equal.
public struct SweepProblem: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case conflict, ambiguity, truncated, overlap
        case offScreen = "off-screen"
        case outsideSafeArea = "outside-safe-area"
        case emptySize = "empty-size"
        /// The engine refused the layout at this size (a located error; a value out of range).
        case unsolvable
    }

    public var kind: Kind
    public var subjects: [String]
    public var message: String

    public static func == (a: SweepProblem, b: SweepProblem) -> Bool { a.kind == b.kind && a.subjects == b.subjects }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(subjects)
    }
}

/// The geometric facts a problem is measured against: what already overlaps, leaves the screen
/// or the safe area, or has no area at the scene's own configurations is the author's choice
/// (a background under the status bar, a badge over a corner); only what is new at another size
/// is a problem.
public struct LayoutGeometryFacts: Sendable {
    var overlaps: Set<[String]> = []
    var offScreen: Set<String> = []
    var outsideSafeArea: Set<String> = []
    var empty: Set<String> = []

    public init() {}

    public init(_ layout: SolvedLayout) {
        self.init(layout, placed: Self.placedViews(layout)) {
            Set(layout.ancestors(of: layout.views[$0]).map(\.spec.name))
        }
    }

    /// `placed`: where the placed views are in `layout.views`; `ancestorNames`: the names of a
    /// view's ancestors, by its position there.
    init(_ layout: SolvedLayout, placed: [Int], ancestorNames: (Int) -> Set<String>) {
        self.init(
            layout, rootFrames: layout.views.map(\.rootFrame), screen: layout.rootFrame, placed: placed,
            ancestorNames: ancestorNames)
    }

    /// The facts of `layout`'s views placed at `rootFrames` (by position in `layout.views`) on a
    /// root of frame `screen`: the layout at another size of the same regime, its frames from
    /// lines (`RegimeWalk`).
    init(
        _ layout: SolvedLayout, rootFrames: [Rect], screen: Rect, placed: [Int], ancestorNames: (Int) -> Set<String>
    ) {
        let safe = screen.inset(by: layout.safeArea)
        var sized: [Int] = []
        for position in placed {
            let name = layout.views[position].spec.name
            let frame = rootFrames[position]
            if frame.width < 0.01 || frame.height < 0.01 {
                empty.insert(name)
                continue
            }
            sized.append(position)
            if !Self.contains(screen, frame) { offScreen.insert(name) }
            if !Self.contains(safe, frame) { outsideSafeArea.insert(name) }
        }
        for (index, second) in sized.enumerated() {
            // Read once per view, when it overlaps an earlier one.
            var ancestors: Set<String>?
            for first in sized[..<index] {
                guard Self.overlap(rootFrames[first], rootFrames[second], scale: layout.configuration.scale) else {
                    continue
                }
                // A view over its own superview is not an overlap; over a cousin it is.
                let firstName = layout.views[first].spec.name
                if ancestors == nil { ancestors = ancestorNames(second) }
                if ancestors?.contains(firstName) == true { continue }
                overlaps.insert([firstName, layout.views[second].spec.name])
            }
        }
    }

    /// Everything any of `layouts` shows.
    public init(_ layouts: [SolvedLayout]) {
        for layout in layouts { formUnion(LayoutGeometryFacts(layout)) }
    }

    /// Everything any of the layouts shows.
    public mutating func formUnion(_ other: LayoutGeometryFacts) {
        overlaps.formUnion(other.overlaps)
        offScreen.formUnion(other.offScreen)
        outsideSafeArea.formUnion(other.outsideSafeArea)
        empty.formUnion(other.empty)
    }

    /// The views that are drawn and placed by the layout on the screen: visible, and not inside
    /// a scroll view, table or collection (their content scrolls past the screen by design).
    static func placedViews(_ layout: SolvedLayout) -> [Int] {
        layout.views.indices.filter { position in
            let view = layout.views[position]
            guard !view.spec.hidden && !(view.spec.alpha <= 0), view.spec.type.rawValue != "guide" else { return false }
            let ancestors = layout.ancestors(of: view)
            return !ancestors.contains {
                $0.spec.hidden || $0.spec.alpha <= 0
                    || ["scroll", "table", "collection"].contains($0.spec.type.rawValue)
            }
        }
    }

    /// Reads the facts of one scene's layouts at many sizes. Which views are placed and each
    /// one's ancestors follow from the views' specs, the same at every size of one size class (its
    /// variations may hide a view): they are read once per size class. Used by one thread at a time.
    public final class Reader {
        private struct Views {
            var horizontal: SizeClass.Value
            var vertical: SizeClass.Value
            var count: Int
            var placed: [Int]
            var ancestorNames: [Set<String>?]
        }
        private var known: [Views] = []

        public init() {}

        public func facts(_ layout: SolvedLayout) -> LayoutGeometryFacts {
            facts(layout, rootFrames: layout.views.map(\.rootFrame), screen: layout.rootFrame)
        }

        /// The facts of `layout`'s views moved to `rootFrames` on a root of frame `screen`.
        func facts(_ layout: SolvedLayout, rootFrames: [Rect], screen: Rect) -> LayoutGeometryFacts {
            let sizeClass = layout.configuration.sizeClass
            let index =
                known.firstIndex {
                    $0.horizontal == sizeClass.horizontal && $0.vertical == sizeClass.vertical
                        && $0.count == layout.views.count
                }
                ?? {
                    known.append(
                        Views(
                            horizontal: sizeClass.horizontal, vertical: sizeClass.vertical, count: layout.views.count,
                            placed: LayoutGeometryFacts.placedViews(layout),
                            ancestorNames: Array(repeating: nil, count: layout.views.count)))
                    return known.count - 1
                }()
            return LayoutGeometryFacts(
                layout, rootFrames: rootFrames, screen: screen, placed: known[index].placed
            ) { position in
                if let names = known[index].ancestorNames[position] { return names }
                let names = Set(layout.ancestors(of: layout.views[position]).map(\.spec.name))
                known[index].ancestorNames[position] = names
                return names
            }
        }
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x - 0.01 && inner.y >= outer.y - 0.01
            && inner.x + inner.width <= outer.x + outer.width + 0.01
            && inner.y + inner.height <= outer.y + outer.height + 0.01
    }

    /// More than a pixel of shared area in both directions: touching edges do not overlap.
    static func overlap(_ a: Rect, _ b: Rect, scale: Double) -> Bool {
        let width = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
        let height = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
        return width > 1 / scale - 0.001 && height > 1 / scale - 0.001
    }
}

extension SweepProblem {
    /// Every problem `layout` shows: conflicts, ambiguity and cut text always; overlaps, views
    /// off the screen or the safe area and views without area when `baseline` does not show them.
    /// `reader` keeps what the sizes of one sweep share.
    public static func problems(
        in layout: SolvedLayout, baseline: LayoutGeometryFacts, reader: LayoutGeometryFacts.Reader? = nil
    ) -> [SweepProblem] {
        var result: [SweepProblem] = []
        for conflict in layout.conflicts {
            result.append(
                SweepProblem(
                    kind: .conflict, subjects: conflict.constraints.sorted(),
                    message:
                        "conflict between \(conflict.constraints.count) constraints; breaks \(text(of: conflict.broken, in: layout))"
                ))
        }
        for view in layout.views where !view.ambiguity.isEmpty {
            let components = view.ambiguity.map(\.component)
            result.append(
                SweepProblem(
                    kind: .ambiguity, subjects: [view.spec.name],
                    message: "\(view.spec.name) is ambiguous (\(components.joined(separator: ", ")))"))
        }
        for view in layout.views where view.isTruncated { result.append(truncated(view.spec.name)) }
        return result + geometryProblems(reader?.facts(layout) ?? LayoutGeometryFacts(layout), baseline: baseline)
    }

    static func truncated(_ name: String) -> SweepProblem {
        SweepProblem(kind: .truncated, subjects: [name], message: "\(name)'s text is cut")
    }

    /// The overlaps, views off the screen or the safe area and views without area that `facts`
    /// show and `baseline` does not.
    static func geometryProblems(_ facts: LayoutGeometryFacts, baseline: LayoutGeometryFacts) -> [SweepProblem] {
        var result: [SweepProblem] = []
        for pair in facts.overlaps.subtracting(baseline.overlaps).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            result.append(SweepProblem(kind: .overlap, subjects: pair, message: "\(pair[0]) and \(pair[1]) overlap"))
        }
        for name in facts.offScreen.subtracting(baseline.offScreen).sorted() {
            result.append(SweepProblem(kind: .offScreen, subjects: [name], message: "\(name) leaves the screen"))
        }
        // Off the screen says more than outside the safe area: one line per view.
        for name in facts.outsideSafeArea.subtracting(baseline.outsideSafeArea).subtracting(facts.offScreen).sorted() {
            result.append(
                SweepProblem(kind: .outsideSafeArea, subjects: [name], message: "\(name) leaves the safe area"))
        }
        for name in facts.empty.subtracting(baseline.empty).sorted() {
            result.append(
                SweepProblem(kind: .emptySize, subjects: [name], message: "\(name) has a zero or negative size"))
        }
        return result
    }

    /// A constraint as the scene wrote it (its id when it has no text).
    static func text(of id: String, in layout: SolvedLayout) -> String {
        guard let constraint = layout.constraints.first(where: { $0.id == id }), !constraint.spec.text.isEmpty else {
            return id
        }
        return constraint.spec.text
    }
}
