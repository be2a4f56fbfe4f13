import Foundation
import LayoutEngine
import Parallel
import SceneModel

/// A scene laid out at every width (or height) of a range, in each size category asked for:
/// where its regime changes (breakpoints) and where problems show (ranges), each at the
/// smallest size that shows it.
///
/// The sizes are laid out in runs, each run by one `LayoutSession` (the root's size as edit
/// variables, the same layouts as fresh ones), runs in parallel; then each breakpoint is moved
/// to the exact size where its constraints change (`ExactBreakpoints`). docs/sweep.md gives
/// the cost per size.
public struct LayoutSweep: Sendable {
    public struct Breakpoint: Sendable {
        /// The size (going up) where the new regime starts: exact where `isExact`, else the
        /// first size sampled with it.
        public var value: Double
        public var sizeCategory: SizeCategory
        public var change: RegimeChange
        /// Whether `value` is where the constraints change, solved for rather than sampled.
        public var isExact = false
        /// The sampled size before `value` (in the old regime).
        var previousSample: Double
    }

    /// How a sweep gets each size's layout. All three give the same report; they differ in cost.
    public enum Method: Sendable {
        /// A layout per regime, the sizes between read from its lines (`RegimeWalk`): the default.
        case walk
        /// Every size laid out, by `LayoutSession`s moved from size to size (what `--a11y`'s
        /// check of each layout needs).
        case everySize
        /// Every size laid out afresh (`LayoutSolver.solve`), as sweeps did before sessions:
        /// `make bench`'s baseline.
        case everySizeAfresh
    }

    /// Sizes one session lays out in order: long enough that its tableau is reused, short enough
    /// that the cores share the range.
    static let sizesPerRun = 128
    /// Sizes one regime walk covers: a walk lays out a few sizes per regime, so runs are longer
    /// (each run starts with a layout of its own), a few per core.
    static let sizesPerWalk = 512

    public struct ProblemRange: Sendable {
        public var problem: SweepProblem
        public var sizeCategory: SizeCategory
        /// The smallest and largest size of the run of sizes that show it.
        public var from: Double
        public var to: Double
    }

    public var range: SweepRange
    /// The configuration swept (its size is replaced by each value).
    public var base: Configuration
    public var sizeCategories: [SizeCategory]
    public var breakpoints: [Breakpoint] = []
    public var problems: [ProblemRange] = []
    /// How many sizes the sweep laid out or read from a regime's lines.
    public var layoutCount = 0
    /// How many of them were laid out (`RegimeWalk`; every size by the other methods).
    public var solvedCount = 0
    /// What the sweep's check found (`check` given to `run`), each at its first size; nil
    /// without a check.
    public var findings: [FirstFinding]?

    /// A check of each layout of a sweep.
    public typealias Check = @Sendable (SolvedLayout) -> [SweepFinding]

    /// Sweeps `scene` over `range` from its first configuration, or `base`. `baseline` are the
    /// layouts of the scene's own configurations (Pipeline.layouts): what they show is not new.
    public static func run(
        _ scene: Scene, range: SweepRange, base: Configuration? = nil, sizeCategories: [SizeCategory]? = nil,
        baseline: [SolvedLayout], solver: LayoutSolver, check: Check? = nil, method: Method = .walk
    ) throws -> LayoutSweep {
        try run(
            scene, range: range, base: base, sizeCategories: sizeCategories,
            baseline: LayoutGeometryFacts(baseline), solver: solver, check: check, method: method)
    }

    /// Sweeps `scene` over `range`, measured against what the scene's own configurations show
    /// (`baseline`). Sizes are streamed: each size's layout is read into its regime and problems
    /// and dropped, so memory is that of a few layouts however many sizes there are; only the
    /// breakpoints and problem ranges (what is printed) stay.
    public static func run(
        _ scene: Scene, range: SweepRange, base: Configuration? = nil, sizeCategories: [SizeCategory]? = nil,
        baseline facts: LayoutGeometryFacts, solver: LayoutSolver, check: Check? = nil, method: Method = .walk
    ) throws -> LayoutSweep {
        guard let base = base ?? scene.configurations.first else { throw Diagnostic("the scene has no configuration") }
        let categories = sizeCategories ?? [base.sizeCategory]
        var sweep = LayoutSweep(range: range, base: base, sizeCategories: categories)
        var first: [String: FirstFinding] = [:]
        var order: [String] = []
        // Categories are swept side by side, the cores shared among them, each category's share
        // among its runs of sizes; the results are taken in the categories' order.
        let cores = Cores.active
        let sideBySide = min(categories.count, cores)
        ParallelStream.forEach(categories, workers: sideBySide) { category in
            var inCategory = base
            inCategory.sizeCategory = category
            return CategorySweep(
                scene, in: inCategory, range: range, baseline: facts, solver: solver, check: check, method: method,
                workers: max(1, cores / sideBySide))
        } consume: { _, swept in
            sweep.layoutCount += swept.layoutCount
            sweep.solvedCount += swept.solvedCount
            sweep.breakpoints += swept.breakpoints
            sweep.problems += swept.problems
            for (key, finding) in swept.firstFindings {
                if let earlier = first[key], earlier.value <= finding.value { continue }
                if first[key] == nil { order.append(key) }
                first[key] = finding
            }
        }
        if check != nil {
            // By the first size, then as the check listed them.
            let found = order.enumerated().compactMap { index, key in first[key].map { (index, $0) } }
            sweep.findings = found.sorted { ($0.1.value, $0.0) < ($1.1.value, $1.0) }.map(\.1)
        }
        // Deterministic order: by category, size, then kind and subjects.
        sweep.problems.sort {
            ($0.sizeCategory.sortIndex, $0.from, $0.problem.kind.rawValue, $0.problem.subjects.joined(separator: "|"))
                < (
                    $1.sizeCategory.sortIndex, $1.from, $1.problem.kind.rawValue,
                    $1.problem.subjects.joined(separator: "|")
                )
        }
        return sweep
    }

    /// One size category's sweep: its exact breakpoints, its problem ranges, how many sizes it
    /// read and laid out, and each finding at its first size, in the order first found.
    struct CategorySweep: Sendable {
        var breakpoints: [Breakpoint] = []
        var problems: [ProblemRange] = []
        var layoutCount = 0
        var solvedCount = 0
        var firstFindings: [(key: String, finding: FirstFinding)] = []

        init(
            _ scene: Scene, in configuration: Configuration, range: SweepRange, baseline facts: LayoutGeometryFacts,
            solver: LayoutSolver, check: Check?, method: Method, workers: Int
        ) {
            let values = range.values
            let category = configuration.sizeCategory
            var run = CategoryRun(category: category)
            var found = Set<String>()
            var firstFindings: [(key: String, finding: FirstFinding)] = []
            // A check reads every layout: nothing to walk past.
            let walks = check == nil && method == .walk
            let runLength = walks ? sizesPerWalk : sizesPerRun
            let starts = Array(stride(from: 0, to: values.count, by: runLength))
            var layoutCount = 0, solvedCount = 0
            ParallelStream.forEach(starts, workers: workers) { start in
                let session = LayoutSession(scene: scene, solver: solver)
                let reader = LayoutRegime.Reader(scene)
                let geometry = LayoutGeometryFacts.Reader()
                let run = values[start..<min(start + runLength, values.count)]
                guard walks else {
                    let layOut: (Configuration) throws -> SolvedLayout =
                        method == .everySizeAfresh ? { try solver.solve(scene, in: $0) } : session.layout(in:)
                    return (
                        run.map { value in
                            Sample(
                                configuration.resized(range.axis, to: value), baseline: facts, layout: layOut,
                                reader: reader, geometry: geometry, check: check)
                        }, run.count
                    )
                }
                // Fresh layouts track the root's size along the sweep's axis.
                session.readsFreshLayoutLines = solver.readsFreshLayoutLines
                session.freshLinesDimension = range.axis == .width ? .width : .height
                var walk = RegimeWalk(
                    axis: range.axis, baseline: facts, session: session, reader: reader, geometry: geometry)
                return (walk.samples(run, configuration: configuration), walk.layouts)
            } consume: { index, laidOut in
                let (samples, layouts) = laidOut
                layoutCount += samples.count
                solvedCount += layouts
                for (offset, sample) in samples.enumerated() {
                    let value = values[starts[index] + offset]
                    run.add(sample, at: value)
                    // Sizes come in increasing order: a finding's first size is where it is first found.
                    for finding in sample.findings where found.insert(finding.key).inserted {
                        firstFindings.append(
                            (finding.key, FirstFinding(finding: finding, value: value, sizeCategory: category)))
                    }
                }
            }
            breakpoints = ExactBreakpoints(
                scene: scene, configuration: configuration, axis: range.axis, step: range.step,
                rangeStart: range.from, solver: solver
            ).refined(run.breakpoints)
            problems = run.finished()
            (self.layoutCount, self.solvedCount, self.firstFindings) = (layoutCount, solvedCount, firstFindings)
        }
    }

    /// One size's regime and problems (a layout that fails is a problem of its own).
    struct Sample {
        var regime: LayoutRegime?
        var problems: [SweepProblem]
        var findings: [SweepFinding] = []

        init(
            _ configuration: Configuration, baseline: LayoutGeometryFacts,
            layout layOut: (Configuration) throws -> SolvedLayout, reader: LayoutRegime.Reader,
            geometry: LayoutGeometryFacts.Reader, check: Check? = nil
        ) {
            do {
                let layout = try layOut(configuration)
                self.init(layout, baseline: baseline, reader: reader, geometry: geometry)
                findings = check?(layout) ?? []
            } catch {
                self.init(failure: error)
            }
        }

        init(
            _ layout: SolvedLayout, baseline: LayoutGeometryFacts, reader: LayoutRegime.Reader,
            geometry: LayoutGeometryFacts.Reader
        ) {
            regime = LayoutRegime(layout, reader: reader)
            problems = SweepProblem.problems(in: layout, baseline: baseline, reader: geometry)
        }

        init(failure error: any Error) {
            regime = nil
            problems = [SweepProblem(kind: .unsolvable, subjects: [], message: "no layout: \(error)")]
        }

        init(regime: LayoutRegime?, problems: [SweepProblem]) {
            self.regime = regime
            self.problems = problems
        }
    }

    /// The sizes of one category, taken in order one at a time: what the last size showed
    /// (its regime, the problems still open) and what is found so far.
    struct CategoryRun {
        let category: SizeCategory
        var breakpoints: [Breakpoint] = []
        var closed: [ProblemRange] = []
        /// The last regime seen (a size without a layout has none and changes nothing).
        var previous: LayoutRegime?
        /// The problems the last size showed, with the first size of their run.
        var open: [SweepProblem: Double] = [:]
        var lastValue: Double?

        init(category: SizeCategory) { self.category = category }

        mutating func add(_ sample: Sample, at value: Double) {
            if let regime = sample.regime {
                if let previous, previous != regime {
                    // The scene's constraints first, then UIKit's own, as the layout lists them.
                    let order = regime.solvedConstraints.map(\.id)
                    let change = RegimeChange(from: previous, to: regime, order: order)
                    if !change.isEmpty {
                        breakpoints.append(
                            Breakpoint(
                                value: value, sizeCategory: category, change: change,
                                previousSample: lastValue ?? value))
                    }
                }
                previous = regime
            }
            let present = Set(sample.problems)
            for (problem, start) in open where !present.contains(problem) {
                closed.append(ProblemRange(problem: problem, sizeCategory: category, from: start, to: lastValue!))
                open[problem] = nil
            }
            for problem in sample.problems where open[problem] == nil { open[problem] = value }
            lastValue = value
        }

        /// The problem ranges, those still open ending at the last size.
        func finished() -> [ProblemRange] {
            closed
                + open.map { problem, start in
                    ProblemRange(problem: problem, sizeCategory: category, from: start, to: lastValue!)
                }
        }
    }

    /// Each problem once: the range of the smallest category and size that shows it.
    public var firstFailures: [ProblemRange] {
        var seen = Set<SweepProblem>()
        return problems.sorted { ($0.from, $0.sizeCategory.sortIndex) < ($1.from, $1.sizeCategory.sortIndex) }
            .filter { seen.insert($0.problem).inserted }
    }
}

extension SizeCategory {
    var sortIndex: Int { SizeCategory.allCases.firstIndex(of: self) ?? 0 }
}
