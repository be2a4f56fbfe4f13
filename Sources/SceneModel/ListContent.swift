/// What a table row shows through a list content configuration (iOS 14's
/// `UIListContentConfiguration`, a storyboard cell's `<listContentConfiguration
/// key="contentConfiguration" text secondaryText>`): its text and, below it, a secondary text.
/// The configuration draws them itself, without views of the document's, so they change no frame.
public struct ListContent: Equatable, Sendable {
    public var text: String
    public var secondaryText: String?

    public init(text: String, secondaryText: String? = nil) {
        self.text = text
        self.secondaryText = secondaryText
    }
}
