import CZlib
import Foundation
import Parallel

/// Encodes an opaque image as PNG while it is still being drawn: the bands `PNGEncoder` cuts
/// (from the image's size alone) are compressed as soon as their rows are final, by whichever
/// thread asks, while the rest is drawn; `finish` compresses what is left on all cores. Each
/// band depends on its own rows and the row above only (`RunDeflate`), so the bytes are
/// exactly `PNGEncoder.encode`'s of the finished pixels, whatever thread did what, and when.
/// It reads the pixel memory it is given, never writes it; it knows nothing of who draws.
public final class IncrementalPNGEncoder: @unchecked Sendable {
    // Unchecked: `state` and `final` change under `condition`; `pixels` is only read, rows once final.
    /// The image's memory: the caller keeps it alive, and its final rows unchanged, until `finish` returns.
    private let pixels: UnsafeBufferPointer<UInt32>
    public let width: Int, height: Int
    /// The bands of an opaque image at level 1 (the renderer's PNG).
    let bands: [Range<Int>]

    private enum Band {
        case waiting
        /// A thread compresses it.
        case taken
        /// Compressed, with its CRC-32; nil when the band found a pixel not opaque.
        case done((piece: ChunkedDeflate.Piece, extra: uLong)?)
    }

    private let condition = NSCondition()
    private var state: [Band]
    /// Which rows no later drawing changes.
    private var final: [Bool]

    public init(pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int) {
        precondition(pixels.count == width * height, "pixel count must be width × height")
        (self.pixels, self.width, self.height) = (pixels, width, height)
        bands = PNGEncoder.bands(width: width, height: height, opaque: true, level: 1)
        state = [Band](repeating: .waiting, count: bands.count)
        final = [Bool](repeating: false, count: height)
    }

    /// Rows `rows` will not change any more (their pixels were written before this call).
    public func rowsFinished(_ rows: Range<Int>) {
        let rows = rows.clamped(to: 0..<height)
        condition.lock()
        for y in rows { final[y] = true }
        condition.unlock()
    }

    /// Compresses, on the calling thread, the bands whose rows are final and that no other
    /// thread has taken; returns when there is none left to take.
    public func compressReadyBands() {
        while compressReadyBand() {}
    }

    /// Compresses one such band, if there is one (true).
    public func compressReadyBand() -> Bool {
        guard let i = take(where: isReady) else { return false }
        compress(i)
        return true
    }

    /// Every row is final: compresses the bands left on all cores, waits for those other threads
    /// took, and returns the PNG file (`PNGEncoder.encode`'s bytes).
    public func finish() -> [UInt8] {
        condition.lock()
        final = [Bool](repeating: true, count: height)
        let left = state.filter { if case .waiting = $0 { true } else { false } }.count
        // Threads compressing a band now go on with the next ones (`compressReadyBands`): this
        // one and only as many more as there are cores left, or they would take turns on a core
        // and the band of the one set aside would finish last.
        let busy = state.filter { if case .taken = $0 { true } else { false } }.count
        condition.unlock()
        let threads = min(left, max(1, Cores.active - busy))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let i = take(where: { _ in true }) { compress(i) }
        }
        condition.lock()
        var pieces: [(piece: ChunkedDeflate.Piece, extra: uLong)?] = []
        for i in state.indices {
            while true {
                if case .done(let piece) = state[i] {
                    pieces.append(piece)
                    break
                }
                condition.wait()
            }
        }
        condition.unlock()
        guard pieces.allSatisfy({ $0 != nil }) else {
            // A pixel was not opaque: the whole image is RGBA, its bands cut otherwise.
            return PNGEncoder.encode(Bitmap(width: width, height: height, pixels: Array(pixels)))
        }
        return PNGEncoder.png(width: width, height: height, opaque: true, level: 1, pieces: pieces.map { $0! })
    }

    /// The bands compressed so far (for the tests).
    var compressedBands: [Int] {
        condition.lock()
        defer { condition.unlock() }
        return state.indices.filter { if case .done = state[$0] { true } else { false } }
    }

    /// Whether band `i`'s rows, and the row above them (its matches may copy it), are final.
    private func isReady(_ i: Int) -> Bool {
        let rows = bands[i]
        return final[max(rows.lowerBound - 1, 0)..<rows.upperBound].allSatisfy { $0 }
    }

    /// Takes the first waiting band that `ready` accepts (under the lock).
    private func take(where ready: (Int) -> Bool) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        for (i, band) in state.enumerated() {
            guard case .waiting = band, ready(i) else { continue }
            state[i] = .taken
            return i
        }
        return nil
    }

    private func compress(_ i: Int) {
        let piece = PNGEncoder.opaquePiece(
            pixels, width: width, height: height, rows: bands[i], extra: PNGEncoder.crcOfPiece)
        condition.lock()
        state[i] = .done(piece)
        condition.broadcast()
        condition.unlock()
    }
}
