import FileInput
import FileOutput
import Foundation

/// How a folder's goldens were rendered, kept beside them in `alpreview-goldens.json`, so that
/// `alpreview test` renders the same way without being told (the README's command works as
/// written) and a run with other settings is one clear error instead of a failure per golden.
public struct GoldenSettings: Equatable, Sendable {
    public static let fileName = "alpreview-goldens.json"

    /// Pixels per point; nil: each device's own scale.
    public var scale: Double?
    /// The annotation layers drawn, by name, sorted; nil: the standard ones.
    public var annotate: [String]?

    public init(scale: Double?, annotate: [String]? = nil) {
        self.scale = scale
        self.annotate = annotate?.sorted()
    }

    public static func path(in directory: String) -> String { directory + "/" + fileName }

    /// The folder's settings, nil when it has none (a new folder, or goldens from before).
    public static func read(from directory: String) throws(GoldenError) -> GoldenSettings? {
        let path = path(in: directory)
        // As the goldens: a link is not followed, and is refused whether it leads anywhere or not.
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, limit: 64 * 1024, followingLinks: false) } catch {
            throw .unreadableGolden(path: path, reason: error.description)
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            throw .unreadableGolden(path: path, reason: "not a JSON object")
        }
        let annotate = object["annotate"] as? [String]
        if object["annotate"] != nil && annotate == nil {
            throw .unreadableGolden(path: path, reason: "\"annotate\" must be a list of annotation layers")
        }
        switch object["scale"] {
        case let number as NSNumber where number.doubleValue > 0 && number.doubleValue <= 8:
            return GoldenSettings(scale: number.doubleValue, annotate: annotate)
        case let text as String where text == "device":
            return GoldenSettings(scale: nil, annotate: annotate)
        default:
            throw .unreadableGolden(path: path, reason: "\"scale\" must be a number from 0 to 8 or \"device\"")
        }
    }

    /// `{"scale": 1}` or `{"scale": "device"}`, and the layers when they are not the standard ones.
    public var json: String {
        let value = scale.map(Self.number) ?? "\"device\""
        guard let annotate else { return "{\n  \"scale\": \(value)\n}\n" }
        let names = annotate.map { "\"\($0)\"" }.joined(separator: ", ")
        return "{\n  \"scale\": \(value),\n  \"annotate\": [\(names)]\n}\n"
    }

    public func write(to directory: String) throws {
        try OutputFile.writeCreatingDirectories(Array(json.utf8), to: Self.path(in: directory))
    }

    /// `1x`, `the device's scale`.
    public var scaleText: String { scale.map { "--scale \(Self.number($0))" } ?? "each device's scale" }

    /// `1`, `1.5`.
    static func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
}
