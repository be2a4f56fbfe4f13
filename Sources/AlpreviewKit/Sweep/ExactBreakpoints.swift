import LayoutEngine
import SceneModel

/// Sampled breakpoints moved to the exact size where their constraints change state.
///
/// Between two changes of the optimal basis the solution is linear in the root's size, and so
/// is a constraint's distance from its bound: its error while it gives way, its slack while it
/// holds with room. A change of state is that distance reaching zero. On the side of the change
/// where it is not zero, the distance is read at the sampled size next to the change and at a
/// size further from it in the same regime (half a step, else a quarter, an eighth); the line
/// through the two meets zero at the exact size, which a layout there confirms (the distance is
/// zero within a millionth of a point) and that lies from the last size sampled in the old
/// regime on: a bound left right after a sampled size is left at that size, whatever the step.
/// A change that cannot be confirmed stays at its sampled size. The configuration's rules
/// (side margins, readable width, size class) change where UIKit's rules say: found by bisection.
struct ExactBreakpoints {
    let scene: Scene
    /// The configuration swept, in its size category.
    let configuration: Configuration
    let axis: SweepRange.Axis
    let step: Double
    /// The range's first size: a change found there happened before the range, whose first
    /// regime it starts; it stays at its sampled size.
    let rangeStart: Double
    let session: LayoutSession
    let reader: LayoutRegime.Reader
    /// The solver's measurer: where a text rewraps is read from its widths (`wrapValue`).
    let measurer: any TextMeasuring

    init(
        scene: Scene, configuration: Configuration, axis: SweepRange.Axis, step: Double, rangeStart: Double,
        solver: LayoutSolver
    ) {
        self.scene = scene
        self.configuration = configuration
        self.axis = axis
        self.step = step
        self.rangeStart = rangeStart
        session = LayoutSession(scene: scene, solver: solver)
        reader = LayoutRegime.Reader(scene)
        measurer = solver.measurer
    }

    /// Each breakpoint's constraint changes at their exact sizes; changes that meet at one size
    /// are one breakpoint, in order of size.
    func refined(_ breakpoints: [LayoutSweep.Breakpoint]) -> [LayoutSweep.Breakpoint] {
        var result: [LayoutSweep.Breakpoint] = []
        func add(
            _ value: Double, isExact: Bool, rules: [String], texts: [(name: String, lines: Int, sentence: String)] = [],
            changes: [(id: String, sentence: String)], from: LayoutSweep.Breakpoint
        ) {
            if let index = result.firstIndex(where: { abs($0.value - value) < 1e-6 }) {
                let old = result[index].change
                result[index].change = RegimeChange(
                    sentences: Array(old.ruleSentences) + rules + old.textSentences.map(\.sentence)
                        + texts.map(\.sentence) + old.constraintSentences.map(\.sentence) + changes.map(\.sentence),
                    texts: old.texts + texts.map(\.name), textLines: old.textLines + texts.map(\.lines),
                    constraints: old.constraints + changes.map(\.id))
                result[index].isExact = result[index].isExact || isExact
                return
            }
            var breakpoint = from
            breakpoint.value = value
            breakpoint.isExact = isExact
            breakpoint.change = RegimeChange(
                sentences: rules + texts.map(\.sentence) + changes.map(\.sentence), texts: texts.map(\.name),
                textLines: texts.map(\.lines), constraints: changes.map(\.id))
            result.append(breakpoint)
        }
        for breakpoint in breakpoints {
            var sampled: [(id: String, sentence: String)] = []
            var exact: [(value: Double, change: (id: String, sentence: String))] = []
            for change in breakpoint.change.constraintSentences {
                if let value = exactValue(of: change.id, between: breakpoint.previousSample, and: breakpoint.value)
                    ?? bisectedValue(of: change.id, between: breakpoint.previousSample, and: breakpoint.value),
                    value > rangeStart + 1e-9, !Self.endsAPointRegime(change.id, at: value, after: result)
                {
                    exact.append((value, change))
                } else {
                    sampled.append(change)
                }
            }
            let rules = Array(breakpoint.change.ruleSentences)
            if !rules.isEmpty {
                let value = exactRuleValue(between: breakpoint.previousSample, and: breakpoint.value)
                add(value ?? breakpoint.value, isExact: value != nil, rules: rules, changes: [], from: breakpoint)
            }
            for text in breakpoint.change.textSentences {
                let value = wrapValue(of: text.name, between: breakpoint.previousSample, and: breakpoint.value)
                    .flatMap { $0 > rangeStart + 1e-9 ? $0 : nil }
                add(
                    value ?? breakpoint.value, isExact: value != nil, rules: [], texts: [text], changes: [],
                    from: breakpoint)
            }
            if !sampled.isEmpty { add(breakpoint.value, isExact: false, rules: [], changes: sampled, from: breakpoint) }
            for (value, change) in exact { add(value, isExact: true, rules: [], changes: [change], from: breakpoint) }
        }
        return result.sorted { $0.value < $1.value }
    }

    /// Whether the constraint's change at `value` undoes one it made at that very size: a state it
    /// has at one size only (a fixed width that agrees with the rest at one width, in conflict on
    /// both sides) is a regime of its own, so its end stays at the next size sampled. A bound
    /// left where another constraint starts holding is no such regime: both states hold on each
    /// side up to that size, and the change is there.
    static func endsAPointRegime(_ id: String, at value: Double, after found: [LayoutSweep.Breakpoint]) -> Bool {
        found.contains { abs($0.value - value) < 1e-6 && $0.change.constraints.contains(id) }
    }

    /// The first size after `before` with the configuration's rules at `after` (the side margins
    /// from 414 points, the readable width's cap, a landscape phone's size class): the rules
    /// follow the configuration alone, so bisection finds it without laying out, to a millionth
    /// of a point. Nil for a root sized by its content (its width is not the configuration's) or
    /// when the rules change more than once between the two.
    func exactRuleValue(between before: Double, and after: Double) -> Double? {
        guard !scene.rootSizing.fitsContent, after > before else { return nil }
        func rules(at value: Double) -> [String: String] {
            let resized = configuration.resized(axis, to: value)
            return reader.rules(resized, rootWidth: resized.size.width)
        }
        let old = rules(at: before), new = rules(at: after)
        guard old != new,
            let high = Self.boundary(
                between: before, and: after,
                isNew: { value in
                    let found = rules(at: value)
                    return found == new ? true : found == old ? false : nil
                })
        else { return nil }
        return (high * 1e6).rounded() / 1e6
    }

    /// The first size with the new state between `before` (old) and `after` (new), to a
    /// billionth, by bisection: `isNew` tells a size's state, nil for a third state (it changes
    /// more than once), which gives nil.
    static func boundary(between before: Double, and after: Double, isNew: (Double) -> Bool?) -> Double? {
        var low = before, high = after
        while high - low > 1e-9 {
            let middle = (low + high) / 2
            guard let new = isNew(middle) else { return nil }
            if new { high = middle } else { low = middle }
        }
        return high
    }

    /// The size between `before` (old regime) and `after` (new) where the constraint's distance
    /// from its bound is zero; nil when it cannot be confirmed.
    func exactValue(of id: String, between before: Double, and after: Double) -> Double? {
        guard let old = reading(at: before), let new = reading(at: after),
            let oldDistance = Self.distance(of: id, in: old.layout),
            let newDistance = Self.distance(of: id, in: new.layout)
        else { return nil }
        // The side where the constraint is off its bound, and the direction away from the change.
        let (near, distance, regime, outward): (Double, Double, LayoutRegime, Double) =
            oldDistance > 1e-9
            ? (before, oldDistance, old.regime, -1) : (after, newDistance, new.regime, 1)
        guard distance > 1e-9 else { return nil }
        var offset = step / 2
        for _ in 0..<4 {
            defer { offset /= 2 }
            let far = near + outward * offset
            guard far > 0, let farReading = reading(at: far), farReading.regime == regime,
                let farDistance = Self.distance(of: id, in: farReading.layout)
            else { continue }
            let slope = (distance - farDistance) / (near - far)
            guard abs(slope) > 1e-12 else { return nil }
            let value = near - distance / slope
            // A distance that is zero at the last size of the old regime and leaves zero past it
            // changes there: the new state holds for every size after it, as the hand says.
            guard value >= before - 1e-9 && value <= after + 1e-9, let check = reading(at: value),
                let checked = Self.distance(of: id, in: check.layout), checked < 1e-6
            else { return nil }
            // At the last sampled size, exactly: the line's intersection lands a rounding off it.
            return abs(value - before) < 1e-9 ? before : value
        }
        return nil
    }

    /// Where the constraint's state changes between `before` and `after` when it jumps rather than
    /// reaching its bound along a line: a multi-line text that wraps into other lines moves what
    /// holds it (its height steps at the width where a word moves to the line above). Bisection by
    /// layouts, to a millionth of a point; nil when the state changes more than once between them
    /// or right after `before`.
    func bisectedValue(of id: String, between before: Double, and after: Double) -> Double? {
        guard after > before, let first = reading(at: before), let last = reading(at: after),
            let old = first.regime.states[id], let new = last.regime.states[id], old != new
        else { return nil }
        var lowLayout = first.layout, highLayout = last.layout
        guard
            let high = Self.boundary(
                between: before, and: after,
                isNew: { value in
                    guard let found = reading(at: value), let state = found.regime.states[id] else { return nil }
                    if state == new { highLayout = found.layout } else if state == old { lowLayout = found.layout }
                    return state == new ? true : state == old ? false : nil
                })
        else { return nil }
        // Only a jump: error and slack move along lines otherwise, and a state that changes there
        // (a tolerance crossed a thousandth past the bound) is `exactValue`'s, at the bound itself.
        guard let below = lowLayout.constraints.first(where: { $0.id == id }),
            let above = highLayout.constraints.first(where: { $0.id == id }),
            abs(above.error - below.error) + abs(above.slack - below.slack) > 0.001
        else { return nil }
        // A jump right after `before` is not at `before`: the frames there are the old ones (a line
        // reaching its bound, `exactValue`'s, is continuous and changes at the bound itself), so
        // the new regime starts at the next size sampled.
        let value = (high * 1e6).rounded() / 1e6
        return value > before ? value : nil
    }

    /// The first size after `before` where the text of view `name` breaks into the lines it has at
    /// `after`, to a millionth of a point: found from the text's widths. The label's frame at
    /// each size between is read from the lines of the layout at `before` (its basis holds up to
    /// the rewrap, which changes heights, not the widths that decide it), snapped as a layout
    /// snaps it, and its text measured there: bisection without layouts (the measurer reads
    /// widths it has wrapped the text at back without Pango), then two layouts confirm the
    /// size and the one a millionth before it. Where they do not (a width that follows the
    /// text's height), bisection by layouts. Nil when the count changes more than once between.
    func wrapValue(of name: String, between before: Double, and after: Double) -> Double? {
        guard after > before, let new = lineCount(of: name, at: after),
            let (layout, lines) = layoutWithLines(at: before), let old = LayoutRegime.lineCounts(layout)[name],
            old != new
        else { return nil }
        func confirmed(_ value: Double) -> Bool {
            lineCount(of: name, at: value) == new
                && (value - 1e-6 <= before || lineCount(of: name, at: value - 1e-6) == old)
        }
        if let lines, let position = layout.views.firstIndex(where: { $0.spec.name == name }),
            position < lines.views.count, lines.views[position].name == name
        {
            let spec = layout.views[position].spec, scale = layout.configuration.scale
            let calculator = IntrinsicContentCalculator(measurer: measurer, configuration: layout.configuration)
            let line = lines.views[position].rootFrame
            let predicted = Self.firstSize(between: before, and: after, old: old, new: new) { value in
                let frame = snapToPixels(line.rect(at: value), scale: scale)
                return calculator.textFit(of: spec, in: Size(width: frame.width, height: frame.height))?.text.lineCount
            }
            if let predicted, confirmed(predicted) { return predicted }
        }
        guard
            let value = Self.firstSize(
                between: before, and: after, old: old, new: new, count: { lineCount(of: name, at: $0) }),
            value > before
        else { return nil }
        return value
    }

    /// The first size (rounded up to a millionth) with `new` lines between `before` (`old`) and
    /// `after` (`new`), by `boundary`'s bisection; nil for a third count or none after `before`.
    static func firstSize(
        between before: Double, and after: Double, old: Int, new: Int, count: (Double) -> Int?
    ) -> Double? {
        guard
            let high = boundary(
                between: before, and: after,
                isNew: { value in count(value).flatMap { $0 == new ? true : $0 == old ? false : nil } })
        else { return nil }
        let value = (high * 1e6).rounded(.up) / 1e6
        return value > before ? value : nil
    }

    private func lineCount(of name: String, at value: Double) -> Int? {
        guard let layout = try? session.layout(in: configuration.resized(axis, to: value)) else { return nil }
        return LayoutRegime.lineCounts(layout)[name]
    }

    private func layoutWithLines(at value: Double) -> (SolvedLayout, LinearLayout?)? {
        guard let layout = try? session.layout(in: configuration.resized(axis, to: value)) else { return nil }
        return (layout, session.lastLinearLayout(along: axis == .width ? .width : .height))
    }

    /// How far a constraint is from its bound: its error when it gives way, its slack when it
    /// is an inequality that holds (0 at its limit), 0 for an equality that holds.
    static func distance(of id: String, in layout: SolvedLayout) -> Double? {
        guard let constraint = layout.constraints.first(where: { $0.id == id }) else { return nil }
        if !constraint.satisfied { return constraint.error }
        return constraint.spec.relation == .equal ? 0 : constraint.slack
    }

    private func reading(at value: Double) -> (layout: SolvedLayout, regime: LayoutRegime)? {
        guard let layout = try? session.layout(in: configuration.resized(axis, to: value)) else { return nil }
        return (layout, LayoutRegime(layout, reader: reader))
    }
}
