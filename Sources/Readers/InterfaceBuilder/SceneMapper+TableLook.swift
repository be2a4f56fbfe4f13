import SceneModel

/// What a table draws around its rows, from the attributes Interface Builder stores: the table's
/// `style` and `separatorStyle`, its sections' titles (a storyboard's prototype cells under IB's
/// "Prototype Cells" header), and each cell's `accessoryType` (docs/interface-builder.md, Tables
/// drawn). The rows' frames are `rowFrames`' business.
extension SceneMapper {
    /// The build from which grouped headers keep their case: UITableView uppercased a grouped
    /// table's header titles through iOS 14; Xcode 13 (build 19000) brought iOS 15's tables.
    static let mixedCaseGroupedHeadersBuild = 19000

    func applyTableLook(_ view: IBView, to spec: inout ViewSpec) {
        switch view.elementName {
        case "tableView":
            let content = view.content
            let style = content.style?.value
            // Plain is the kind's default: left unset, as a YAML scene leaves it.
            spec.style = style.flatMap(ControlStyle.init(rawValue:)).flatMap {
                [.grouped, .insetGrouped].contains($0) ? $0 : nil
            }
            spec.separators = content.separatorStyle?.value != "none"
            spec.sections = tableSections(of: view, grouped: spec.style != nil)
        case "tableViewCell":
            spec.accessory = (view.content.accessoryType?.value).flatMap(CellAccessory.init(rawValue:))
        default: break
        }
        // A table view cell's or a collection view list cell's content configuration, drawn in it.
        let text = view.content.listText?.value, secondary = view.content.listSecondaryText?.value
        if text != nil || secondary?.isEmpty == false {
            spec.listContent = ListContent(
                text: text ?? "", secondaryText: secondary?.isEmpty == false ? secondary : nil)
        }
    }

    /// The sections over the table's cells, as `rowFrames` stacks them: the static sections, or
    /// the prototypes in one section under "Prototype Cells"; headers uppercased in a grouped
    /// table of a file before iOS 15.
    func tableSections(of table: IBView, grouped: Bool) -> [TableSection] {
        func header(_ title: String?) -> String? {
            guard let title else { return nil }
            return grouped && buildNumber < Self.mixedCaseGroupedHeadersBuild ? title.uppercased() : title
        }
        let content = table.content
        let prototypes = !(content.dataMode?.value == "static" && !content.tableSections.isEmpty)
        if prototypes {
            return table.cells.isEmpty ? [] : [TableSection(rows: table.cells.count, header: header("Prototype Cells"))]
        }
        return content.tableSections.map {
            TableSection(rows: $0.cellCount, header: header($0.headerTitle), footer: $0.footerTitle)
        }
    }
}
