import Foundation
import LayoutEngine
import Readers
import SceneModel
import SceneReading
import SwiftSource

/// A measurer without Pango: every character is 0.6 of the font size wide.
struct FakeMeasurer: TextMeasuring {
    func measure(_ text: String, font: FontSpec, maxWidth: Double?, lines: Int, scale: Double) -> TextMeasurement {
        let width = Double(text.count) * font.size * 0.6
        var lineCount = 1
        if let maxWidth, maxWidth > 0 { lineCount = max(1, Int((width / maxWidth).rounded(.up))) }
        if lines > 0 { lineCount = min(lineCount, lines) }
        let lineHeight = SystemFontMetrics.lineHeight * font.size
        return TextMeasurement(
            width: ceilToPixels(min(width, maxWidth ?? width), scale: scale),
            height: ceilToPixels(Double(lineCount) * lineHeight, scale: scale),
            firstBaseline: SystemFontMetrics.ascender * font.size,
            lastBaseline: Double(lineCount - 1) * lineHeight + SystemFontMetrics.ascender * font.size,
            lineCount: lineCount)
    }
}

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
