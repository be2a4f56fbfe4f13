import Foundation
import LayoutEngine
import Parallel
import Readers
import Rendering
import SceneFormat
import SceneModel
import TextMetrics

/// Scene text to laid-out, drawn configurations: what the commands and the testing API share.
public enum Pipeline {
    /// One measurer for the process: its cache holds every string measured once per font and width.
    public static let measurer = PangoTextMeasurer()

    /// Reads a scene in any format `SceneReaders` knows from a path or `-` (standard input, with
    /// the same size limit as a file), through `SceneInput` as every entry point does.
    /// Its images may come from its own folder and from `allowedFolders` (`--allow-path`).
    public static func readScene(_ path: String, allowedFolders: [String] = []) throws -> Scene {
        try SceneInput.read(path: path, allowedFolders: allowedFolders)
    }

    /// A scene from text in memory (YAML, or any format `SceneReaders` recognizes by its content);
    /// `file` names it in errors. Its images may come from the working folder.
    public static func readScene(fromText text: String, file: String = "inline.yaml") throws -> Scene {
        try SceneInput.read(Data(text.utf8), file: file)
    }

    /// Every scene of a file, in the file's order: a YAML file holds one, a storyboard one per
    /// view controller, a XIB one per top-level view. `SceneSelection` picks among them.
    public static func readScenes(_ path: String, allowedFolders: [String] = []) throws -> [Scene] {
        try SceneInput.readAll(path: path, allowedFolders: allowedFolders).map(\.scene)
    }

    /// Every configuration of the scene, laid out. Configurations are independent, so they
    /// are solved in parallel; the result keeps the scene's order.
    public static func layouts(_ scene: Scene) throws -> [SolvedLayout] {
        try layouts(scene, configurations: scene.configurations)
    }

    /// Some of the scene's configurations (a shard's), laid out.
    public static func layouts(_ scene: Scene, configurations: [Configuration]) throws -> [SolvedLayout] {
        var layouts: [SolvedLayout] = []
        try forEachLayout(scene, configurations: configurations) { _, layout in layouts.append(layout) }
        return layouts
    }

    /// Lays out the scene's configurations (or `configurations`) on all cores and hands each
    /// layout to `body` in the scene's order, a few ahead of the one `body` has: a caller that
    /// keeps only what it prints holds a few layouts at a time however many configurations
    /// there are. The first error (the solver's or `body`'s) stops the rest and is thrown.
    public static func forEachLayout(
        _ scene: Scene, configurations: [Configuration]? = nil, _ body: (Int, SolvedLayout) throws -> Void
    ) throws {
        let solver = LayoutSolver(measurer: measurer)
        // The command line's --device and --size-category can multiply past the scene's limit.
        // The scene's count, not the shard's: a scene valid in one shard is valid in all.
        let total = scene.configurations.count
        guard total <= SceneLimits.maximumConfigurations else {
            throw Diagnostic(
                "\(total) configurations to lay out; at most \(SceneLimits.maximumConfigurations) per scene "
                    + "(fewer --device, --size-category or --orientation)")
        }
        var failure: Error?
        let stopped = StopSignal()
        withoutActuallyEscaping(body) { body in
            ParallelStream.forEach(configurations ?? scene.configurations) { configuration in
                Result { () throws -> SolvedLayout in
                    if stopped.isRaised { throw CancellationError() }
                    return try solver.solve(scene, in: configuration)
                }
            } consume: { index, result in
                guard failure == nil else { return }
                do { try body(index, try result.get()) } catch {
                    failure = error
                    stopped.raise()
                }
            }
        }
        if let failure { throw failure }
    }

    /// The name of one configuration's file: `SCENE.DEVICE.ORIENTATION[.CATEGORY][.rtl]`
    /// (the category when it is not the default Large), e.g.
    /// `two-views-with-complex-widths.iPhone-SE-1st-generation.landscape`.
    public static func fileName(scene: String, _ configuration: Configuration) -> String {
        var parts = [scene, slug(configuration.device.name), configuration.orientation.rawValue]
        if configuration.sizeCategory != .L { parts.append(configuration.sizeCategory.rawValue) }
        if configuration.direction == .rtl { parts.append("rtl") }
        return parts.joined(separator: ".")
    }

    /// `iPhone SE (1st generation)` → `iPhone-SE-1st-generation`.
    static func slug(_ name: String) -> String {
        // A `!` that starts a word is a negation (a Swift variation's `!isCompact`): kept as
        // `not`, so that it does not name the same file as `isCompact`.
        let characters = Array(name)
        var negated = ""
        for (index, character) in characters.enumerated() {
            let startsWord = index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
            let beforeWord = index + 1 < characters.count && characters[index + 1].isLetter
            negated += character == "!" && startsWord && beforeWord ? " not " : String(character)
        }
        let kept = negated.map { $0.isLetter || $0.isNumber ? $0 : " " }
        return String(kept).split(separator: " ").joined(separator: "-")
    }
}
