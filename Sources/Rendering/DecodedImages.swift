import CCairo
import FileInput
import Parallel
import RasterImage

/// PNG files decoded once per content: a live preview draws the same image view at every step of
/// its slider, and decoding the file was a quarter of such a step. Keyed by the file's bytes, not
/// its path, so an image edited on disk is decoded again; the same bytes decode to the same
/// pixels, so a kept image is the one a fresh decode gives. One cache serves every render of the
/// process (`shared`), bounded by what it keeps: the files' bytes and their pixels.
final class DecodedImages: Sendable {
    struct Decoded: Sendable {
        var pixels: Bitmap
        /// The file had no alpha channel.
        var opaque: Bool
    }

    /// Past 128 MB kept (the largest image a scene may name is 64 MB of pixels), the cache starts
    /// again.
    static let shared = DecodedImages(maximumBytes: 128 << 20)

    let maximumBytes: Int

    private struct Store {
        var images: [[UInt8]: Decoded] = [:]
        var bytes = 0
        /// Files decoded, for tests.
        var decoded = 0
    }

    private let store = Locked(Store())

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// How many files this cache has decoded.
    var decodedCount: Int { store.withLock { $0.decoded } }

    /// The image `bytes` decode to, or nil when they are not a PNG that can be drawn.
    func image(decoding bytes: [UInt8]) -> Decoded? {
        if let known = store.withLock({ $0.images[bytes] }) { return known }
        guard let surface = try? PNGDecoder.surface(decoding: bytes, maximumPixels: PNGHeader.maximumImagePixels)
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        let decoded = Decoded(
            pixels: PNGDecoder.bitmap(of: surface),
            opaque: cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24)
        let size = bytes.count + 4 * decoded.pixels.width * decoded.pixels.height
        store.withLock { store in
            store.decoded += 1
            // Another thread may have kept the same file meanwhile: counted once.
            guard size <= maximumBytes, store.images[bytes] == nil else { return }
            if store.bytes + size > maximumBytes { store.images = [:]; store.bytes = 0 }
            store.images[bytes] = decoded
            store.bytes += size
        }
        return decoded
    }
}
