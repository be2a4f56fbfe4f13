import AlpreviewKit
import ArgumentParser
import FileOutput
import Foundation
import LayoutEngine
import Rendering
import SceneFormat

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render scenes to PNG, SVG or PDF (the default command).")

    @Argument(help: "Scene files (.yaml), or - for standard input.")
    var scenes: [String]
    @Option(name: .shortAndLong, help: "The output file (.png, .svg, .pdf), - for standard output, or a folder with --split or several scenes.")
    var output: String?
    @Flag(name: .long, help: "One file per configuration, named SCENE.DEVICE.ORIENTATION[.CATEGORY][.rtl].EXT, in the folder -o names.")
    var split = false
    @Flag(name: .long, help: "All configurations of a scene in one contact sheet (the default).")
    var sheet = false
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
        if split && sheet { throw ValidationError("--split and --sheet exclude each other") }
        if scenes.isEmpty { throw ValidationError("missing scene file") }
        if scenes.count > 1 && json != nil { throw ValidationError("--json takes a single scene") }
        if (split || scenes.count > 1) && output == "-" { throw ValidationError("-o - writes one file; --split and several scenes need a folder") }
    }

    /// Several files go into a folder that must exist.
    var writesToFolder: Bool { split || scenes.count > 1 }

    func run() throws {
        let outputFormat: OutputFormat?
        if let format {
            guard let f = OutputFormat(rawValue: format.lowercased()) else { throw UsageError("--format must be png, svg or pdf") }
            outputFormat = f
        } else if let output, output != "-", !writesToFolder {
            guard let f = OutputFormat.fromExtension(output) else {
                throw UsageError("cannot tell the format of '\(output)': use .png, .svg or .pdf, or --format")
            }
            outputFormat = f
        } else {
            outputFormat = output == nil ? nil : .png
        }
        if writesToFolder, let output {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw UsageError("-o \(output) must be an existing folder when writing one file per configuration or scene")
            }
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
        // Every scene is read and laid out before anything is written.
        var scenes: [(path: String, scene: Scene)] = []
        for path in self.scenes {
            var scene = try Pipeline.readScene(path)
            try configurations.apply(to: &scene)
            scenes.append((path, scene))
        }
        var files: [(String, [UInt8])] = []
        var issues = false
        for (path, scene) in scenes {
            let layouts = try Pipeline.layouts(scene)
            issues = issues || layouts.contains(where: \.hasIssues)
            if let output, let outputFormat {
                let renderer = Renderer(options: RenderOptions(scale: scale, layers: layers,
                                                               theme: Theme(rawValue: theme) ?? .light, format: outputFormat))
                let name = path == "-" ? "stdin" : URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                if split {
                    for layout in layouts {
                        let file = "\(output)/\(Pipeline.fileName(scene: name, layout.configuration)).\(outputFormat.rawValue)"
                        files.append((file, renderer.render([layout], title: scene.title)))
                    }
                } else if writesToFolder {
                    files.append(("\(output)/\(name).\(outputFormat.rawValue)", renderer.render(layouts, title: scene.title)))
                } else {
                    files.append((output, renderer.render(layouts, title: scene.title)))
                }
            }
            if let json {
                files.append((json, Array((LayoutReport.json(title: scene.title, layouts: layouts).serialized() + "\n").utf8)))
            }
        }
        for (path, bytes) in files { try OutputFile.write(bytes, to: path) }
        if strict && issues { throw ExitCode(1) }
    }
}
