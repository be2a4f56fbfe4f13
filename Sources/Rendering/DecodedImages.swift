import CCairo
import FileInput
import Parallel
import RasterImage

/// PNG files decoded once per content: a live preview draws the same image view at every step of
/// its slider, and decoding the file was a quarter of such a step. Keyed by the file's bytes, not
/// its path, so an image edited on disk is decoded again; the same bytes decode to the same
/// pixels, so a kept image is the one a fresh decode gives. Shared by every render of the process,
/// bounded by the pixels it keeps.
enum DecodedImages {
    struct Decoded: Sendable {
        var pixels: Bitmap
        /// The file had no alpha channel.
        var opaque: Bool
    }

    /// Past this many pixels kept (64 MB of them: the largest image a scene may name), the cache
    /// starts again.
    static let maximumPixels = PNGHeader.maximumImagePixels

    private struct Store {
        var images: [[UInt8]: Decoded] = [:]
        var pixels = 0
    }

    private static let store = Locked(Store())

    /// The image `bytes` decode to, or nil when they are not a PNG that can be drawn.
    static func image(decoding bytes: [UInt8]) -> Decoded? {
        if let known = store.withLock({ $0.images[bytes] }) { return known }
        guard let surface = try? PNGDecoder.surface(decoding: bytes, maximumPixels: PNGHeader.maximumImagePixels)
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        let decoded = Decoded(
            pixels: PNGDecoder.bitmap(of: surface),
            opaque: cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24)
        let count = decoded.pixels.width * decoded.pixels.height
        guard count <= maximumPixels else { return decoded }
        store.withLock { store in
            if store.pixels + count > maximumPixels { store = Store() }
            store.images[bytes] = decoded
            store.pixels += count
        }
        return decoded
    }
}
