/// A text view's `alignment` (NSTextAlignment); the raw values are the scene file's spelling.
public enum TextAlignment: String, CaseIterable, Sendable {
    case natural, left, center, right, justified
}

/// An image view's `contentMode` (UIView.ContentMode); the raw values are the scene file's spelling.
public enum ContentMode: String, CaseIterable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom
    case left, right, topLeft, topRight, bottomLeft, bottomRight
}

/// A view's `style` where UIKit has several (an activity indicator's sizes, a search bar's looks,
/// a table's, a date picker's); each kind lists the ones it has (`ViewKind.styles`), its default first.
public enum ControlStyle: String, CaseIterable, Sendable {
    case medium, large
    case prominent, minimal
    case plain, grouped, insetGrouped
    case wheels, compact, inline
}

/// A date picker's `mode` (UIDatePicker.Mode): what its wheels, capsules or calendar show.
public enum DatePickerMode: String, CaseIterable, Sendable {
    case dateAndTime, date, time, countDownTimer
}
