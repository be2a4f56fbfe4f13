import FileInput
import Foundation
import SceneModel

/// An image file a scene names: its size in points, read from the file's header so that the
/// image view's intrinsic size is the image's, as UIImageView's is. PNG (`name@2x.png` and
/// `name@3x.png` are 2 and 3 pixels per point, as in an asset catalog) and SVG (its `width`
/// and `height`, else its `viewBox`).
public enum ImageFile {
    /// A PNG may declare at most this many pixels (`PNGHeader.maximumImagePixels`).
    public static let maximumPixels = PNGHeader.maximumImagePixels
    /// An SVG's header is looked for in its first 64 KB.
    static let headerBytes = 64 * 1024

    enum Failure: Error, Equatable {
        case unreadable
        case unsupported
        case noSize
        case tooManyPixels(width: Int, height: Int)
    }

    static func size(ofFileAt path: String) throws(Failure) -> Size {
        // The header is enough: the renderer reads the pixels, later and only if it draws them.
        let lower = path.lowercased()
        guard lower.hasSuffix(".png") || lower.hasSuffix(".svg") else { throw .unsupported }
        let header: [UInt8]
        do { header = try InputFile.readPrefix(path, count: headerBytes) } catch { throw .unreadable }
        if lower.hasSuffix(".png") {
            guard let pixels = PNGHeader.size(of: header) else { throw .unreadable }
            guard pixels.width * pixels.height <= maximumPixels else {
                throw .tooManyPixels(width: pixels.width, height: pixels.height)
            }
            let name = (path as NSString).deletingPathExtension
            let scale: Double = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
            return Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
        }
        // Decoded leniently: the 64 KB prefix may end inside a character.
        let text = String(decoding: header, as: UTF8.self)
        guard let start = text.range(of: "<svg") else { throw .unreadable }
        let tag = String(text[start.lowerBound...].prefix { $0 != ">" })
        func attribute(_ name: String) -> String? {
            // The attribute itself, not `stroke-width`; its value may be empty (`width=""`), and
            // quoted with either quote, as XML allows.
            guard
                let expression = try? NSRegularExpression(
                    pattern: #"(?<![-\w])\#(name)\s*=\s*(?:"([^"]*)"|'([^']*)')"#),
                let match = expression.firstMatch(in: tag, range: NSRange(tag.startIndex..., in: tag)),
                let value = Range(match.range(at: 1), in: tag) ?? Range(match.range(at: 2), in: tag)
            else { return nil }
            return String(tag[value])
        }
        func length(_ text: String?) -> Double? {
            guard let text,
                let value = Double(
                    text.trimmingCharacters(in: .whitespaces)
                        .replacingOccurrences(of: "px", with: "").replacingOccurrences(of: "pt", with: "")),
                value.isFinite, value > 0, value <= 100_000
            else { return nil }
            return value
        }
        if let w = length(attribute("width")), let h = length(attribute("height")) { return Size(width: w, height: h) }
        if let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).map({ length(String($0)) }
        ),
            box.count == 4, let w = box[2], let h = box[3]
        {
            return Size(width: w, height: h)
        }
        throw .noSize
    }
}
