import Foundation
import SceneModel
import SceneReading
import SwiftSyntax

/// Layouts written in Swift (docs/swift-input.md): each `UIViewController`, `UIView` or cell
/// subclass whose code builds views or constraints is a scene, read statically with
/// swift-syntax (nothing is compiled or run). It claims `.swift`; standard input is
/// recognized by an `import UIKit` (or SnapKit).
public struct SwiftSourceSceneReader: SceneReader {
    public init() {}
    public var fileExtensions: [String] { ["swift"] }

    public func recognizes(_ prefix: [UInt8]) -> Bool {
        let text = String(decoding: prefix, as: UTF8.self)
        return text.contains("import UIKit") || text.contains("import SnapKit")
    }

    public func read(_ data: Data, file: String, imageAccess: ImageAccess) throws -> Scene {
        try readScenes(data, file: file, imageAccess: imageAccess)[0].scene
    }

    public func readScenes(_ data: Data, file: String, imageAccess: ImageAccess) throws -> [NamedScene] {
        Self.resolvingFonts(try Self.reading(data, file: file).scenes, file: file, allowedFolders: imageAccess.allowed)
    }

    /// The scenes of one file of a module read with its other files (none: it only serves them).
    public func readScenes(
        _ data: Data, file: String, module: [(data: Data, file: String)], allowedFolders: [String] = []
    ) throws -> [NamedScene] {
        Self.resolvingFonts(
            try Self.reading(data, file: file, module: module).scenes, file: file,
            allowedFolders: ImageAccess(sceneFile: file, allowedFolders: allowedFolders).allowed)
    }

    /// The scenes with their fonts settled (`Scene.resolveFonts`): `UIFont(name:size:)` names a
    /// font the app may bundle beside the file.
    static func resolvingFonts(_ scenes: [NamedScene], file: String, allowedFolders: [String]) -> [NamedScene] {
        scenes.map { named in
            var named = named
            named.scene.resolveFonts(sceneFile: file, allowedFolders: allowedFolders)
            return named
        }
    }

    /// What a file's code gives: its scenes, how many statements made constraints (a loop's
    /// once; a helper's call once) and how many views its scenes put in their hierarchies
    /// (how `make swift-corpus` measures the reader).
    public struct Reading: Sendable {
        public var scenes: [NamedScene]
        public var constraintStatements: Int
        public var views: Int
    }

    /// `module`: the other files of the module, read with this one (their types, extensions,
    /// helpers and constants are visible to it, as the compiler sees one module); the scenes are
    /// this file's.
    public static func reading(_ data: Data, file: String, module: [(data: Data, file: String)] = []) throws
        -> Reading
    {
        let moduleBytes = data.count + module.reduce(0) { $0 + $1.data.count }
        guard data.count <= SwiftSourceLimits.maximumBytes, moduleBytes <= SwiftSourceLimits.maximumModuleBytes else {
            throw SceneErrors(errors: [
                Diagnostic(
                    data.count > SwiftSourceLimits.maximumBytes
                        ? "a Swift file larger than \(SwiftSourceLimits.maximumBytes >> 20) MB is not read: "
                            + "a screen's code is a few tens of kilobytes"
                        : "Swift files of more than \(SwiftSourceLimits.maximumModuleBytes >> 20) MB in all are not "
                            + "read together: give the screen's files, not the whole app",
                    at: SceneModel.SourceLocation(file: file, line: 0, column: 0))
            ])
        }
        if let place = BinaryContent.firstBinaryByte(in: data) {
            throw SceneErrors(errors: [
                Diagnostic(
                    "not Swift source: binary data here (a NUL byte or bytes that are not UTF-8 text)",
                    at: SceneModel.SourceLocation(file: file, line: place.line, column: place.column))
            ])
        }
        if String(decoding: data, as: UTF8.self).allSatisfy(\.isWhitespace) {
            throw SceneErrors(errors: [
                Diagnostic(
                    "an empty Swift file: no code to draw",
                    at: SceneModel.SourceLocation(file: file, line: 0, column: 0))
            ])
        }
        let parsed = ParsedModule.of([(data, file)] + module)
        let places = parsed.places, declarations = parsed.declarations
        let problems = parsed.syntaxProblems.filter { places.isIn(file, $0) }
        var fileWarnings: [Diagnostic] = []
        if let first = problems.first {
            fileWarnings.append(
                .warning(
                    "not valid Swift here (\(problems.count) place\(problems.count == 1 ? "" : "s") in the file): "
                        + "the code around it may be read in part", at: places.location(at: first)))
        }
        var scenes: [NamedScene] = []
        var statements: Set<Int> = []
        var views = 0
        for type in declarations.types where places.isIn(file, type.declaration.positionAfterSkippingLeadingTrivia) {
            let variations = SceneVariations(type: type, declarations: declarations, places: places)
            statements.formUnion(variations.constraintStatements)
            for (index, (scene, variation)) in variations.scenes.enumerated() {
                var scene = scene
                scene.warnings = fileWarnings + scene.warnings
                scenes.append(
                    NamedScene(scene: scene, names: [scene.title] + (variation.map { [type.name, $0] } ?? [])))
                // The views of a type count once, its first variation's.
                if index == 0 { views += scene.allViews.filter { $0.view.type != .guide }.count }
            }
        }
        // A file of a module may hold only what the others use (helpers, extensions).
        guard !scenes.isEmpty || !module.isEmpty else {
            var message = "no UIViewController, UIView or cell subclass that builds views or constraints"
            if declarations.types.isEmpty { message = "no class in the file: " + message }
            var errors = [Diagnostic(message, at: SceneModel.SourceLocation(file: file, line: 0, column: 0))]
            errors += fileWarnings.map { Diagnostic($0.message, at: $0.location, severity: .error) }
            throw SceneErrors(errors: errors)
        }
        return Reading(scenes: scenes, constraintStatements: statements.count, views: views)
    }
}
