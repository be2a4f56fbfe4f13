import SceneModel
import SourceText

/// How a logged view appears in the rebuilt scene: its name (class and label text, which is
/// how a developer recognizes it: `UILabel 'Website'`), and its type by its class.
enum LoggedViewMapping {
    /// Characters of a label's text in its view's name.
    static let textInName = 60

    /// Unique names by view key, in the hierarchy's order.
    static func names(_ views: [LoggedView]) -> [String: String] {
        var result: [String: String] = [:]
        var taken: Set<String> = ["root", "superview"]
        for view in views {
            var name = baseName(view)
            if taken.contains(normalizedName(name)) { name += " " + (view.address ?? view.key) }
            var n = 2
            let stem = name
            while taken.contains(normalizedName(name)) {
                name = "\(stem) \(n)"
                n += 1
            }
            taken.insert(normalizedName(name))
            result[view.key] = name
        }
        return result
    }

    static func baseName(_ view: LoggedView) -> String {
        if let name = view.name, !name.hasPrefix("superview of ") { return name }
        let short = view.shortClassName
        if let text = view.text.map(decodedText), !text.isEmpty, !text.hasPrefix("UIView") {
            // A line's worth of the text names it; a long text (a log's label may hold pages)
            // would make every message quoting the view as long.
            let oneLine = text.split(whereSeparator: \.isNewline).joined(separator: " ")
            return "\(short) '\(LineExcerpt.of(oneLine, limit: LoggedViewMapping.textInName))'"
        }
        if let text = view.text, text.hasPrefix("UIView") { return "\(short) \(text)" }
        if let name = view.name { return name }
        let address = view.address.map { String($0.suffix(4)) } ?? ""
        return address.isEmpty ? short : "\(short) \(address)"
    }

    /// UIKit's escapes in logged text: `\U2019` → ’, `\n` → a line break.
    static func decodedText(_ text: String) -> String {
        var result = ""
        var chars = Substring(text)
        while let c = chars.first {
            chars = chars.dropFirst()
            guard c == "\\", let next = chars.first else {
                result.append(c)
                continue
            }
            if next == "n" {
                result.append("\n")
                chars = chars.dropFirst()
            } else if next == "U" || next == "u", let scalar = UInt32(String(chars.dropFirst().prefix(4)), radix: 16),
                let unicode = Unicode.Scalar(scalar)
            {
                result.append(Character(unicode))
                chars = chars.dropFirst(5)
            } else {
                result.append(c)
            }
        }
        return result
    }

    /// The view's type by its class: labels, buttons, text fields and views, image views;
    /// layout guides; UIKit's controls by UIKit's table (`UIKitViewClasses`); every other class
    /// is a plain view.
    static func type(_ view: LoggedView) -> ViewType {
        if let type = UIKitViewClasses.types[view.className], drawnControls.contains(type) { return type }
        let name = view.shortClassName
        if name.hasSuffix("LayoutGuide") { return .guide }
        if name.hasSuffix("TextField") && name.hasPrefix("UI") { return .textField }
        if name.hasSuffix("Label") || name == "NSTextField" { return .label }
        if name.hasSuffix("Button") { return .button }
        if name.hasSuffix("TextView") && !name.hasPrefix("_") { return .textView }
        if name.hasSuffix("ImageView") { return .imageView }
        return .view
    }

    /// UIKit's controls a rebuilt scene draws as UIKit does (a search bar's field, a page
    /// control's dots), at the size the log's constraints give them. Stacks, scroll, table and
    /// collection views stay plain views: the log prints the constraints they generate.
    static let drawnControls: Set<ViewType> = [
        .switch, .slider, .stepper, .segmentedControl, .progressView, .activityIndicator, .datePicker, .searchBar,
        .pickerView, .pageControl,
    ]

    /// Whether a view of `type` shows the logged text (`UILabel:0x7f86'Website'`); any other
    /// view's quoted word is its accessibility identifier, a name only.
    static func showsText(_ type: ViewType) -> Bool {
        [.label, .button, .textField, .textView, .imageView].contains(type)
    }

    /// A view UIKit made for itself inside the app's (a cell's content view, a bar's button
    /// stack, a hosting view): drawn folded into the nearest app view.
    static func isInternal(_ view: LoggedView) -> Bool {
        let name = view.shortClassName
        return name.hasPrefix("_") || name.hasPrefix("UIInputSet") || name == "UITableViewCellContentView"
            || name.hasPrefix("UITextEffects") || name.contains("HostingView") || name.hasPrefix("_UIButtonBar")
            || name.hasPrefix("NSClipView") || name.hasPrefix("NSToolbarItemViewer")
    }
}
