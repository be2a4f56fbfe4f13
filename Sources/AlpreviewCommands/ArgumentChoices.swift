import ArgumentParser
import Foundation
import GoldenImages
import LayoutEngine
import Rendering
import SceneFormat
import SceneModel

// The options with a fixed set of values are enums: ArgumentParser lists the values in the help
// and refuses any other with the list ("Please provide one of 'light' and 'dark'").

extension Theme: ExpressibleByArgument {}

extension OutputFormat: ExpressibleByArgument {
    /// `--format PNG` as `--format png`, as the output's extension is read.
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension RecordMode: ExpressibleByArgument {}

extension PseudoLocale: ExpressibleByArgument {}

/// `--orientation`: one of a device's orientations, or both.
enum OrientationChoice: String, CaseIterable, ExpressibleByArgument {
    case portrait, landscape, both

    var orientations: [Orientation] {
        switch self {
        case .portrait: return [.portrait]
        case .landscape: return [.landscape]
        case .both: return [.portrait, .landscape]
        }
    }
}

/// `--annotate constraints,labels`: a comma-separated set of annotation layers.
enum AnnotationLayerList {
    struct Unknown: Error, CustomStringConvertible {
        var description: String
    }

    static var names: String { AnnotationLayer.allCases.map(\.rawValue).joined(separator: ",") }

    static func parse(_ list: String) throws -> Set<AnnotationLayer> {
        var layers: Set<AnnotationLayer> = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let layer = AnnotationLayer(rawValue: name) else {
                throw Unknown(description: "unknown annotation layer '\(name)' (\(names))")
            }
            layers.insert(layer)
        }
        return layers
    }
}
