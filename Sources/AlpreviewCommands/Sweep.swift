import AccessibilityAudit
import AlpreviewKit
import ArgumentParser
import FileInput
import FileOutput
import Foundation
import LayoutEngine
import Rendering
import SceneModel
import SourceText

struct Sweep: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay a scene out at every width (or height): its breakpoints and the sizes where problems show.")

    @Argument(help: "A scene file, or - for standard input.")
    var scene: String
    @Option(name: .long, help: "The widths, FROM…TO (also FROM-TO) in points (default 320…1366).")
    var width: String?
    @Option(name: .long, help: "The heights, FROM…TO; swept at the configuration's width.")
    var height: String?
    @Option(name: .long, help: "Points between two sizes (default 0.5).")
    var step: Double = 0.5
    @Option(
        name: .customLong("size-categories"),
        help: "Dynamic Type categories to sweep in: all, or a list such as xS,L,AX5 (default: the configuration's).",
        transform: SizeCategoryListOption.parse)
    var sizeCategories: SizeCategoryListOption?
    @Flag(name: .long, help: "Print the breakpoints and problems as JSON.")
    var json = false
    @Option(
        name: .shortAndLong,
        help: "An image strip of the layout at each breakpoint and first failure (.png, .svg, .pdf).")
    var output: String?
    @Flag(name: .long, help: "Exit 1 when any size shows a problem (or, with --a11y, an accessibility finding).")
    var strict = false
    @Flag(
        name: .customLong("a11y"),
        help:
            "Audit accessibility at each size too (check --a11y's rules, light and dark): each finding at its first size."
    )
    var accessibility = false
    @OptionGroup var configurations: ConfigurationOptions
    @OptionGroup var input: InputOptions

    /// Layouts in one sweep (sizes × size categories). Memory does not grow with the count (the
    /// sizes are streamed), but time does: each is a full layout, about 0.75 ms of CPU for the
    /// 10 views of stack-views in a release build. The default range in all 12 size categories
    /// is 25,116; past 30,000 the step is finer than a report can be read at.
    static let maximumLayouts = 30_000
    /// Panels of the `-o` strip: each is a layout held until the strip is drawn.
    static let maximumStripPanels = 200

    func validate() throws {
        if !(step > 0 && step.isFinite) { throw ValidationError("--step must be a positive number of points") }
        if output?.isEmpty == true { throw ValidationError("an output path is empty") }
    }

    func run() throws {
        let ranges = try self.ranges()
        let categories = sizeCategories?.categories
        try checkLayoutCount(ranges, categories: categories?.count ?? 1)
        let file = try input.readScene(scene, configurations: configurations)
        guard let base = file.configurations.first else { throw UsageError("the scene has no configuration") }
        let outputFormat = try output.map { path in
            guard let format = OutputFormat.fromExtension(path) else {
                throw UsageError("cannot tell the format of '\(path)': use .png, .svg or .pdf")
            }
            return format
        }
        // What the scene's own configurations show, one layout at a time.
        var baseline = LayoutGeometryFacts()
        try Pipeline.forEachLayout(file) { _, layout in baseline.formUnion(LayoutGeometryFacts(layout)) }
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        var sweeps: [LayoutSweep] = []
        let check = accessibility ? Self.accessibilityCheck(file, label: scene) : nil
        for range in ranges {
            sweeps.append(
                try LayoutSweep.run(
                    file, range: range, base: base, sizeCategories: categories, baseline: baseline, solver: solver,
                    check: check))
        }
        // The strip is drawn before anything is printed: a strip refused leaves no report behind.
        var batch = OutputBatch(createsFolders: false)
        if let output, let outputFormat {
            batch.protect([scene])
            batch.add(try strip(sweeps, of: file, format: outputFormat, solver: solver), to: output, from: "the strip")
        }
        if json {
            let reports = sweeps.map { sweep in
                SweepReport.json(
                    sweep, title: file.title, regimes: SweepRegime.regimes(of: sweep, scene: file, solver: solver))
            }
            let report: JSON = reports.count == 1 ? reports[0] : .array(reports)
            try StandardStreams.printLine(report.serialized())
        } else {
            for var sweep in sweeps {
                // A view's findings under one rule said once (the JSON keeps each).
                sweep.findings = sweep.findings.map(RepeatedFindings.grouped)
                for line in SweepReport.lines(sweep, title: file.title) {
                    try StandardStreams.printLine(terminalSafe(line))
                }
            }
        }
        try batch.commit()
        if strict && sweeps.contains(where: { !$0.problems.isEmpty || !($0.findings ?? []).isEmpty }) {
            throw ExitCode(1)
        }
    }

    /// The accessibility audit of one layout, light and dark, as the sweep keeps its findings:
    /// a finding is the same at another size when its rule and view are (and for contrast its
    /// ratio), as `check --a11y` counts them.
    static func accessibilityCheck(_ scene: Scene, label: String) -> LayoutSweep.Check {
        let backdrop = RenderedTextBackdrop()
        let root = scene.root
        return { layout in
            Appearance.allCases.flatMap { appearance in
                AccessibilityAudit.findings(layout, root: root, appearance: appearance, backdrop: backdrop).map {
                    finding in
                    let ratio = finding.rule == .contrast ? "\(finding.measured)" : ""
                    return SweepFinding(
                        key: "\(finding.rule.rawValue)\u{0}\(finding.view)\u{0}\(ratio)",
                        text: "\(CheckedAccessibility.place(finding.location, else: label)): \(finding.line)",
                        json: CheckedAccessibility.json(finding))
                }
            }
        }
    }

    /// The layout at each breakpoint and first failure, side by side (the first size when there
    /// is none). Its panels are counted before any is laid out: each is a layout held until the
    /// strip is drawn.
    func strip(_ sweeps: [LayoutSweep], of file: Scene, format: OutputFormat, solver: LayoutSolver) throws -> [UInt8] {
        var sizes = sweeps.flatMap { sweep in
            SweepReport.stripSizes(sweep).map { size in
                var configuration = sweep.base
                configuration.sizeCategory = size.sizeCategory
                return configuration.resized(sweep.range.axis, to: size.value)
            }
        }
        if sizes.isEmpty, let first = sweeps.first {
            sizes = [first.base.resized(first.range.axis, to: first.range.from)]
        }
        if sizes.count > Self.maximumStripPanels {
            throw UsageError(
                "-o \(terminalSafe(output ?? "")): the strip would have \(GroupedNumber.text(sizes.count)) panels (one per breakpoint "
                    + "and first failure); at most \(Self.maximumStripPanels) (a smaller range, or no -o)")
        }
        let shown = try sizes.map { try solver.solve(file, in: $0) }
        var options = RenderOptions(scale: 1, layers: AnnotationLayer.standard, format: format)
        options.sweepAxes = sweeps.flatMap(SweepReport.axes)
        let renderer = Renderer(options: options)
        try renderer.checkSize(of: shown, title: file.title)
        return try renderer.render(shown, title: file.title)
    }

    /// `--width` and `--height` as asked; the width's default range without either.
    func ranges() throws -> [SweepRange] {
        var ranges: [SweepRange] = []
        for (text, axis) in [(width, SweepRange.Axis.width), (height, .height)] {
            guard let text else { continue }
            guard let range = SweepRange.parse(text, axis: axis, step: step), range.from > 0, range.to >= range.from,
                range.to <= 100_000
            else {
                throw UsageError(
                    "--\(axis.rawValue) \(text): expected FROM…TO in points, 0 < FROM <= TO <= 100000 (e.g. 320…1366)")
            }
            ranges.append(range)
        }
        if ranges.isEmpty { ranges = [SweepRange(axis: .width, from: 320, to: 1366, step: step)] }
        return ranges
    }

    /// Refuses a sweep of more layouts than `maximumLayouts`, before any is solved.
    func checkLayoutCount(_ ranges: [SweepRange], categories: Int) throws {
        // Saturating: a tiny step makes counts near Int.max, which must not overflow when added.
        let sizes = ranges.reduce(0) { total, range in
            let (sum, overflow) = total.addingReportingOverflow(range.count)
            return overflow ? Int.max : sum
        }
        let (product, overflow) = sizes.multipliedReportingOverflow(by: categories)
        let layouts = overflow ? Int.max : product
        guard layouts > Self.maximumLayouts else { return }
        // `SweepRange.count` stops counting at a billion steps.
        let count = layouts == Int.max ? "over 1,000,000,000" : GroupedNumber.text(layouts)
        throw UsageError(
            "\(count) layouts to solve; at most \(GroupedNumber.text(Self.maximumLayouts)) per sweep, sizes × size "
                + "categories (a larger --step, a smaller range or fewer size categories)")
    }
}
