/// A font as the scene asks for it: a Dynamic Type text style, or a fixed system font.
public struct FontSpec: Equatable, Sendable {
    public enum Weight: String, CaseIterable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
    public var textStyle: TextStyle?
    public var size: Double
    public var weight: Weight
    public var family: String?
    public var italic: Bool
    /// An attributed text's line heights and spacing (nil: the font's own).
    public var paragraph: ParagraphSpacing?
    /// The font file the scene's project carries for `family` (`ProjectFonts`): text in it is
    /// measured and drawn with that file.
    public var file: String?
    /// The font's own ascender and line height, where it is not the system font (nil: San
    /// Francisco's, `SystemFontMetrics`).
    public var lineMetrics: FontLineMetrics?
    /// How the size follows the size category when UIFontMetrics scales the font (`size` is
    /// its size at Large); nil: fixed, or a text style's.
    public var scaling: FontScaling?

    public init(
        textStyle: TextStyle? = nil, size: Double, weight: Weight = .regular, family: String? = nil,
        italic: Bool = false, paragraph: ParagraphSpacing? = nil, file: String? = nil,
        lineMetrics: FontLineMetrics? = nil, scaling: FontScaling? = nil
    ) {
        self.textStyle = textStyle; self.size = size; self.weight = weight; self.family = family; self.italic = italic
        self.paragraph = paragraph; self.file = file; self.lineMetrics = lineMetrics; self.scaling = scaling
    }

    /// The ascender and the line height in ems: the font's own (its file's, or its stand-in's,
    /// `FontFaces`), else San Francisco's.
    public var ascenderEm: Double {
        (lineMetrics ?? FontFaces.standInLineMetrics(of: self))?.ascender ?? SystemFontMetrics.ascender
    }
    public var lineHeightEm: Double {
        (lineMetrics ?? FontFaces.standInLineMetrics(of: self))?.lineHeight ?? SystemFontMetrics.lineHeight
    }

    public static func system(_ size: Double, _ weight: Weight = .regular) -> FontSpec {
        FontSpec(size: size, weight: weight)
    }
}

/// Per-axis content priorities (hugging or compression resistance).
public struct AxisPriorities: Equatable, Sendable {
    public var horizontal: Double, vertical: Double
    public init(horizontal: Double, vertical: Double) { self.horizontal = horizontal; self.vertical = vertical }
    public init(both: Double) { self.init(horizontal: both, vertical: both) }
}

/// A view of the scene with everything the scene file says about it.
public struct ViewSpec: Equatable, Sendable {
    /// The view's identity (`ViewID`); `name` is what it is shown and referred to by.
    public var id: ViewID
    public var name: String
    public var type: ViewType = .view
    public var text: String?
    public var title: String?
    public var placeholder: String?
    public var segments: [String] = []
    /// A segmented control's selected segment (its position in `segments`; -1: none).
    public var selectedSegment = 0

    /// A label or text view whose text may take several lines: its height follows the width it
    /// wraps at, so it is measured again at each.
    public var wrapsText: Bool { (type == .label || type == .textView) && lines != 1 }
    public var font: FontSpec?
    public var lines: Int = 1
    public var alignment: TextAlignment = .natural
    public var background: Color?
    public var textColor: Color?
    public var tint: Color?
    public var borderColor: Color?
    public var borderWidth: Double = 0
    public var cornerRadius: Double = 0
    public var contentInsets: Insets?
    public var imageSize: Size?
    public var imagePath: String?
    /// The image's alignment insets (UIImage.alignmentRectInsets, from an asset catalog): an image
    /// view's constraints and stack place its frame less these.
    public var alignmentInsets: Insets?
    public var contentMode: ContentMode = .scaleToFill
    public var intrinsicSize: Size?
    public var hugging: AxisPriorities?
    public var compressionResistance: AxisPriorities?
    public var margins: Insets?
    /// UIView.preservesSuperviewLayoutMargins: the side margins are at least the part of the
    /// superview's that reaches into the view (by its design frame; only the sides: the views that
    /// use it, cells and their content views, span their superview's width, not the safe area above).
    public var preservesSuperviewLayoutMargins = false
    /// UIView.layoutMarginsFollowReadableWidth: the side margins widen so that the margins guide
    /// is no wider than the readable content guide (ReadableWidth.swift).
    public var layoutMarginsFollowReadableWidth = false
    /// UIView.insetsLayoutMarginsFromSafeArea (iOS 11): a view controller's root adds the safe
    /// area to its margins; off, its margins are measured from its edges, as on iOS 7–10, when
    /// the top and bottom bars were only the layout guides' business.
    public var insetsLayoutMarginsFromSafeArea = true
    public var designFrame: Rect?
    /// Set: the view's frame comes from its design frame and this mask (a storyboard view with
    /// `translatesAutoresizingMaskIntoConstraints`), whether or not constraints name it.
    public var autoresizing: AutoresizingMask?
    /// The superview's design size the mask is relative to (nil: the design frame is kept).
    public var superviewDesignSize: Size?
    public var hidden: Bool = false
    /// What VoiceOver says for the view (UIKit's `accessibilityLabel`); nil: its text or title.
    public var accessibilityLabel: String?
    /// Whether VoiceOver visits the view itself (nil: UIKit's default for its kind).
    public var isAccessibilityElement: Bool?
    /// The order VoiceOver visits the view's descendants in, by name (`accessibilityElements`).
    public var accessibilityElements: [String]?
    public var alpha: Double = 1
    public var subviews: [ViewSpec] = []
    /// For `stack` views: axis, distribution, alignment, spacing and the arranged views.
    public var stack: StackSpec?
    /// For `scroll` views: the content views.
    public var scroll: ScrollSpec?
    /// A control's style where UIKit has several (`activityIndicator`: medium, large; `searchBar`).
    public var style: ControlStyle?
    /// A switch's state, a slider's value and a progress view's progress (0...1), drawn; the
    /// defaults are Interface Builder's (on, 0.5, 0.5). They do not change a control's size.
    public var isOn = true
    public var value = 0.5
    public var progress = 0.5
    /// A table's sections, over its rows in order (empty: one untitled section of every row).
    public var sections: [TableSection] = []
    /// Whether a table draws separators between its rows (`separatorStyle="none"`: not).
    public var separators = true
    /// What a table's row (a cell, a subview of a `table`) draws at its trailing edge.
    public var accessory: CellAccessory?
    /// What a table's row shows through a list content configuration: its text and secondary text.
    public var listContent: ListContent?
    /// A search bar's prompt, shown above its field, and its scope bar's titles (none: no scope bar).
    public var prompt: String?
    public var scopes: [String] = []
    /// A page control's number of pages and current page (0 the first), and the colour of the
    /// other pages' dots (nil: white at 30 %); the current page's is `tint` (nil: white).
    public var pages = 3
    public var currentPage = 0
    public var pageTint: Color?
    /// A toolbar's bar button items (a storyboard's `<items>`), laid out in it as UIToolbar does;
    /// nil for other views.
    public var barItems: [BarItem]? = nil
    /// A bar placed as a view (`StandaloneBar`): drawn as that bar; nil for other views.
    public var bar: StandaloneBar? = nil
    /// A date picker's mode and the date it shows (nil: `PickerDate.placeholder`).
    public var datePickerMode = DatePickerMode.dateAndTime
    public var date: PickerDate?
    /// The class of a view whose content only exists at run time (a map, a web page, a 3D
    /// scene: `MKMapView`), drawn hatched with this name unless it has a background.
    public var runtimeContent: String?
    /// Where it came from: its place in the file, the reader's id, its class (`Provenance`).
    public var provenance = Provenance.none
    /// Where it was written (its provenance's place).
    public var location: SourceLocation {
        get { provenance.location }
        set { provenance.location = newValue }
    }
    /// The source itself says the stored `designFrame` is out of date (Interface Builder's
    /// `misplaced="YES"`), whatever the constraints say.
    public var isMarkedMisplaced = false
    /// The axes whose size the scene's source does not give (a conflict log's view): a default
    /// is assumed, and the view is drawn hatched.
    public var assumedAxes: Set<Attribute.Axis> = []
    /// Drawn as a part of the view around it, with no name tag of its own (a conflict log's
    /// UIKit-internal view, such as a cell's content view). Solved like any other view.
    public var isFolded = false

    /// A view identified by its name; a reader with ids of its own sets `id` after.
    public init(name: String, type: ViewType = .view) {
        self.init(name: name, id: ViewID(name: name), type: type)
    }

    /// The same with the id already made (the scene parser has the normalized name at hand).
    public init(name: String, id: ViewID, type: ViewType = .view) {
        self.id = id
        self.name = name
        self.type = type
    }

    /// The descriptor of the view's type: its keys, intrinsic size, default font and priorities.
    public var kind: ViewKind { ViewKinds.kind(of: type) }
}

/// Names match case-insensitively with spaces ignored: `Name Label` = `nameLabel`.
public func normalizedName(_ name: String) -> String {
    // ASCII names (nearly all) byte by byte: Character.isWhitespace looks up Unicode properties.
    if name.utf8.allSatisfy({ $0 < 0x80 }) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            switch byte {
            case 0x09...0x0D, 0x20: continue
            case 0x41...0x5A: bytes.append(byte + 0x20)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
    return name.lowercased().filter { !$0.isWhitespace }
}
