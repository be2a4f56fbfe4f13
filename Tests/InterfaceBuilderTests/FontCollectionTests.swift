import Foundation
import LayoutEngine
import Readers
import SceneModel
import SceneReading
import Testing
import TextMetrics

/// A TrueType collection (`.ttc`) an app bundles: each face is found by its PostScript name and
/// measures its text, as a single font file's does (`ProjectFontTests`). The collection is made
/// here from two Debian fonts, DejaVu Serif and DejaVu Serif Bold.
@Suite struct FontCollectionTests {
    static let faces = ["DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"].map { "/usr/share/fonts/truetype/dejavu/" + $0 }
    static var available: Bool { faces.allSatisfy { FileManager.default.fileExists(atPath: $0) } }

    /// A `ttcf` 1.0 header, the offset of each face, then the faces (4-byte aligned), each table
    /// record's offset moved by where its face starts.
    static func collection(_ fonts: [[UInt8]]) -> [UInt8] {
        func u32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        var starts: [Int] = []
        var at = 12 + 4 * fonts.count
        for font in fonts {
            starts.append(at)
            at += (font.count + 3) / 4 * 4
        }
        var bytes = Array("ttcf".utf8) + [0, 1, 0, 0] + u32(fonts.count) + starts.flatMap(u32)
        for (font, start) in zip(fonts, starts) {
            var face = font
            let tables = Int(face[4]) << 8 | Int(face[5])
            for index in 0..<tables {
                let field = 12 + 16 * index + 8
                let offset = face[field..<(field + 4)].reduce(0) { $0 << 8 | Int($1) }
                face.replaceSubrange(field..<(field + 4), with: u32(offset + start))
            }
            bytes += face + [UInt8](repeating: 0, count: (4 - face.count % 4) % 4)
        }
        return bytes
    }

    @Test(.enabled(if: available))
    func eachFaceOfACollectionIsFound() throws {
        let bytes = Self.collection(try Self.faces.map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) })
        #expect(OpenTypeNames.readAll(bytes).map(\.postScriptName) == ["DejaVuSerif", "DejaVuSerif-Bold"])
        #expect(OpenTypeNames.read(bytes) == nil)
        let folder = NSTemporaryDirectory() + "font-collection-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Fonts", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/Fonts/Serif.ttc"))
        try """
        devices: [iPhone 8]
        views:
          Bold: {type: label, text: Hello world, font: {size: 17, family: DejaVuSerif-Bold}}
          Plain: {type: label, text: Hello world, font: {size: 17, family: DejaVuSerif}}
        constraints:
          - Bold.Leading = Superview.Leading + 20
          - Bold.Top = Superview.Top + 100
          - Plain.Leading = Superview.Leading + 20
          - Plain.Top = Bold.Bottom
        """.write(toFile: folder + "/scene.yaml", atomically: false, encoding: .utf8)
        let scene = try #require(try SceneInput.readAll(path: folder + "/scene.yaml").first?.scene)
        #expect(scene.assumptions.isEmpty)
        #expect(scene.allViews.compactMap(\.view.font?.file).allSatisfy { $0.hasSuffix("/Fonts/Serif.ttc") })
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        // The bold face as from its own file (`ProjectFontTests`); the regular face narrower, its
        // own advances rounded up to the 2x grid.
        #expect(SceneMappingTests.frame(layout, "bold") == [20, 100, 110.5, 20])
        let plain = SceneMappingTests.frame(layout, "plain")
        #expect(plain == [20, 120, 101, 20])
    }
}
