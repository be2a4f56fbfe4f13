import AlpreviewKit
import Foundation
import ArgumentParser
import FileOutput
import LayoutEngine
import Rendering
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
        help: "Dynamic Type categories to sweep in: all, or a list such as xS,L,AX5 (default: the configuration's).")
    var sizeCategories: String?
    @Flag(name: .long, help: "Print the breakpoints and problems as JSON.")
    var json = false
    @Option(
        name: .shortAndLong,
        help: "An image strip of the layout at each breakpoint and first failure (.png, .svg, .pdf).")
    var output: String?
    @Flag(name: .long, help: "Exit 1 when any size shows a problem.")
    var strict = false
    @OptionGroup var configurations: ConfigurationOptions
    @OptionGroup var input: InputOptions

    /// More sizes than this is a mistake (a step of 0.001), not a sweep.
    static let maximumSizes = 100_000

    func validate() throws {
        if !(step > 0 && step.isFinite) { throw ValidationError("--step must be a positive number of points") }
        if output?.isEmpty == true { throw ValidationError("an output path is empty") }
    }

    func run() throws {
        let ranges = try self.ranges()
        let categories = try self.categories()
        let file = try input.readScene(scene, configurations: configurations)
        guard let base = file.configurations.first else { throw UsageError("the scene has no configuration") }
        let outputFormat = try output.map { path in
            guard let format = OutputFormat.fromExtension(path) else {
                throw UsageError("cannot tell the format of '\(path)': use .png, .svg or .pdf")
            }
            return format
        }
        let baseline = try Pipeline.layouts(file)
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        var sweeps: [LayoutSweep] = []
        for range in ranges {
            sweeps.append(
                try LayoutSweep.run(
                    file, range: range, base: base, sizeCategories: categories, baseline: baseline, solver: solver))
        }
        if json {
            let report: JSON =
                sweeps.count == 1
                ? SweepReport.json(sweeps[0], title: file.title)
                : .array(sweeps.map { SweepReport.json($0, title: file.title) })
            try StandardStreams.printLine(report.serialized())
        } else {
            for sweep in sweeps {
                for line in SweepReport.lines(sweep, title: file.title) {
                    try StandardStreams.printLine(terminalSafe(line))
                }
            }
        }
        if let output, let outputFormat {
            let layouts = try sweeps.flatMap { sweep in
                try SweepReport.stripSizes(sweep).map { size in
                    var configuration = sweep.base
                    configuration.sizeCategory = size.sizeCategory
                    return try solver.solve(file, in: configuration.resized(sweep.range.axis, to: size.value))
                }
            }
            // A sweep without breakpoints or problems shows its first size.
            let shown =
                layouts.isEmpty
                ? [try solver.solve(file, in: base.resized(ranges[0].axis, to: ranges[0].from))] : layouts
            let renderer = Renderer(
                options: RenderOptions(scale: 1, layers: Set(AnnotationLayer.allCases), format: outputFormat))
            try renderer.checkSize(of: shown, title: file.title)
            var batch = OutputBatch(createsFolders: false)
            batch.protect([scene])
            batch.add(try renderer.render(shown, title: file.title), to: output, from: "the strip")
            try batch.commit()
        }
        if strict && sweeps.contains(where: { !$0.problems.isEmpty }) { throw ExitCode(1) }
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
        let sizes = ranges.map(\.count).reduce(0, +)
        if sizes > Self.maximumSizes {
            throw UsageError(
                "\(sizes) sizes to lay out; at most \(Self.maximumSizes) (a larger --step or a smaller range)")
        }
        return ranges
    }

    /// `all`, a comma-separated list, or nil (the configuration's own).
    func categories() throws -> [SizeCategory]? {
        guard let sizeCategories else { return nil }
        if sizeCategories.lowercased() == "all" { return SizeCategory.allCases }
        return try sizeCategories.split(separator: ",").map {
            guard let category = SizeCategory.named(String($0).trimmingCharacters(in: .whitespaces)) else {
                throw UsageError(
                    "unknown size category '\($0)' (all, or \(SizeCategory.allCases.map(\.rawValue).joined(separator: " ")))"
                )
            }
            return category
        }
    }
}
