import Foundation
import LayoutEngine
import SceneFormat
import TextMetrics

/// Reading and laying out scenes: what every command shares.
enum Pipeline {
    static let measurer = PangoTextMeasurer()

    /// Reads a scene from a path or `-` (standard input).
    static func readScene(_ path: String) throws -> Scene {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return try SceneParser.parse(data: data, file: "<stdin>")
        }
        return try SceneParser.parse(contentsOf: path)
    }

    /// Applies the command line's configuration overrides.
    static func override(_ scene: inout Scene, devices: [String], orientation: String?, sizeCategories: [String], rtl: Bool) throws {
        if !devices.isEmpty {
            scene.devices = try devices.map { name in
                guard let device = DeviceCatalog.device(named: name) else {
                    throw UsageError("unknown device '\(name)'; `alpreview devices` lists them")
                }
                return device
            }
        }
        switch orientation {
        case nil: break
        case "portrait": scene.orientations = [.portrait]
        case "landscape": scene.orientations = [.landscape]
        case "both": scene.orientations = [.portrait, .landscape]
        default: throw UsageError("--orientation must be portrait, landscape or both")
        }
        if !sizeCategories.isEmpty {
            scene.sizeCategories = try sizeCategories.map {
                guard let c = SizeCategory.named($0) else { throw UsageError("unknown size category '\($0)'") }
                return c
            }
        }
        if rtl { scene.directions = [.rtl] }
    }

    static func layouts(_ scene: Scene) throws -> [SolvedLayout] {
        let solver = LayoutSolver(measurer: measurer)
        return try scene.configurations.map { try solver.solve(scene, in: $0) }
    }
}

/// Bad arguments: exit code 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
