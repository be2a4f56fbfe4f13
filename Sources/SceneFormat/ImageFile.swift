import Foundation
import LayoutEngine

/// An image file a scene names: its size in points, read from the file's header so that the
/// image view's intrinsic size is the image's, as UIImageView's is. PNG (`name@2x.png` and
/// `name@3x.png` are 2 and 3 pixels per point, as in an asset catalog) and SVG (its `width`
/// and `height`, else its `viewBox`).
enum ImageFile {
    enum Failure: Error, Equatable {
        case unreadable
        case unsupported
        case noSize
    }

    static func size(ofFileAt path: String) throws(Failure) -> Size {
        // The header is enough: the renderer reads the pixels, later and only if it draws them.
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable }
        defer { try? handle.close() }
        let data = handle.readData(ofLength: 64 * 1024)
        let lower = path.lowercased()
        if lower.hasSuffix(".png") {
            let bytes = [UInt8](data.prefix(24))
            guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw .unreadable }
            func be32(_ i: Int) -> Double { Double(bytes[i..<i + 4].reduce(0) { $0 << 8 | UInt32($1) }) }
            let name = (path as NSString).deletingPathExtension
            let scale: Double = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
            return Size(width: be32(16) / scale, height: be32(20) / scale)
        }
        if lower.hasSuffix(".svg") {
            guard let text = String(data: data, encoding: .utf8),
                  let start = text.range(of: "<svg") else { throw .unreadable }
            let tag = String(text[start.lowerBound...].prefix { $0 != ">" })
            func attribute(_ name: String) -> String? {
                guard let r = tag.range(of: #"\b\#(name)\s*=\s*"([^"]*)""#, options: .regularExpression) else { return nil }
                return String(tag[r].split(separator: "\"")[1])
            }
            func length(_ text: String?) -> Double? {
                guard let text else { return nil }
                return Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "px", with: "").replacingOccurrences(of: "pt", with: ""))
            }
            if let w = length(attribute("width")), let h = length(attribute("height")) { return Size(width: w, height: h) }
            if let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap({ Double($0) }), box.count == 4 {
                return Size(width: box[2], height: box[3])
            }
            throw .noSize
        }
        throw .unsupported
    }
}
