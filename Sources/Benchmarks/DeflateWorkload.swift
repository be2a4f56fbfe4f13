import Foundation
import LayoutEngine
import RasterImage
import Rendering
import SceneFormat
import TextMetrics

/// `Benchmarks deflate DIR`: the 100-view screen's PNG at 1x and at 3x through alpreview's own
/// deflate (`PNGEncoder`, level 1: its bands, CRC-32 and Adler-32 included), and each image's
/// pixels written to DIR for bench/deflate_table.c, which deflates the same bands with zlib and
/// libdeflate (`python3 bench/run.py deflate` puts them in one table).
enum DeflateWorkload {
    /// The PNG's bytes around its deflate data: signature, IHDR, IDAT's length, type and CRC, the
    /// zlib header and Adler-32, IEND.
    static let pngOverhead = 8 + 25 + 12 + 2 + 4 + 12

    static func run(directory: String) throws {
        let scene = try SceneParser.parse(RenderWorkload.sceneText(), file: "bench.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        for scale in [1.0, 3.0] {
            let bitmap = try Renderer(options: RenderOptions(scale: scale)).renderBitmap([layout], title: scene.title)
            let name = "\(Int(scale))x"
            var png: [UInt8] = []
            report("own deflate \(name) cpu", Timing.cpuMedian(runs: 7) { png = PNGEncoder.encode(bitmap) })
            report("own deflate \(name) bytes", Double(png.count - pngOverhead))
            var data = Data("\(bitmap.width) \(bitmap.height)\n".utf8)
            bitmap.pixels.withUnsafeBytes { data.append(contentsOf: $0) }
            try data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("screen-\(name).pixels"))
        }
    }
}
