import CCairo
import FileInput

/// Reads a PNG (any PNG: Cairo's reader, libpng underneath) into a `Bitmap`.
public enum PNGDecoder {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The most pixels a PNG may declare to be decoded (the largest canvas alpreview draws):
    /// a small file of zeros can declare 23000 × 23000 pixels, 2 GB once decoded.
    public static let maximumPixels = 1 << 26

    /// Decodes a PNG, refusing one that declares more than `maximumPixels` before decoding.
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = maximumPixels) throws -> Bitmap {
        let surface = try surface(decoding: bytes, maximumPixels: maximumPixels)
        defer { cairo_surface_destroy(surface) }
        return bitmap(of: surface)
    }

    /// A Cairo surface of the PNG's pixels (the caller destroys it). Checked before libpng sees
    /// the bytes: the declared size against `maximumPixels`, and every chunk's length against
    /// the file (libpng allocates a chunk's declared length before reading it).
    public static func surface(decoding bytes: [UInt8], maximumPixels: Int = maximumPixels) throws(Failure)
        -> OpaquePointer
    {
        guard let declared = PNGHeader.size(of: bytes) else {
            throw Failure(description: "not a readable PNG (no PNG header)")
        }
        guard declared.width * declared.height <= maximumPixels else {
            throw Failure(
                description:
                    "the PNG declares \(declared.width)×\(declared.height) pixels, more than the \(GroupedNumber.text(maximumPixels)) decoded at most"
            )
        }
        guard PNGHeader.chunksFit(in: bytes) else {
            throw Failure(description: "not a readable PNG (a chunk is longer than the file)")
        }
        let source = ByteSource(bytes)
        guard
            let surface = cairo_image_surface_create_from_png_stream(
                ByteSource.read, Unmanaged.passUnretained(source).toOpaque())
        else {
            throw Failure(description: "not a readable PNG")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            // Cairo reports any libpng error (a bad checksum, truncated data) as "out of memory";
            // the declared size was bounded above, so the data is what is wrong.
            let reason =
                status == CAIRO_STATUS_NO_MEMORY
                ? "its image data is corrupt or truncated" : String(cString: cairo_status_to_string(status))
            throw Failure(description: "not a readable PNG (\(reason))")
        }
        return surface
    }

    /// The pixels of a Cairo image surface (ARGB32 or RGB24), copied row by row.
    public static func bitmap(of surface: OpaquePointer?) -> Bitmap {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        guard width * height > 0, let data = cairo_image_surface_get_data(surface) else {
            return Bitmap(width: width, height: height, fill: 0)
        }
        // Rows copied whole (no zero-filling first); RGB24's undefined alpha byte set after.
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            let base = UnsafeMutableRawPointer(out.baseAddress!)
            for y in 0..<height { (base + y * width * 4).copyMemory(from: data + y * stride, byteCount: width * 4) }
            if opaque { for i in 0..<width * height { out[i] |= 0xFF00_0000 } }
            count = width * height
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}

/// Feeds bytes to Cairo's PNG reader.
final class ByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + source.offset, count: count) }
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
