import ArgumentParser
import Foundation
import LayoutEngine
import Rendering
import SceneFormat

/// `alpreview`: an Auto Layout previewer for Linux.
public struct Alpreview: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "alpreview",
        abstract: "Preview iOS Auto Layout scenes: solve the constraints as UIKit does and draw them annotated like Interface Builder.",
        discussion: """
        Examples:
          alpreview Samples/two-views-with-complex-widths.yaml -o out.png
          alpreview scene.yaml --device "iPhone SE (1st generation)" --orientation both -o sheet.png
          alpreview scene.yaml --clean -o screen.svg
          alpreview scene.yaml --json - -o out.pdf
          cat scene.yaml | alpreview - -o - > out.png
          alpreview check scene.yaml
          alpreview devices

        Exit codes: 0 success; 1 layout issues under --strict; 2 bad input or usage (nothing written).
        """,
        subcommands: [Render.self, Check.self, Explain.self, Devices.self],
        defaultSubcommand: Render.self)

    public init() {}

    /// Runs the command line; returns the process exit code.
    public static func run(arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch let errors as SceneErrors {
            FileHandle.standardError.write(Data((errors.description + "\n").utf8))
            return 2
        } catch let error as UsageError {
            FileHandle.standardError.write(Data("alpreview: \(error.description)\n".utf8))
            return 2
        } catch let error as LayoutError {
            FileHandle.standardError.write(Data("alpreview: \(error.description)\n".utf8))
            return 2
        } catch let error as OutputFile.WriteError {
            FileHandle.standardError.write(Data("alpreview: \(error.description)\n".utf8))
            return 2
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                return 0
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            return 2  // usage errors: the contract says 2, not ArgumentParser's 64
        }
    }
}

/// Options shared by the commands that lay out scenes.
struct ConfigurationOptions: ParsableArguments {
    @Option(name: .long, help: "A device from `alpreview devices` (repeatable); overrides the scene's.")
    var device: [String] = []
    @Option(name: .long, help: "portrait, landscape or both.")
    var orientation: String?
    @Option(name: .customLong("size-category"), help: "A Dynamic Type category (repeatable): xS S M L xL xxL xxxL AX1…AX5.")
    var sizeCategory: [String] = []
    @Flag(name: .long, help: "Lay out right to left.")
    var rtl = false

    func apply(to scene: inout Scene) throws {
        try Pipeline.override(&scene, devices: device, orientation: orientation, sizeCategories: sizeCategory, rtl: rtl)
    }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render a scene to PNG, SVG or PDF (the default command).")

    @Argument(help: "The scene file (.yaml), or - for standard input.")
    var scene: String
    @Option(name: .shortAndLong, help: "The output file (.png, .svg, .pdf), or - for standard output.")
    var output: String?
    @Option(name: .long, help: "png, svg or pdf (default: from the output's extension).")
    var format: String?
    @OptionGroup var configurations: ConfigurationOptions
    @Option(name: .long, help: "Pixels per point (default: the device's scale).")
    var scale: Double?
    @Option(name: .long, help: "Annotation layers: constraints,margins,safe-area,guides,deltas,conflicts,ambiguity,labels,legend,header.")
    var annotate: String?
    @Flag(name: .long, help: "Draw the bare screen, without annotations.")
    var clean = false
    @Option(name: .long, help: "Write the layout report (JSON) to a file, or - for standard output.")
    var json: String?
    @Flag(name: .long, help: "Exit 1 when a configuration has a conflict, an ambiguity or a misplacement.")
    var strict = false
    @Option(name: .long, help: "light or dark.")
    var theme: String = "light"

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be between 0 and 8") }
        if !["light", "dark"].contains(theme) { throw ValidationError("--theme must be light or dark") }
        if output == nil && json == nil { throw ValidationError("missing -o OUT (or --json FILE)") }
        if output == "-" && json == "-" { throw ValidationError("-o - and --json - cannot both use standard output") }
    }

    func run() throws {
        let outputFormat: OutputFormat?
        if let format {
            guard let f = OutputFormat(rawValue: format.lowercased()) else { throw UsageError("--format must be png, svg or pdf") }
            outputFormat = f
        } else if let output, output != "-" {
            guard let f = OutputFormat.fromExtension(output) else {
                throw UsageError("cannot tell the format of '\(output)': use .png, .svg or .pdf, or --format")
            }
            outputFormat = f
        } else {
            outputFormat = output == nil ? nil : .png
        }
        var layers = Set(AnnotationLayer.allCases)
        if clean { layers = [] }
        if let annotate {
            layers = []
            for name in annotate.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
                guard let layer = AnnotationLayer(rawValue: name) else {
                    throw UsageError("unknown annotation layer '\(name)' (\(AnnotationLayer.allCases.map(\.rawValue).joined(separator: ",")))")
                }
                layers.insert(layer)
            }
        }
        var scene = try Pipeline.readScene(self.scene)
        try configurations.apply(to: &scene)
        let layouts = try Pipeline.layouts(scene)
        // Everything is computed before anything is written.
        var files: [(String, [UInt8])] = []
        if let output, let outputFormat {
            let renderer = Renderer(options: RenderOptions(scale: scale, layers: layers,
                                                           theme: Theme(rawValue: theme) ?? .light, format: outputFormat))
            files.append((output, renderer.render(layouts, title: scene.title)))
        }
        if let json {
            files.append((json, Array((LayoutReport.json(title: scene.title, layouts: layouts).serialized() + "\n").utf8)))
        }
        for (path, bytes) in files { try OutputFile.write(bytes, to: path) }
        if strict && layouts.contains(where: \.hasIssues) { throw ExitCode(1) }
    }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Parse, solve and diagnose scenes; print ok or the errors.")

    @Argument(help: "Scene files, or - for standard input.")
    var scenes: [String]
    @OptionGroup var configurations: ConfigurationOptions
    @Flag(name: .long, help: "Exit 1 when a configuration has a conflict, an ambiguity or a misplacement.")
    var strict = false

    func run() throws {
        var failed = false, issues = false
        var errors: [String] = []
        for path in scenes {
            do {
                var scene = try Pipeline.readScene(path)
                try configurations.apply(to: &scene)
                let layouts = try Pipeline.layouts(scene)
                for layout in layouts where layout.hasIssues {
                    issues = true
                    print("\(path): \(layout.configuration.summary): \(DiagnosticsSummary.line(layout))")
                }
                if !layouts.contains(where: \.hasIssues) { print(scenes.count > 1 ? "\(path): ok" : "ok") }
            } catch let e as SceneErrors {
                failed = true
                errors.append(e.description)
            }
        }
        if failed {
            FileHandle.standardError.write(Data((errors.joined(separator: "\n") + "\n").utf8))
            throw ExitCode(2)
        }
        if strict && issues { throw ExitCode(1) }
    }
}

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the device catalog.")

    func run() throws {
        print("name | aliases | size (pt) | scale | safe area portrait / landscape [top, left, bottom, right] | size classes portrait / landscape | root margins")
        for d in DeviceCatalog.all {
            let p = d.portraitSafeArea.array.map(formatPoints).joined(separator: ", ")
            let l = d.landscapeSafeArea.array.map(formatPoints).joined(separator: ", ")
            print("\(d.name) | \(d.aliases.joined(separator: ", ")) | \(formatPoints(d.portraitSize.width))×\(formatPoints(d.portraitSize.height)) | @\(formatPoints(d.scale))x | [\(p)] / [\(l)] | \(d.sizeClass(.portrait)) / \(d.sizeClass(.landscape)) | \(formatPoints(d.rootSideMargin(.portrait))) / \(formatPoints(d.rootSideMargin(.landscape)))")
        }
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Every constraint in plain words; conflicts in Apple's log format; ambiguity and misplacement.")

    @Argument(help: "The scene file, or - for standard input.")
    var scene: String
    @OptionGroup var configurations: ConfigurationOptions

    func run() throws {
        var scene = try Pipeline.readScene(self.scene)
        try configurations.apply(to: &scene)
        for layout in try Pipeline.layouts(scene) {
            print(Explanation.text(layout))
        }
    }
}
