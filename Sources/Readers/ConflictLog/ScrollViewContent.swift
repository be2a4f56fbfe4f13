import SceneModel

/// A scroll view's content size as its automatic content-size constraint prints it:
/// `UITableView:0x7c1d.contentHeight{id: 178} == -5.000000`. The content is not the scroll
/// view's frame: it is rebuilt as a view of its own inside the scroll view, named after it
/// (`UITableView 4400 content`), whose width or height the constraint sets. `{id: 178}` is the
/// engine's variable number, which says nothing about the layout.
enum ScrollViewContent {
    static let attributes: Set<String> = ["contentWidth", "contentHeight"]

    /// The anchor for `view.contentWidth` or `view.contentHeight`; nil for any other attribute.
    static func anchor(of view: LoggedView, _ attribute: String) -> LoggedAnchor? {
        guard attributes.contains(attribute) else { return nil }
        var content = view
        content.address = view.address.map { $0 + "-content" }
        content.name = LoggedViewMapping.baseName(view) + " content"
        content.text = nil
        return LoggedAnchor(
            view: content, attribute: attribute == "contentWidth" ? .width : .height, loggedAttribute: attribute)
    }

    /// Steps past `{id: 178}` after an attribute.
    static func skipVariableID(_ chars: [Character], _ index: inout Int) {
        guard index < chars.count, chars[index] == "{" else { return }
        var i = index
        while i < chars.count, chars[i] != "}" { i += 1 }
        if i < chars.count { index = i + 1 }
    }
}
