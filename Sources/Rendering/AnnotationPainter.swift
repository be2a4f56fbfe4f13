import CCairo
import CPangoCairo
import LayoutEngine

/// Interface Builder's marks over the screen: constraints, margins, safe area, misplacement,
/// ambiguity, view names. Drawn in a translucent layer so the screen stays readable.
struct AnnotationPainter {
    let painter: Painter
    let layout: SolvedLayout
    let layers: Set<AnnotationLayer>
    let badgeFont = FontSpec.system(10, .semibold)
    /// Badge rectangles already placed, so that later badges move instead of overlapping.
    final class Placed { var rects: [Rect] = [] }
    let placed = Placed()

    func draw() {
        let screen = layout.rootFrame
        if layers.contains(.safeArea) { drawSafeArea(screen) }
        if layers.contains(.margins) { drawMargins(screen) }
        if layers.contains(.constraints) || layers.contains(.conflicts) {
            for constraint in layout.constraints where !constraint.isGenerated { drawConstraint(constraint) }
        }
        if layers.contains(.deltas) { for view in layout.views where view.isMisplaced { drawMisplacement(view) } }
        if layers.contains(.ambiguity) { for view in layout.views where !view.ambiguity.isEmpty { drawAmbiguity(view) } }
        if layers.contains(.guides) {
            for view in layout.views where view.spec.type == .guide {
                painter.stroke(view.rootFrame, Palette.tag, width: 1, dash: [4, 3])
                tag(view.spec.name, x: view.rootFrame.x + 2, y: view.rootFrame.y + 2, color: Palette.tag)
            }
        }
        if layers.contains(.labels) {
            for view in layout.views where view.spec.type != .guide && !view.spec.hidden {
                tag(view.spec.name, x: view.rootFrame.x + 2, y: view.rootFrame.y + 2, color: Palette.tag)
            }
        }
    }

    func drawSafeArea(_ screen: Rect) {
        let s = layout.safeArea
        let bands = [Rect(x: 0, y: 0, width: screen.width, height: s.top),
                     Rect(x: 0, y: screen.height - s.bottom, width: screen.width, height: s.bottom),
                     Rect(x: 0, y: s.top, width: s.left, height: screen.height - s.top - s.bottom),
                     Rect(x: screen.width - s.right, y: s.top, width: s.right, height: screen.height - s.top - s.bottom)]
        for band in bands where band.width > 0 && band.height > 0 { painter.fill(band, Palette.safeAreaBand) }
    }

    func drawMargins(_ screen: Rect) {
        let m = layout.rootMargins
        let s = layout.safeArea
        let inner = screen.inset(by: Insets(top: s.top, left: m.left, bottom: s.bottom, right: m.right))
        painter.fill(Rect(x: s.left, y: inner.y, width: m.left - s.left, height: inner.height), Palette.marginBand)
        painter.fill(Rect(x: inner.maxX, y: inner.y, width: m.right - s.right, height: inner.height), Palette.marginBand)
        painter.line(inner.minX, inner.minY, inner.minX, inner.maxY, Palette.satisfied.withAlpha(0.35), width: 0.5, dash: [2, 2])
        painter.line(inner.maxX, inner.minY, inner.maxX, inner.maxY, Palette.satisfied.withAlpha(0.35), width: 0.5, dash: [2, 2])
    }

    func color(of constraint: SolvedLayout.SolvedConstraint) -> Color {
        if constraint.inConflict { return Palette.conflict }
        if !constraint.satisfied { return Palette.unsatisfied }
        return Palette.satisfied
    }

    /// The badge text: relation, constant, multiplier and priority when not the defaults.
    func badge(for constraint: SolvedLayout.SolvedConstraint, value: Double) -> String {
        let spec = constraint.spec
        var text = spec.relation == .greaterThanOrEqual ? "≥" : spec.relation == .lessThanOrEqual ? "≤" : ""
        if spec.second != nil && spec.first.attribute.isSize {
            text += spec.multiplier != 1 ? "×\(formatPoints(spec.multiplier))" : "="
            if constraint.constant != 0 { text += " \(constraint.constant > 0 ? "+" : "−")\(formatPoints(abs(constraint.constant)))" }
        } else {
            text += formatPoints(value)
            if spec.multiplier != 1 { text += " ×\(formatPoints(spec.multiplier))" }
        }
        if spec.priority < 1000 { text += " @\(formatPoints(spec.priority))" }
        if constraint.broken { text += " ✕" }
        if !constraint.satisfied && !constraint.broken { text += " (off \(formatPoints(constraint.error)))" }
        return text
    }

    func drawConstraint(_ c: SolvedLayout.SolvedConstraint) {
        let color = color(of: c)
        let dash: [Double] = c.spec.priority < 1000 || c.broken ? [3, 2] : []
        let a = c.spec.first.attribute
        let first = c.firstRect
        if a.isSize {
            // A bar across the view, near its bottom (widths) or its trailing side (heights).
            if a == .width {
                let y = first.maxY - 6
                ibeam(horizontal: true, from: first.minX, to: first.maxX, at: y, color: color, dash: dash)
                placeBadge(badge(for: c, value: c.spec.second == nil ? c.constant : c.firstValue), x: first.midX, y: y, color: color)
            } else {
                let x = first.maxX - 6
                ibeam(horizontal: false, from: first.minY, to: first.maxY, at: x, color: color, dash: dash)
                placeBadge(badge(for: c, value: c.spec.second == nil ? c.constant : c.firstValue), x: x, y: first.midY, color: color)
            }
            return
        }
        guard let second = c.secondRect, let secondValue = c.secondValue else { return }
        let horizontal = a.axis == .horizontal
        let base = a.withoutMargin
        let isCenterOrBaseline = [.centerX, .centerY, .firstBaseline, .lastBaseline].contains(base)
        if isCenterOrBaseline || abs(c.firstValue - secondValue) < 0.5 {
            // An alignment: a line along the shared coordinate across both items.
            let v = c.firstValue
            if horizontal {
                painter.line(v, min(first.minY, second.minY), v, max(first.maxY, second.maxY), color, width: 1, dash: dash.isEmpty ? [1, 0] : dash)
            } else {
                painter.line(min(first.minX, second.minX), v, max(first.maxX, second.maxX), v, color, width: 1, dash: dash.isEmpty ? [1, 0] : dash)
            }
            if c.constant != 0 || c.spec.priority < 1000 || !c.satisfied {
                placeBadge(badge(for: c, value: c.constant), x: horizontal ? v : first.midX, y: horizontal ? first.midY : v, color: color)
            }
            return
        }
        // A spacing: an I-beam between the two edges, at the middle of their overlap. The
        // beam spans the solved gap; the badge shows the constraint's constant, as Interface
        // Builder does (an inequality or an unmet optional constraint differs from the gap).
        if horizontal {
            let lo = max(first.minY, second.minY), hi = min(first.maxY, second.maxY)
            let y = lo < hi ? (lo + hi) / 2 : first.midY
            ibeam(horizontal: true, from: secondValue, to: c.firstValue, at: y, color: color, dash: dash)
            placeBadge(badge(for: c, value: c.constant), x: (secondValue + c.firstValue) / 2, y: y, color: color)
        } else {
            let lo = max(first.minX, second.minX), hi = min(first.maxX, second.maxX)
            let x = lo < hi ? (lo + hi) / 2 : first.midX
            ibeam(horizontal: false, from: secondValue, to: c.firstValue, at: x, color: color, dash: dash)
            placeBadge(badge(for: c, value: c.constant), x: x, y: (secondValue + c.firstValue) / 2, color: color)
        }
    }

    /// A line with end caps, like Interface Builder's spacing and size marks.
    func ibeam(horizontal: Bool, from a: Double, to b: Double, at c: Double, color: Color, dash: [Double]) {
        let cap = 4.0
        if horizontal {
            painter.line(a, c, b, c, color, width: 1, dash: dash)
            painter.line(a, c - cap, a, c + cap, color, width: 1)
            painter.line(b, c - cap, b, c + cap, color, width: 1)
        } else {
            painter.line(c, a, c, b, color, width: 1, dash: dash)
            painter.line(c - cap, a, c + cap, a, color, width: 1)
            painter.line(c - cap, b, c + cap, b, color, width: 1)
        }
    }

    /// A rounded badge centered at (x, y), moved down until it overlaps no earlier badge.
    func placeBadge(_ text: String, x: Double, y: Double, color: Color) {
        let width = painter.textWidth(text, font: badgeFont) + 8
        let height = 14.0
        var rect = Rect(x: x - width / 2, y: y - height / 2, width: width, height: height)
        var attempts = 0
        while placed.rects.contains(where: { intersects($0, rect) }) && attempts < 12 {
            rect.y += height + 1
            attempts += 1
        }
        placed.rects.append(rect)
        painter.fill(rect, color, radius: 4)
        painter.text(text, font: badgeFont, color: .white, x: rect.x, top: rect.y + (height - SystemFontMetrics.lineHeight * 10) / 2,
                     width: rect.width, alignment: PANGO_ALIGN_CENTER)
    }

    func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    func tag(_ text: String, x: Double, y: Double, color: Color) {
        let font = FontSpec.system(9, .medium)
        let width = painter.textWidth(text, font: font) + 6
        let rect = Rect(x: x, y: y, width: width, height: 12)
        painter.fill(rect, Color.white.withAlpha(0.85), radius: 3)
        painter.text(text, font: font, color: color, x: rect.x + 3, top: rect.y + (12 - SystemFontMetrics.lineHeight * 9) / 2, width: nil)
    }

    /// The design frame, dashed orange, with the deltas of each edge as Interface Builder shows them.
    func drawMisplacement(_ view: SolvedLayout.View) {
        guard let design = view.spec.designFrame, let delta = view.misplacement else { return }
        let parentOrigin = Rect(x: view.rootFrame.x - view.frame.x, y: view.rootFrame.y - view.frame.y, width: 0, height: 0)
        let rect = design.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        painter.stroke(rect, Palette.misplaced, width: 1, dash: [4, 3])
        func signed(_ v: Double) -> String { v > 0 ? "+\(formatPoints(v))" : v < 0 ? "−\(formatPoints(-v))" : "0" }
        let dx = delta[0], dy = delta[1], dmaxX = delta[0] + delta[2], dmaxY = delta[1] + delta[3]
        if abs(dx) > 0 { placeBadge(signed(dx), x: rect.minX, y: rect.midY, color: Palette.misplaced) }
        if abs(dmaxX) > 0 { placeBadge(signed(dmaxX), x: rect.maxX, y: rect.midY, color: Palette.misplaced) }
        if abs(dy) > 0 { placeBadge(signed(dy), x: rect.midX, y: rect.minY, color: Palette.misplaced) }
        if abs(dmaxY) > 0 { placeBadge(signed(dmaxY), x: rect.midX, y: rect.maxY, color: Palette.misplaced) }
    }

    func drawAmbiguity(_ view: SolvedLayout.View) {
        painter.stroke(view.rootFrame, Palette.unsatisfied, width: 2)
        let axes = Set(view.ambiguity.map(\.axis.rawValue)).sorted().joined(separator: " & ")
        // Below the view, where it hides none of its content; inside its bottom edge when the
        // view reaches the bottom of the screen.
        let r = view.rootFrame
        let y = r.maxY + 9 < layout.rootFrame.maxY ? r.maxY + 9 : r.maxY - 9
        placeBadge("ambiguous \(axes)", x: r.midX, y: y, color: Palette.unsatisfied)
    }
}
