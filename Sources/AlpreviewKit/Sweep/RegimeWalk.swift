import LayoutEngine
import SceneModel

/// The samples of a run of sizes, laid out only where the layout may change rules: a layout at
/// the run's first size, then a jump to the last size its tableau's basis reaches
/// (`Solver.basisRange`), confirmed by a layout there; the sizes between are read from the
/// first layout's lines (`LinearLayout`), snapped as a layout snaps them. A layout the session
/// made afresh reaches as far as a solve from scratch makes the same choices (`FreshLayoutLines`).
///
/// A layout at a later size *confirms* the first when the session laid it out from the same
/// tableau (the same decisions before solving, the same texts' wraps), or both afresh under the
/// same decisions, and it follows the same regime with the same conflicts and ambiguities. Between two such sizes every view's frame is
/// the first layout's line: the basis holds (it holds up to the jump), each wrapping text's
/// width is a line too, and a text wraps alike at every width between two widths where it
/// wraps alike (line breaking takes words greedily: each line's last word moves only forward as
/// the width grows). A constraint's state is a threshold on a line, so equal at both ends is
/// equal between. Where the later layout does not confirm, the walk bisects for the last size
/// that does. What a size's problems need beyond frames (the texts' measured sizes) comes from
/// the first layout. A sweep with a check of each layout (`LayoutSweep.Check`) lays out every size.
///
/// A long paragraph breaks into other lines every point or two, each set of lines a tableau of
/// its own: a later layout whose texts break into as many lines, only their widest lines
/// differing, confirms too when its frames lie on the first layout's lines. A wrapped text's
/// widest line enters only its own hugging and compression resistance in width, which a regime
/// leaves out (`LayoutRegime.isWrappingWidth`): a frame that followed it would be on another
/// line at one end. Its line count, which moves what hangs below, is part of the regime.
struct RegimeWalk {
    let axis: SweepRange.Axis
    let baseline: LayoutGeometryFacts
    let session: LayoutSession
    let reader: LayoutRegime.Reader
    let geometry: LayoutGeometryFacts.Reader
    /// Sizes laid out by the session (the rest read from lines).
    private(set) var layouts = 0

    init(
        axis: SweepRange.Axis, baseline: LayoutGeometryFacts, session: LayoutSession, reader: LayoutRegime.Reader,
        geometry: LayoutGeometryFacts.Reader
    ) {
        self.axis = axis
        self.baseline = baseline
        self.session = session
        self.reader = reader
        self.geometry = geometry
    }

    /// A size laid out, with what the sizes after it need to be read from its lines.
    private struct Anchor {
        var layout: SolvedLayout
        var lines: LinearLayout
        var sample: LayoutSweep.Sample
        /// The sample's conflicts and ambiguities: a basis's own, the same at every size it holds.
        var solverProblems: [SweepProblem]

        /// Whether `other`, laid out at a later size, follows the same rules (see the type).
        func isConfirmed(by other: Anchor) -> Bool {
            guard other.sample.regime == sample.regime && other.solverProblems == solverProblems else { return false }
            if other.lines.tableau == lines.tableau {
                // A fresh solve's range is exact arithmetic's (rounding could tie a choice inside
                // it): its lines must give the later layout's frames too.
                return !lines.tableau.afresh
                    || lines.snappedFrames(at: other.lines.size) == other.layout.views.map(\.frame)
            }
            // Texts that break into other lines, as many: see the type.
            return other.lines.tableau.differsAtMostInTextWidths(from: lines.tableau)
                && other.lines.liesOnSameLines(as: lines)
                && lines.snappedFrames(at: other.lines.size) == other.layout.views.map(\.frame)
        }
    }

    /// One sample per value of `values` (increasing), as `LayoutSweep.Sample` lays each out.
    mutating func samples(_ values: ArraySlice<Double>, configuration: Configuration) -> [LayoutSweep.Sample] {
        var result: [LayoutSweep.Sample] = []
        result.reserveCapacity(values.count)
        var index = values.startIndex
        var lastStretch = values.count
        // A size the last bisection laid out and refuted: the next to lay out.
        var refutedLayout: (index: Int, sample: LayoutSweep.Sample, anchor: Anchor?)?
        while index < values.endIndex {
            let (sample, anchor) =
                refutedLayout.flatMap { $0.index == index ? ($0.sample, $0.anchor) : nil }
                ?? laidOut(configuration.resized(axis, to: values[index]))
            refutedLayout = nil
            result.append(sample)
            index += 1
            guard let anchor else { continue }
            // The last size inside the basis's reach.
            let reach = anchor.lines.basis.upperBound
            var last = index - 1
            while last + 1 < values.endIndex && values[last + 1] < reach - 1e-9 { last += 1 }
            // Gallop: confirm a stride away (twice the last regime's length), doubling it while
            // confirmed, then bisect between the last size confirmed and the first refuted, which
            // is the next size laid out. A long regime costs a few layouts; texts that rewrap
            // every few sizes cost little more than laying each size out.
            var confirmed = index - 1
            var confirmedSample: LayoutSweep.Sample?
            var stride = max(1, 2 * lastStretch)
            var candidate = min(last, confirmed + stride)
            // A wrapping text that takes a line more or less before the reach ends the regime
            // there: its lines read from its widths say where, and the layout there confirms it.
            if let keeping = lastKeepingLineCounts(of: anchor, in: values, from: index, to: last), keeping < last {
                last = keeping
                candidate = last
            }
            var refuted: Int?
            while candidate > confirmed {
                let (laid, other) = laidOut(configuration.resized(axis, to: values[candidate]))
                if let other, anchor.isConfirmed(by: other) {
                    confirmed = candidate
                    confirmedSample = laid
                } else {
                    refuted = candidate
                    refutedLayout = (candidate, laid, other)
                }
                if let refuted {
                    candidate = (confirmed + refuted) / 2
                } else {
                    stride *= 2
                    candidate = min(last, confirmed + stride)
                }
            }
            lastStretch = confirmed - (index - 1)
            guard confirmed >= index, let confirmedSample else { continue }
            for between in index..<confirmed { result.append(predicted(at: values[between], from: anchor)) }
            result.append(confirmedSample)
            index = confirmed + 1
        }
        return result
    }

    /// The last of `values[first...last]` at which every wrapping text of `anchor`, in its frame
    /// read from the anchor's lines, breaks into as many lines as at the anchor (a text's line
    /// count only falls as its width grows: the search halves); nil when a text's count read so
    /// at the anchor's own size is not the one laid out, or no text wraps. A prediction only:
    /// the walk confirms it by a layout, as any other.
    private func lastKeepingLineCounts(
        of anchor: Anchor, in values: ArraySlice<Double>, from first: Int, to last: Int
    ) -> Int? {
        guard first <= last else { return nil }
        let layout = anchor.layout, scale = layout.configuration.scale
        let calculator = IntrinsicContentCalculator(
            measurer: session.solver.measurer, configuration: layout.configuration)
        var keeping: Int?
        for (position, view) in layout.views.enumerated() where view.spec.wrapsText {
            guard let fit = view.textFit, fit.wrapWidth != nil, position < anchor.lines.views.count,
                anchor.lines.views[position].name == view.spec.name
            else { continue }
            let line = anchor.lines.views[position].rootFrame
            func lineCount(at value: Double) -> Int? {
                let frame = snapToPixels(line.rect(at: value), scale: scale)
                return calculator.textFit(of: view.spec, in: Size(width: frame.width, height: frame.height))?
                    .text.lineCount
            }
            let count = fit.text.lineCount
            guard lineCount(at: values[first - 1]) == count else { return nil }
            var low = first - 1, high = keeping ?? last
            if lineCount(at: values[high]) == count { low = high }
            while high - low > 1 {
                let middle = (low + high) / 2
                if lineCount(at: values[middle]) == count { low = middle } else { high = middle }
            }
            keeping = low
        }
        return keeping
    }

    /// The sample at `configuration` laid out by the session, and its anchor where the session
    /// gives its lines.
    private mutating func laidOut(_ configuration: Configuration) -> (LayoutSweep.Sample, Anchor?) {
        layouts += 1
        let layout: SolvedLayout
        do { layout = try session.layout(in: configuration) } catch { return (LayoutSweep.Sample(failure: error), nil) }
        let sample = LayoutSweep.Sample(layout, baseline: baseline, reader: reader, geometry: geometry)
        guard let lines = session.lastLinearLayout(along: axis == .width ? .width : .height) else {
            return (sample, nil)
        }
        let solverProblems = sample.problems.filter { $0.kind == .conflict || $0.kind == .ambiguity }
        return (sample, Anchor(layout: layout, lines: lines, sample: sample, solverProblems: solverProblems))
    }

    /// The sample at `value` from `anchor`'s lines: its regime, conflicts and ambiguities, and
    /// the problems of its frames there.
    private func predicted(at value: Double, from anchor: Anchor) -> LayoutSweep.Sample {
        let layout = anchor.layout
        let scale = layout.configuration.scale
        let rootFrames = anchor.lines.views.map { snapToPixels($0.rootFrame.rect(at: value), scale: scale) }
        var screen = layout.rootFrame
        if axis == .width { screen.width = value } else { screen.height = value }
        var problems = anchor.solverProblems
        for (position, view) in layout.views.enumerated() {
            guard let fit = view.textFit else { continue }
            // Frames are the difference of snapped root frames: their sizes are the root frames'.
            if Self.isTruncated(fit, view: view.spec, in: rootFrames[position], category: layout.configuration) {
                problems.append(SweepProblem.truncated(view.spec.name))
            }
        }
        problems += SweepProblem.geometryProblems(
            geometry.facts(layout, rootFrames: rootFrames, screen: screen), baseline: baseline)
        return LayoutSweep.Sample(regime: anchor.sample.regime, problems: problems)
    }

    /// `TextFit`'s truncation for the text `fit` measured, in a frame of another size: a wrapping
    /// text wraps into as many lines anywhere the walk reads (see the type).
    static func isTruncated(_ fit: TextFit, view: ViewSpec, in frame: Rect, category configuration: Configuration)
        -> Bool
    {
        guard fit.wrapWidth != nil else { return frame.width < fit.text.width - 1e-6 }
        let font = IntrinsicContentCalculator.font(of: view, category: configuration.sizeCategory)
        return min(fit.text.lineCount, font.linesFitting(height: frame.height)) < fit.text.lineCount
    }
}
