import CCairo
import SceneModel
import Testing

@testable import Rendering

/// A wrapped text's lines that the clip hides are not drawn: what a clip on whole pixels shows
/// is the text drawn unclipped, pixel for pixel, cut at the clip's edges, wherever they fall
/// across the lines (a line just under the bottom edge whose ink still reaches above it is
/// drawn).
@Suite struct ClippedTextLinesTests {
    static let text =
        "Constraints between the edges or margins of the scroll view and its content attach to the scroll "
        + "view's content area. Gyp jumps quickly; Åland's ÉTÉ, ÿ, and g, j, p, q, y hang below their lines."

    private func pixels(clip: (top: Int, bottom: Int)?, font: FontSpec, scale: Double) -> [UInt32] {
        BitmapSurface.draw(
            width: Int(320 * scale), height: Int(400 * scale), scale: scale, covered: false,
            { _, cr in
                if let clip {
                    cairo_rectangle(cr, 0, Double(clip.top) / scale, 320, Double(clip.bottom - clip.top) / scale)
                    cairo_clip(cr)
                }
                Painter(cr).text(
                    Self.text, font: font, color: Color(hex: 0x000000), x: 4, top: 4, width: 300, lines: 0)
            }, then: { _ in }
        ).bitmap.pixels
    }

    @Test(arguments: [(FontSpec(size: 22), 1.0), (.system(13), 1.0), (.system(34, .bold), 2.0)])
    func hiddenLinesAreLeftOutAndShownOnesDrawn(font: FontSpec, scale: Double) {
        let whole = pixels(clip: nil, font: font, scale: scale)
        let width = Int(320 * scale)
        let rows = whole.count / width
        let inked = (0..<rows).filter { y in whole[y * width..<(y + 1) * width].contains { $0 != 0 } }
        #expect(inked.count > 50)
        var mismatches: [String] = []
        // Edges on every row a line's ink starts or ends at, and one row to either side of it.
        let edges = Set(inked.flatMap { [$0 - 1, $0, $0 + 1, $0 + 2] }).filter { $0 > 0 && $0 < rows }.sorted()
        for (index, edge) in edges.enumerated() where index % max(1, edges.count / 60) == 0 {
            for clip in [(top: 0, bottom: edge), (top: edge, bottom: rows)] {
                let clipped = pixels(clip: clip, font: font, scale: scale)
                let expected = whole.indices.map { (clip.top..<clip.bottom).contains($0 / width) ? whole[$0] : 0 }
                if clipped != expected { mismatches.append("\(clip)") }
            }
        }
        #expect(mismatches.isEmpty, "\(font.size) at \(scale)x: \(mismatches.prefix(5))")
    }
}
