/// A section of a table view as it is drawn: how many of the table's rows (its subviews, in
/// order) it holds and the titles above and below them (`<tableViewSection headerTitle
/// footerTitle>`; a storyboard's prototype cells are one section under Interface Builder's
/// "Prototype Cells"). The header and footer heights are the rows' frames' business: the titles
/// are drawn in the space the layout leaves between the sections' rows.
public struct TableSection: Equatable, Sendable {
    public var rows: Int
    public var header: String?
    public var footer: String?

    public init(rows: Int, header: String? = nil, footer: String? = nil) {
        self.rows = rows; self.header = header; self.footer = footer
    }
}

/// What UITableViewCell draws in its accessory area (`accessoryType`); the raw values are the
/// scene file's and Interface Builder's spelling.
public enum CellAccessory: String, CaseIterable, Sendable {
    case disclosureIndicator, checkmark, detailButton, detailDisclosureButton
}
