import AlpreviewKit
import Foundation
import LayoutEngine
import Rendering
import SceneModel
import SceneReading

/// What an `alpreview` block of a Markdown file asks for: a scene written in the block, or a
/// scene file (`file: two-views.yaml`, relative to the Markdown file's folder), and options with
/// the command line's names and value types (`device`, `orientation`, `annotations`, …), one
/// `key: value` line each at the start of a line. In a block with a scene, the option lines are
/// taken out of the scene's text and the rest is the scene; a block with `file:` holds options only.
struct PictureBlock {
    enum Source {
        /// The scene's text, the option lines blank so that its line numbers stay the block's.
        case inline(String)
        /// The file's path as written, and where it is written.
        case file(String, at: SourceLocation)
    }

    static let optionNames = [
        "file", "scene", "device", "orientation", "size-category", "rtl", "annotations", "scale", "theme", "caption",
        "no-status-bar", "crop", "highlight", "alt", "picture", "width",
    ]

    var source: Source
    /// A scene of a storyboard or XIB (`--scene`).
    var scene: String?
    /// The command line's own, so that they apply to the scene as `--device` and the others do.
    var configurations: ConfigurationOptions
    /// nil: every layer, as `render` draws by default; `annotations: none` (or `clean`) none.
    var layers: Set<AnnotationLayer>?
    var scale: ScaleOption?
    var theme: Theme?
    /// Drawn under the picture (as `--caption`), and the link's text unless `alt` gives one.
    var caption: String?
    /// The link's text alone.
    var alt: String?
    /// As `--crop` and `--highlight`: names the scene must have.
    var crop: [String] = []
    var highlight: [String] = []
    /// The picture's path, relative to the written Markdown's folder, instead of a name made from
    /// the block: for pages whose pictures other pages and the README link to by their paths.
    var picture: String?
    /// The width (in CSS pixels) the page shows the picture at: the link is an HTML `<img>`.
    var width: Int?
    /// `no-status-bar: true`: the status bar's time and symbols left out (as `--no-status-bar`).
    var noStatusBar = false
    /// Where each option is written, for the errors about it that only the whole run can see.
    var locations: [String: SourceLocation] = [:]

    /// The block's lines as the Markdown file's, for located errors.
    struct Place {
        var file: String
        /// The Markdown file's lines without their endings, and the block.
        var lines: [String]
        var block: MarkdownFences.Block

        /// The location of column `column` (1-based, in the block's content) of content line `index`.
        func location(line index: Int, column: Int) -> SourceLocation {
            let line = block.firstContentLine + index
            let indentation = lines[line].count - block.content[index].count
            return SourceLocation(file: file, line: line + 1, column: column + indentation, sourceLine: lines[line])
        }

        /// The location of the opening fence, for what concerns the whole block.
        var fence: SourceLocation {
            SourceLocation(
                file: file, line: block.opening + 1, column: block.indentation + 1, sourceLine: lines[block.opening])
        }
    }

    /// Reads the block's options; every problem is an error at its place in the Markdown file.
    init(_ place: Place) throws(SceneErrors) {
        var errors: [Diagnostic] = []
        var sceneLines: [String] = []
        var file: (String, SourceLocation)?
        var sawSceneText = false
        guard var options = try? PictureBlock(source: .inline("")) else {
            throw SceneErrors(errors: [Diagnostic("the command line's options do not parse", at: place.fence)])
        }
        for (index, line) in place.block.content.enumerated() {
            guard let option = Self.optionLine(line) else {
                sceneLines.append(line)
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                // Whether scene text may stand beside the options is known once the block is read.
                if !trimmed.isEmpty && !trimmed.hasPrefix("#") { sawSceneText = true }
                continue
            }
            let (key, value, valueColumn) = option
            sceneLines.append("")
            let location = place.location(line: index, column: valueColumn)
            if options.locations[key] != nil {
                errors.append(Diagnostic("option '\(key)' is given twice", at: place.location(line: index, column: 1)))
                continue
            }
            options.locations[key] = location
            do {
                if key == "file" {
                    file = (value, location)
                } else {
                    try options.set(key, to: value)
                }
            } catch {
                errors.append(Diagnostic("\(key): \(error)", at: location))
            }
        }
        if let (path, location) = file {
            options.source = .file(path, at: location)
            if sawSceneText, let index = Self.firstSceneLine(place.block.content) {
                let key = place.block.content[index].split(separator: ":").first.map(String.init) ?? ""
                errors.append(
                    Diagnostic(
                        "unknown option '\(key.trimmingCharacters(in: .whitespaces))' in a block with file: "
                            + "(options: \(Self.optionNames.joined(separator: ", ")))",
                        at: place.location(line: index, column: 1)))
            }
        } else {
            if !sawSceneText {
                errors.append(Diagnostic("an alpreview block holds a scene or names one with file:", at: place.fence))
            }
            options.source = .inline(sceneLines.joined(separator: "\n") + "\n")
            if options.scene != nil, let location = options.locations["scene"] {
                errors.append(Diagnostic("scene: picks a scene of a file; this block has its own scene", at: location))
            }
        }
        if !errors.isEmpty { throw SceneErrors(errors: errors) }
        self = options
    }

    /// No options yet: the command line's defaults (ArgumentParser's values exist once parsed).
    private init(source: Source) throws {
        self.source = source
        configurations = try ConfigurationOptions.parse([])
    }

    /// `key: value` at the start of a line, for a key among the options: the key, the value
    /// without quotes or a trailing comment, and the value's column (1-based).
    static func optionLine(_ line: String) -> (key: String, value: String, column: Int)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = String(line[..<colon])
        guard optionNames.contains(key) else { return nil }
        let afterColon = line[line.index(after: colon)...]
        let leading = afterColon.prefix { $0 == " " || $0 == "\t" }.count
        var value = Substring(afterColon.dropFirst(leading))
        if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
        while value.last == " " || value.last == "\t" { value.removeLast() }
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            value = value.dropFirst().dropLast()
        }
        return (key, String(value), key.count + 1 + leading + 1)
    }

    /// The first line of scene text: a line not blank, not a comment and not an option.
    static func firstSceneLine(_ content: [String]) -> Int? {
        content.indices.first { index in
            let trimmed = content[index].drop { $0 == " " || $0 == "\t" }
            return !trimmed.isEmpty && !trimmed.hasPrefix("#") && optionLine(content[index]) == nil
        }
    }

    /// One option's value, checked by the command line's own types.
    mutating func set(_ key: String, to value: String) throws {
        switch key {
        case "scene": scene = value
        case "device":
            configurations.device = try Self.list(value).map { try DeviceOption.parse($0) }
        case "orientation":
            guard let choice = OrientationChoice(rawValue: value) else {
                throw OptionValueProblem("'\(value)' is not portrait, landscape or both")
            }
            configurations.orientation = choice
        case "size-category":
            configurations.sizeCategory = try Self.list(value).map { try SizeCategoryOption.parse($0) }
        case "rtl":
            guard value == "true" || value == "false" else {
                throw OptionValueProblem("'\(value)' is not true or false")
            }
            configurations.rtl = value == "true"
        case "annotations":
            layers = value == "none" || value == "clean" ? [] : try AnnotationLayerList.parse(value)
        case "scale": scale = try ScaleOption.parse(value)
        case "theme":
            guard let theme = Theme(rawValue: value) else {
                throw OptionValueProblem("'\(value)' is not light or dark")
            }
            self.theme = theme
        case "caption":
            guard !value.isEmpty else { throw OptionValueProblem("the caption is empty") }
            caption = value
        case "alt": alt = value
        case "crop": crop = try NameListOption(parsing: Self.listText(value)).names
        case "highlight": highlight = try NameListOption(parsing: Self.listText(value)).names
        case "picture": picture = try Self.picturePath(value)
        case "width":
            guard let width = Int(value), width > 0, width <= 10_000 else {
                throw OptionValueProblem("'\(value)' is not a whole number of pixels from 1 to 10000")
            }
            self.width = width
        case "no-status-bar":
            guard value == "true" || value == "false" else {
                throw OptionValueProblem("'\(value)' is not true or false")
            }
            noStatusBar = value == "true"
        default: break
        }
    }

    /// `Title, Field` or `[Title, Field]`, as a comma-separated list.
    static func listText(_ value: String) -> String {
        value.hasPrefix("[") && value.hasSuffix("]") ? String(value.dropFirst().dropLast()) : value
    }

    /// `images/box.png`: a relative path to a PNG file that stays inside the folder it is relative to.
    static func picturePath(_ value: String) throws(OptionValueProblem) -> String {
        guard value.hasSuffix(".png"), value.count > 4 else {
            throw OptionValueProblem("'\(value)' is not a .png file")
        }
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        guard !value.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
            throw OptionValueProblem("'\(value)' must be a path inside the Markdown file's folder, without . or ..")
        }
        return value
    }

    /// `iPhone 8` or `[iPhone 8, iPad Air]`.
    static func list(_ value: String) -> [String] {
        guard value.hasPrefix("["), value.hasSuffix("]") else { return [value] }
        return value.dropFirst().dropLast().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }
}
