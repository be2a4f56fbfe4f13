/// The width and height a PNG declares in its IHDR chunk, read before anything is decoded.
public enum PNGHeader {
    /// The most pixels an image a scene names may have (4096 × 4096): decoding costs 4 bytes a
    /// pixel, and a 1.5 MB PNG of zeros can declare 23000 × 23000 (2 GB decoded). The scene
    /// reader refuses more, and the painter checks again on the bytes it decodes.
    public static let maximumImagePixels = 4096 * 4096

    public static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = be32(16), height = be32(20)
        // The PNG specification caps both at 2^31 - 1; zero is invalid.
        guard width > 0, height > 0, width < 1 << 31, height < 1 << 31 else { return nil }
        return (width, height)
    }

    /// Whether every chunk's declared length fits in the bytes: libpng allocates a chunk's
    /// declared length before reading it, so 112 bytes claiming a 1.6 GB text chunk cost 1.6 GB.
    /// The whole file is in memory, so a length past its end is refused before decoding.
    public static func chunksFit(in bytes: [UInt8]) -> Bool {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = Array(bytes[offset + 4..<offset + 8])
            // Length, type, data and CRC.
            guard length <= bytes.count - offset - 12 else { return false }
            offset += 12 + length
            if type == Array("IEND".utf8) { return true }
        }
        return false
    }
}
