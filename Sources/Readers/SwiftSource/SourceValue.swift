import SceneModel
import SwiftSyntax

/// What an expression of the source evaluates to, as far as reading it without running it can
/// tell: a view or guide of the scene, an anchor, a constraint, a literal, or `unknown` (a value
/// the app computes at run time, kept with its source text for the assumption that replaces it).
indirect enum SourceValue {
    /// A view of the scene by its index in `SceneBuilder.views` (0: the scene's root).
    case view(Int)
    /// One of a view's guides (safe area, margins, readable content, a scroll view's guides).
    case guide(LayoutItem)
    case anchor(LayoutItem, Attribute)
    /// A constraint by its index in `SceneBuilder.constraints`.
    case constraint(Int)
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([SourceValue])
    case dictionary([(key: String, value: SourceValue)])
    case font(FontSpec)
    /// `UIFontMetrics(forTextStyle:)`, `UIFontMetrics.default`: what its `scaledFont(for:)` gives a font.
    case fontMetrics(FontScaling)
    case color(Color)
    case image(ImageSource)
    case insets(Insets)
    case size(Size)
    /// `.center`, `.vertical`: an implicit member, read by what it is given to.
    case member(String)
    /// A type named in an expression (`UILabel`, `NSLayoutConstraint`, `UIFont`).
    case type(String)
    case closure(ClosureExprSyntax)
    /// A function declared inside a method's body.
    case localFunction(FunctionDeclSyntax)
    /// A function of the scene's type or of a helper extension, by name (`views.forEach(addSubview)`).
    case function(String)
    /// SnapKit: `view.snp`, the `make` of a constraints closure, and an expression being built on it.
    case snapKit(SnapKitValue)
    case none
    /// Computed at run time: its source text.
    case unknown(String)

    var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    var viewIndex: Int? {
        if case .view(let index) = self { return index }
        return nil
    }

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    /// The elements of an array, or the value itself.
    var elements: [SourceValue] {
        if case .array(let values) = self { return values }
        return [self]
    }
}

/// What a constraint's side names before the views have their final names: a view of the
/// scene, one of its guides, or the legacy top and bottom layout guides.
enum LayoutItem: Equatable {
    case view(Int)
    case safeArea(Int)
    case margins(Int)
    case readableContent(Int)
    case contentLayoutGuide(Int)
    case frameLayoutGuide(Int)
    case superview
    case topLayoutGuide
    case bottomLayoutGuide

    /// The view the item belongs to (the guide's owner), if any.
    var owner: Int? {
        switch self {
        case .view(let index), .safeArea(let index), .margins(let index), .readableContent(let index),
            .contentLayoutGuide(let index), .frameLayoutGuide(let index):
            return index
        case .superview, .topLayoutGuide, .bottomLayoutGuide: return nil
        }
    }
}

/// An image as the source names it.
enum ImageSource {
    case named(String)
    case system(String)
    case computed(String)
}
