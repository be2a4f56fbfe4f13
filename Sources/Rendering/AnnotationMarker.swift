import LayoutEngine
import SceneModel

/// Builds the annotation layer's marks from a solved layout, following Interface Builder's
/// conventions: I-beams for spacing with the constant in a badge, bars for sizes, lines for
/// alignments, dashed optional constraints, orange for unmet ones, red for conflicts, design
/// frames with their deltas, ambiguous views outlined. Tags and badges are placed by a
/// `MarkPlacer`, off the screen's text and each other, on the canvas.
public struct AnnotationMarker {
    public let layout: SolvedLayout
    public let layers: Set<AnnotationLayer>
    /// The width of a badge's or tag's text (Pango in the renderer; anything in tests).
    let textWidth: (String, FontSpec) -> Double
    /// The ink of the screen's text (`GlyphBoxes`), which tags and badges keep off.
    public let glyphs: [Rect]
    /// Where tags and badges may go, in root coordinates: by default the screen and the
    /// renderer's margin around it.
    public let canvas: Rect
    /// What `--highlight` names: their marks in full colour, the others faded.
    public let highlight: MarkHighlight?
    /// Whether badges and tags are measured and placed. Without, each is a mark of no size at its
    /// anchor, and no leader: what the legend needs (a placed badge is always on the canvas, so
    /// only its role counts), without shaping its text.
    var placesLabels = true

    static let badgeFont = FontSpec.system(10, .semibold)
    static let tagFont = FontSpec.system(9, .medium)
    static let badgeHeight = 14.0
    /// Marks handed on together while they are made: few enough that the painters start early,
    /// enough that handing them on costs little.
    static let publishedTogether = 8

    public init(
        layout: SolvedLayout, layers: Set<AnnotationLayer>, glyphs: [Rect] = [], canvas: Rect? = nil,
        highlight: MarkHighlight? = nil, textWidth: @escaping (String, FontSpec) -> Double
    ) {
        self.layout = layout
        self.highlight = highlight
        self.layers = layers
        self.textWidth = textWidth
        self.glyphs = glyphs
        self.canvas = canvas ?? layout.rootFrame.inset(by: Insets(all: -Renderer.margin))
    }

    public func marks() -> [AnnotationMark] { marks(publishing: nil) }

    /// The marks, handed to `publish` too in order as they are made, a few at a time (the
    /// renderer paints them meanwhile).
    func marks(publishing publish: (([AnnotationMark]) -> Void)?) -> [AnnotationMark] {
        var marks: [AnnotationMark] = []
        var published = 0
        let picked = highlight.map { $0.picked(in: layout) }
        // The marks made since the last flush are faded or not, then handed on.
        func flush(atLeast count: Int) {
            guard marks.count - published >= count else { return }
            if let picked {
                for i in published..<marks.count where !picked.keeps(marks[i]) { marks[i].faded = true }
            }
            publish?(Array(marks[published...]))
            published = marks.count
        }
        var badges = MarkPlacer(canvas: canvas, glyphs: glyphs)
        let screen = layout.rootFrame

        if layers.contains(.safeArea) {
            let s = layout.safeArea
            for band in [
                Rect(x: 0, y: 0, width: screen.width, height: s.top),
                Rect(x: 0, y: screen.height - s.bottom, width: screen.width, height: s.bottom),
                Rect(x: 0, y: s.top, width: s.left, height: screen.height - s.top - s.bottom),
                Rect(x: screen.width - s.right, y: s.top, width: s.right, height: screen.height - s.top - s.bottom),
            ]
            where band.width > 0 && band.height > 0 {
                marks.append(AnnotationMark(.band(band), role: .safeArea))
            }
        }
        if layers.contains(.margins) {
            let m = layout.rootMargins, s = layout.safeArea
            let inner = screen.inset(by: Insets(top: s.top, left: m.left, bottom: s.bottom, right: m.right))
            marks.append(
                AnnotationMark(
                    .band(Rect(x: s.left, y: inner.y, width: m.left - s.left, height: inner.height)), role: .margin))
            marks.append(
                AnnotationMark(
                    .band(Rect(x: inner.maxX, y: inner.y, width: m.right - s.right, height: inner.height)),
                    role: .margin))
            for x in [inner.minX, inner.maxX] {
                marks.append(
                    AnnotationMark(
                        .line(from: Point(x, inner.minY), to: Point(x, inner.maxY), width: 0.5),
                        role: .marginEdge, dashed: true))
            }
        }
        if layers.contains(.constraints) || layers.contains(.conflicts) {
            for constraint in layout.constraints where !constraint.isGenerated && !constraint.spec.isAssumption {
                let role = Self.role(of: constraint)
                // The conflicts layer alone shows only the constraints in conflicts.
                if !layers.contains(.constraints) && role != .conflict { continue }
                marks += self.marks(for: constraint, role: role, badges: &badges)
                flush(atLeast: Self.publishedTogether)
            }
        }
        // A view off the canvas (cut away by `--crop`) has no outline or badge: its badges would
        // only be pushed onto the canvas's edge, about a view the picture does not show.
        if layers.contains(.deltas) {
            for view in layout.views where view.isMisplaced { marks += misplacement(view, badges: &badges) }
        }
        if layers.contains(.ambiguity) {
            for view in layout.views where !view.ambiguity.isEmpty && !isOffCanvas(view.rootFrame) {
                let r = view.rootFrame
                marks.append(AnnotationMark(.outline(r, width: 2), role: .ambiguous, view: view.spec.name))
                let axes = Set(view.ambiguity.map(\.axis.rawValue)).sorted().joined(separator: " & ")
                // Below the view, where it hides none of its content; inside its bottom edge
                // when the view reaches the bottom of the screen.
                let y = r.maxY + 9 < screen.maxY ? r.maxY + 9 : r.maxY - 9
                marks += badge(
                    "ambiguous \(axes)", x: r.midX, y: y, along: .none, role: .ambiguous, view: view.spec.name,
                    badges: &badges)
            }
        }
        if layers.contains(.guides) {
            for view in layout.views where view.spec.type == .guide {
                marks.append(
                    AnnotationMark(.outline(view.rootFrame, width: 1), role: .guide, dashed: true, view: view.spec.name)
                )
                marks += tag(view.spec.name, at: view.rootFrame, role: .guide, view: view.spec.name, badges: &badges)
            }
            // A scroll view's content layout guide, and its size.
            for view in layout.views where view.spec.type == .scroll {
                guard let size = view.contentSize else { continue }
                // Drawn as far as the canvas's margin: enough to show that it goes on.
                let bounds = screen.inset(by: Insets(all: -24))
                let content = Rect(
                    x: view.rootFrame.x, y: view.rootFrame.y,
                    width: min(size.width, bounds.maxX - view.rootFrame.x),
                    height: min(size.height, bounds.maxY - view.rootFrame.y))
                marks.append(
                    AnnotationMark(.outline(content, width: 1), role: .guide, dashed: true, view: view.spec.name))
                let text = "content \(formatPoints(size.width)) × \(formatPoints(size.height))"
                let corner = Rect(x: view.rootFrame.x, y: view.rootFrame.maxY - 16, width: 0, height: 0)
                marks += tag(text, at: corner, role: .guide, view: view.spec.name, badges: &badges)
            }
        }
        if layers.contains(.a11y) {
            marks += accessibilityMarks(badges: &badges)
            flush(atLeast: 1)
        }
        if layers.contains(.labels) {
            // A folded view is named by the view it is part of; a tag of its own would repeat it. A
            // view entirely off the canvas has no tag: it would only be pushed onto the canvas's
            // edge, piled with the others there (and cost the placer a search of the pile each).
            for view in layout.views
            where view.spec.type != .guide && !view.spec.hidden && !view.spec.isFolded
                && !isOffCanvas(view.rootFrame)
            {
                marks += tag(view.spec.name, at: view.rootFrame, role: .name, view: view.spec.name, badges: &badges)
                flush(atLeast: Self.publishedTogether)
            }
        }
        flush(atLeast: 1)
        return marks
    }

    static func role(of constraint: SolvedLayout.SolvedConstraint) -> AnnotationMark.Role {
        if constraint.inConflict { return .conflict }
        return constraint.satisfied ? .satisfied : .unsatisfied
    }

    /// The badge text: relation, constant, multiplier and priority when not the defaults.
    static func badgeText(for constraint: SolvedLayout.SolvedConstraint, value: Double) -> String {
        let spec = constraint.spec
        var text = spec.relation == .greaterThanOrEqual ? "≥" : spec.relation == .lessThanOrEqual ? "≤" : ""
        if spec.second != nil && spec.first.attribute.isSize {
            text += spec.multiplier != 1 ? "×\(formatPoints(spec.multiplier))" : "="
            if constraint.constant != 0 { text += " " + EdgeMoves.signed(constraint.constant) }
        } else {
            text += formatPoints(value)
            if spec.multiplier != 1 { text += " ×\(formatPoints(spec.multiplier))" }
        }
        if spec.priority < 1000 { text += " @\(formatPoints(spec.priority))" }
        if constraint.broken { text += " ✕" }
        if !constraint.satisfied && !constraint.broken { text += " (off \(formatPoints(constraint.error)))" }
        return text
    }

    /// A constraint's lines and its badges' leaders end at the canvas's edge: a view placed past
    /// the screen (an image hung off a corner) would draw them across the legend or the next
    /// panel. A size or spacing cut there loses its end cap: it goes on.
    func marks(for c: SolvedLayout.SolvedConstraint, role: AnnotationMark.Role, badges: inout MarkPlacer)
        -> [AnnotationMark]
    {
        func clamped(_ point: Point) -> Point {
            Point(min(max(point.x, canvas.minX), canvas.maxX), min(max(point.y, canvas.minY), canvas.maxY))
        }
        return unclampedMarks(for: c, role: role, badges: &badges).map { mark in
            var mark = mark
            switch mark.shape {
            case .line(let from, let to, let width):
                mark.shape = .line(from: clamped(from), to: clamped(to), width: width)
            case .leader(let from, let to):
                mark.shape = .leader(from: clamped(from), to: clamped(to))
            case .ibeam(let from, let to, _) where clamped(from) != from || clamped(to) != to:
                mark.shape = .line(from: clamped(from), to: clamped(to), width: 1)
            default: break
            }
            return mark
        }
    }

    func unclampedMarks(for c: SolvedLayout.SolvedConstraint, role: AnnotationMark.Role, badges: inout MarkPlacer)
        -> [AnnotationMark]
    {
        // A constraint whose items all lie off the canvas draws nothing on it: its badge would
        // only be pushed onto the canvas's edge, piled with the others (as views' tags were), and
        // cost the placer a search of the pile each.
        if isOffCanvas(c.firstRect) && (c.secondRect.map(isOffCanvas) ?? true) { return [] }
        let dashed = c.spec.priority < 1000 || c.broken
        var marks: [AnnotationMark] = []
        func add(_ shape: AnnotationMark.Shape) {
            marks.append(AnnotationMark(shape, role: role, dashed: dashed, constraint: c.id))
        }
        // A badge and its leader carry the constraint's style too (drawn solid whatever it is), so
        // that the legend and an SVG's classes tell an optional constraint's from a required one's.
        func addBadge(_ text: String, x: Double, y: Double, along: MarkPlacer.Along) {
            for var mark in badge(text, x: x, y: y, along: along, role: role, badges: &badges) {
                mark.constraint = c.id
                mark.dashed = dashed
                marks.append(mark)
            }
        }
        let a = c.spec.first.attribute
        let first = c.firstRect
        if a.isSize {
            // A bar across the view, near its bottom (widths) or its trailing side (heights).
            let value = c.spec.second == nil ? c.constant : c.firstValue
            // An equal size is marked on both views, as Interface Builder does: `=` on one only
            // says nothing of the other.
            var items = [first]
            if let second = c.secondRect, c.spec.second?.attribute == a, c.spec.multiplier == 1 { items.append(second) }
            for item in items {
                if a == .width {
                    let y = item.maxY - 6
                    add(.ibeam(from: Point(item.minX, y), to: Point(item.maxX, y), horizontal: true))
                    addBadge(Self.badgeText(for: c, value: value), x: item.midX, y: y, along: .horizontal)
                } else {
                    let x = item.maxX - 6
                    add(.ibeam(from: Point(x, item.minY), to: Point(x, item.maxY), horizontal: false))
                    addBadge(Self.badgeText(for: c, value: value), x: x, y: item.midY, along: .vertical)
                }
            }
            return marks
        }
        guard let second = c.secondRect, let secondValue = c.secondValue else { return marks }
        let horizontal = a.axis == .horizontal
        let isCenterOrBaseline = [.centerX, .centerY, .firstBaseline, .lastBaseline].contains(a.withoutMargin)
        if isCenterOrBaseline || abs(c.firstValue - secondValue) < 0.5 {
            // An alignment: a line along the shared coordinate across both items; against a
            // container (the superview, a guide) only along the view, as the container's
            // edge is already drawn.
            let v = c.firstValue
            // Either way round: `H:|-[Title]-|` makes the superview the first item, and its
            // line crossed the whole screen, status bar included.
            let (first, second) =
                Self.contains(first, second)
                ? (second, second)
                : Self.contains(second, first) ? (first, first) : (first, second)
            // A centre or baseline is broken where it would strike through text; an edge
            // alignment runs beside the text and is kept whole.
            let obstacles = isCenterOrBaseline ? glyphs : []
            if horizontal {
                for (lo, hi) in Self.gaps(
                    from: min(first.minY, second.minY), to: max(first.maxY, second.maxY),
                    at: v, vertical: true, glyphs: obstacles)
                {
                    add(.line(from: Point(v, lo), to: Point(v, hi), width: 1))
                }
            } else {
                for (lo, hi) in Self.gaps(
                    from: min(first.minX, second.minX), to: max(first.maxX, second.maxX),
                    at: v, vertical: false, glyphs: obstacles)
                {
                    add(.line(from: Point(lo, v), to: Point(hi, v), width: 1))
                }
            }
            if c.constant != 0 || c.spec.priority < 1000 || !c.satisfied {
                addBadge(
                    Self.badgeText(for: c, value: c.constant), x: horizontal ? v : first.midX,
                    y: horizontal ? first.midY : v,
                    along: horizontal ? .vertical : .horizontal)
            }
            return marks
        }
        // A spacing: an I-beam spanning the solved gap, at the middle of the items' overlap. The
        // badge shows the constraint's constant, as Interface Builder does (an inequality or an
        // unmet optional constraint differs from the gap), as a distance: `Trailing = Other.Trailing
        // - 20` is a gap of 20 when the items are in that order.
        let gap = c.firstValue - secondValue
        let shown = gap * c.constant > 0 ? abs(c.constant) : c.constant
        if horizontal {
            let lo = max(first.minY, second.minY), hi = min(first.maxY, second.maxY)
            let y = lo < hi ? (lo + hi) / 2 : first.midY
            add(.ibeam(from: Point(secondValue, y), to: Point(c.firstValue, y), horizontal: true))
            addBadge(
                Self.badgeText(for: c, value: shown), x: (secondValue + c.firstValue) / 2, y: y, along: .horizontal)
        } else {
            let lo = max(first.minX, second.minX), hi = min(first.maxX, second.maxX)
            let x = lo < hi ? (lo + hi) / 2 : first.midX
            add(.ibeam(from: Point(x, secondValue), to: Point(x, c.firstValue), horizontal: false))
            addBadge(Self.badgeText(for: c, value: shown), x: x, y: (secondValue + c.firstValue) / 2, along: .vertical)
        }
        return marks
    }

    /// The design frame, dashed, with the move of each edge as Interface Builder shows them.
    func misplacement(_ view: SolvedLayout.View, badges: inout MarkPlacer) -> [AnnotationMark] {
        guard let design = view.spec.designFrame, let delta = view.misplacement else { return [] }
        let rect = design.offsetBy(dx: view.rootFrame.x - view.frame.x, dy: view.rootFrame.y - view.frame.y)
        if isOffCanvas(view.rootFrame) && isOffCanvas(rect) { return [] }
        let name = view.spec.name
        var marks = [AnnotationMark(.outline(rect, width: 1), role: .misplaced, dashed: true, view: name)]
        let moves = EdgeMoves(delta: delta)
        let edges: [(Double, Double, Double, MarkPlacer.Along)] = [
            (moves.left, rect.minX, rect.midY, .vertical), (moves.right, rect.maxX, rect.midY, .vertical),
            (moves.top, rect.midX, rect.minY, .horizontal), (moves.bottom, rect.midX, rect.maxY, .horizontal),
        ]
        for (move, x, y, along) in edges where EdgeMoves.isMove(move) {
            marks += badge(
                EdgeMoves.signed(move), x: x, y: y, along: along, role: .misplaced, view: name, badges: &badges)
        }
        return marks
    }

    /// A badge for the point (x, y) on a line running `along`, where the placer finds room; with
    /// a leader line back to the point when it had to go far.
    func badge(
        _ text: String, x: Double, y: Double, along: MarkPlacer.Along, role: AnnotationMark.Role,
        view: String? = nil, badges: inout MarkPlacer
    ) -> [AnnotationMark] {
        guard placesLabels else {
            return [AnnotationMark(.badge(text, Rect(x: x, y: y, width: 0, height: 0)), role: role, view: view)]
        }
        let size = Size(width: textWidth(text, Self.badgeFont) + 8, height: Self.badgeHeight)
        let anchor = Point(x, y)
        let rect = badges.placeBadge(size, at: anchor, along: along)
        var marks: [AnnotationMark] = []
        if let (a, b) = MarkPlacer.leader(from: rect, to: anchor) {
            marks.append(AnnotationMark(.leader(from: a, to: b), role: role, view: view))
        }
        return marks + [AnnotationMark(.badge(text, rect), role: role, view: view)]
    }

    /// Whether `frame` lies entirely outside the canvas (touching its edge is not outside).
    func isOffCanvas(_ frame: Rect) -> Bool {
        frame.maxX < canvas.minX || frame.minX > canvas.maxX || frame.maxY < canvas.minY || frame.minY > canvas.maxY
    }

    /// A view's name in a tag at a corner of `frame` where it covers no text, or near it.
    func tag(
        _ text: String, at frame: Rect, role: AnnotationMark.Role, view: String? = nil, badges: inout MarkPlacer
    ) -> [AnnotationMark] {
        guard placesLabels else {
            return [
                AnnotationMark(
                    .tag(text, Rect(x: frame.minX, y: frame.minY, width: 0, height: 0)), role: role, view: view)
            ]
        }
        let size = Size(width: textWidth(text, Self.tagFont) + 6, height: 12)
        let rect = badges.placeTag(size, in: frame)
        var marks: [AnnotationMark] = []
        let corner = Point(frame.minX, frame.minY)
        // Far from the view's top-left corner (and not at another of its corners): a leader.
        let nearView = Self.intersects(rect.inset(by: Insets(all: -2)), frame.inset(by: Insets(all: -0.01)))
        if !nearView, let (a, b) = MarkPlacer.leader(from: rect, to: corner) {
            marks.append(AnnotationMark(.leader(from: a, to: b), role: role, view: view))
        }
        return marks + [AnnotationMark(.tag(text, rect), role: role, view: view)]
    }

    /// The parts of the line from `from` to `to` at `at` (x for a vertical line, y for a
    /// horizontal one) that cross no glyph, kept 2 points clear of the ink. Not a range: a
    /// view of negative size (a random scene's) gives ends in either order.
    static func gaps(from: Double, to: Double, at: Double, vertical: Bool, glyphs: [Rect]) -> [(Double, Double)] {
        let span = (lowerBound: min(from, to), upperBound: max(from, to))
        if glyphs.isEmpty { return [(from, to)] }
        let cuts = glyphs.map { $0.inset(by: Insets(all: -2)) }
            .filter { vertical ? ($0.minX < at && at < $0.maxX) : ($0.minY < at && at < $0.maxY) }
            .map { vertical ? ($0.minY, $0.maxY) : ($0.minX, $0.maxX) }
            .sorted { $0.0 < $1.0 }
        var parts: [(Double, Double)] = []
        var start = span.lowerBound
        for (lo, hi) in cuts where hi > start {
            if lo > start { parts.append((start, min(lo, span.upperBound))) }
            start = max(start, hi)
            if start >= span.upperBound { break }
        }
        if start < span.upperBound { parts.append((start, span.upperBound)) }
        return parts.filter { $0.1 - $0.0 > 0.5 }
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }

    static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
