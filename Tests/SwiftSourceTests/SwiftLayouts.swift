import Foundation
import LayoutEngine
import Readers
import SceneModel
import SceneReading
import SwiftSource
import TestSupport

/// Small hand-written Swift files read and laid out.
enum SwiftLayouts {
    static func scenes(_ source: String, file: String = "Screen.swift") throws -> [NamedScene] {
        try SwiftSourceSceneReader().readScenes(
            Data(source.utf8), file: file, imageAccess: ImageAccess(sceneFile: file))
    }

    static func scene(_ source: String, file: String = "Screen.swift") throws -> Scene {
        try scenes(source, file: file)[0].scene
    }

    /// The scene solved on an iPhone 8 in portrait (375 × 667, a 20-point status bar).
    static func layout(_ source: String, configuration index: Int = 0) throws -> SolvedLayout {
        let scene = try scene(source)
        return try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: scene.configurations[index])
    }

    static func frame(_ layout: SolvedLayout, _ name: String) -> [Double] {
        (layout.view(named: name)?.frame.array ?? []).map { ($0 * 100).rounded() / 100 }
    }
}
