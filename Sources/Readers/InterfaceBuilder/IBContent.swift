import IBXML

/// What a view shows, which decides its intrinsic size: text and fonts, images, a control's
/// value, a table's row heights. Every field is optional: each kind of view writes a few.
public struct IBContent: Sendable {
    /// A label's or text view's `text` (or `<string key="text">`), a text field's text.
    public var text: Located<String>?
    /// A button's title: its configuration's, else the normal state's.
    public var title: Located<String>? {
        configuration?.title ?? states.first { $0.key.value == "normal" }?.title
    }
    public var placeholder: Located<String>?
    public var font: IBFont?
    /// A button's title font: its normal state's attributed title's, else `font`, else its
    /// configuration's.
    public var titleFont: IBFont? {
        states.first { $0.key.value == "normal" }?.attributedTitleFont ?? font ?? configuration?.titleFont
    }
    public var numberOfLines: Located<Int>?
    public var lineBreakMode: Located<String>?
    public var textAlignment: Located<String>?
    /// An attributed text's paragraph line heights and spacing, in points (0: left out):
    /// `lineHeightMultiple`, `minimumLineHeight`, `maximumLineHeight`, `lineSpacing`.
    public var paragraphSpacing: [String: Double] = [:]
    public var adjustsFontForContentSizeCategory: Located<Bool>?
    public var preferredMaxLayoutWidth: Located<Double>?
    public var minimumFontSize: Located<Double>?
    public var borderStyle: Located<String>?
    public var editable: Located<Bool>?
    public var scrollEnabled: Located<Bool>?
    /// `<color key="backgroundColor|textColor|tintColor|…">`.
    public var colors: [IBColor] = []
    public var image: Located<String>?
    public var highlightedImage: Located<String>?

    public var buttonType: Located<String>?
    /// `<state key="normal|highlighted|selected|disabled">`.
    public var states: [IBButtonState] = []
    /// iOS 15 `<buttonConfiguration key="configuration">`: wins over the states.
    public var configuration: IBButtonConfiguration?
    /// Legacy `contentEdgeInsets`, `titleEdgeInsets`, `imageEdgeInsets`.
    public var insets: [Located<IBInsets>] = []

    public var segments: [Located<String>] = []
    public var selectedSegmentIndex: Located<Int>?
    /// A switch's `on`.
    public var on: Located<Bool>?
    /// A slider's or stepper's value and range.
    public var value: Located<Double>?
    public var minValue: Located<Double>?
    public var maxValue: Located<Double>?
    /// A progress view's progress.
    public var progress: Located<Double>?
    /// A progress view's `progressViewStyle` (`bar`: the thinner bar style).
    public var progressViewStyle: Located<String>?
    /// A page control's number of pages and current page.
    public var numberOfPages: Located<Int>?
    public var currentPage: Located<Int>?
    /// A search bar's `prompt`, `searchBarStyle` (`default`, `prominent`, `minimal`), whether
    /// it shows its scope bar, and the scope bar's `<scopeButtonTitles>`.
    public var prompt: Located<String>?
    public var searchBarStyle: Located<String>?
    public var showsScopeBar: Located<Bool>?
    public var scopeButtonTitles: [Located<String>] = []
    /// A date picker's `datePickerMode` and its `<date key="date">` (seconds from 2001, UTC).
    public var datePickerMode: Located<String>?
    public var date: Located<Double>?
    /// A navigation bar's, tab bar's or toolbar's `translucent` (`NO`: opaque).
    public var translucent: Located<Bool>?
    /// A bar's `barStyle` (`black`: a dark bar).
    public var barStyle: Located<String>?
    /// A navigation controller's bar's `largeTitles` (`prefersLargeTitles`): its controllers show
    /// large titles unless their navigation item says `never`.
    public var prefersLargeTitles: Located<Bool>?
    /// A navigation bar's `<textAttributes key="titleTextAttributes">` text colour.
    public var titleTextColor: IBColor?
    /// A bar's standard appearance's (`<navigationBarAppearance key="standardAppearance">`) background.
    public var appearanceBackground: IBColor?
    /// `style`: a table view's (plain, grouped, insetGrouped), an activity indicator's.
    public var style: Located<String>?

    public var rowHeight: Located<Double>?
    public var estimatedRowHeight: Located<Double>?
    public var sectionHeaderHeight: Located<Double>?
    public var sectionFooterHeight: Located<Double>?
    /// A table cell's accessory (`disclosureIndicator`, `checkmark`, …), a table's separator
    /// style and data mode (`prototypes`, `static`).
    public var accessoryType: Located<String>?
    /// A cell's `<listContentConfiguration key="contentConfiguration">` texts.
    public var listText: Located<String>?
    public var listSecondaryText: Located<String>?
    public var separatorStyle: Located<String>?
    public var dataMode: Located<String>?
    /// A static table's sections, in order: titles and how many cells each holds.
    public var tableSections: [IBTableSection] = []
    /// A collection view cell's `<size key="customSize">`.
    public var customSize: Located<IBSize>?
    /// A collection view's `<collectionViewFlowLayout>`.
    public var flowLayout: IBFlowLayout?

    public init() {}
}

/// `<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17">`,
/// a text style (`style="UICTFontTextStyleBody"`), or a named font (`name`, `family`).
public struct IBFont: Sendable {
    public var key: Located<String>
    /// `system`, `boldSystem`, `italicSystem`.
    public var type: Located<String>?
    public var weight: Located<String>?
    public var pointSize: Located<Double>?
    /// A Dynamic Type text style.
    public var style: Located<String>?
    public var name: Located<String>?
    public var family: Located<String>?
    public var position: XMLPosition
}

/// `<color key="…">` in one of the forms Interface Builder writes.
public struct IBColor: Sendable {
    public enum Value: Equatable, Sendable {
        /// `systemColor="systemBackgroundColor"`.
        case system(String)
        /// `cocoaTouchSystemColor="darkTextColor"` (legacy).
        case legacySystem(String)
        /// An asset catalog colour, `name="AccentColor"`.
        case named(String)
        /// Components 0–1 in `colorSpace` (`custom` + `customColorSpace`, or `calibratedRGB`).
        case rgb(red: Double, green: Double, blue: Double, alpha: Double, space: String)
        case white(white: Double, alpha: Double, space: String)
    }

    public var key: Located<String>?
    public var value: Value
    public var position: XMLPosition
}

/// `<state key="normal" title image>` with its `<color key="titleColor">`.
public struct IBButtonState: Sendable {
    public var key: Located<String>
    public var title: Located<String>?
    public var image: Located<String>?
    public var backgroundImage: Located<String>?
    public var titleColor: IBColor?
    /// The font of an `<attributedString key="attributedTitle">` (its text is `title`).
    public var attributedTitleFont: IBFont?
}

/// `<buttonConfiguration key="configuration" style title cornerStyle>`.
public struct IBButtonConfiguration: Sendable {
    public var style: Located<String>?
    public var title: Located<String>?
    public var subtitle: Located<String>?
    public var image: Located<String>?
    public var cornerStyle: Located<String>?
    public var titleFont: IBFont?
    public var contentInsets: Located<IBInsets>?
    public var colors: [IBColor]
}

/// `<collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing …>`.
public struct IBFlowLayout: Sendable {
    public var scrollDirection: Located<String>?
    public var minimumLineSpacing: Located<Double>?
    public var minimumInteritemSpacing: Located<Double>?
    public var itemSize: Located<IBSize>?
    public var estimatedItemSize: Located<IBSize>?
    public var headerReferenceSize: Located<IBSize>?
    public var footerReferenceSize: Located<IBSize>?
    public var sectionInset: Located<IBInsets>?
}

/// `<tableViewSection headerTitle="…" footerTitle="…">` of a static table.
public struct IBTableSection: Sendable {
    public var headerTitle: String?
    public var footerTitle: String?
    public var cellCount: Int
}
