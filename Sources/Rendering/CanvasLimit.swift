import FileInput

/// How big a drawing may be. Cairo's image surfaces stop at 32,767 pixels a side (beyond, it
/// silently makes an empty surface), and every pixel costs 4 bytes twice over (the surface and
/// the encoder's copy), so a raster canvas is also capped in total pixels; PDF viewers stop at
/// 14,400 points a side (PDF 1.7, Annex C), and SVG is held to Cairo's limit.
public enum CanvasLimit {
    public static let maximumSide = 32_767
    /// 64 Mi pixels: 256 MB per copy of the canvas.
    public static let maximumPixels = 1 << 26
    public static let maximumPDFSide = 14_400.0
    /// Pixels drawn by one run in all (512 Mi: about 8 s of drawing and encoding in a release
    /// build): 256 configurations of a 3x iPad drawn one file each would take minutes.
    public static let maximumPixelsPerRun = 1 << 29

    /// Throws when a run that has drawn `drawn` pixels would go past `maximumPixelsPerRun`.
    public static func checkRun(drawn: Double) throws(CanvasTooLarge) {
        guard drawn <= Double(maximumPixelsPerRun) else {
            throw CanvasTooLarge(
                description: "the images of this run would have more than \(GroupedNumber.text(maximumPixelsPerRun)) "
                    + "pixels in all; draw fewer configurations or scenes at once, or at --scale 1")
        }
    }

    /// Throws when a canvas of `width` × `height` points at `scale` cannot be drawn in `format`.
    static func check(width: Double, height: Double, scale: Double, format: OutputFormat) throws(CanvasTooLarge) {
        switch format {
        case .png:
            let w = (width * scale).rounded(.up), h = (height * scale).rounded(.up)
            guard w.isFinite, h.isFinite, w <= Double(maximumSide), h <= Double(maximumSide),
                w * h <= Double(maximumPixels)
            else {
                throw CanvasTooLarge(
                    description: "the image would be \(Self.text(w))×\(Self.text(h)) pixels; alpreview draws at most "
                        + "\(GroupedNumber.text(maximumSide)) pixels a side and \(GroupedNumber.text(maximumPixels)) pixels in all (try --scale 1, --split, or fewer configurations)"
                )
            }
        case .pdf, .svg:
            let limit = format == .pdf ? maximumPDFSide : Double(maximumSide)
            guard width.isFinite, height.isFinite, width <= limit, height <= limit else {
                throw CanvasTooLarge(
                    description:
                        "the \(format.rawValue.uppercased()) page would be \(Self.text(width))×\(Self.text(height)) "
                        + "points; at most \(GroupedNumber.text(Int(limit))) points a side (try --split or fewer configurations)"
                )
            }
        }
    }

    static func text(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int(value.rounded(.up))) : "\(value)"
    }
}

/// A drawing too large to make (the message names the size and the limit).
public struct CanvasTooLarge: Error, CustomStringConvertible, Equatable {
    public var description: String
}
