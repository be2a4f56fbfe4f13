/// A text view's `alignment` (NSTextAlignment); the raw values are the scene file's spelling.
public enum TextAlignment: String, CaseIterable, Sendable {
    case natural, left, center, right, justified
}

/// An image view's `contentMode` (UIView.ContentMode); the raw values are the scene file's spelling.
public enum ContentMode: String, CaseIterable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom
    case left, right, topLeft, topRight, bottomLeft, bottomRight
}

/// A control's `style` where UIKit has several sizes or looks (an activity indicator's, a
/// search bar's); each kind lists the ones it has (`ViewKind.styles`), its default first.
public enum ControlStyle: String, CaseIterable, Sendable {
    case medium, large
    case prominent, minimal
}
