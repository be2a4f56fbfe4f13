import SceneModel

/// Table and collection views: their cells laid out as Interface Builder shows them (rows
/// stacked from the top, cells flowing in a grid), each cell's content view filling it
/// (docs/interface-builder.md, Tables and collections).
extension SceneMapper {
    /// How much narrower UIKit makes a cell's content view for each accessory (the values
    /// Xcode stores for a 320-point cell: 287 beside a disclosure indicator, …).
    static let accessoryWidths: [String: Double] = [
        "disclosureIndicator": 33, "checkmark": 39, "detailButton": 47, "detailDisclosureButton": 67,
    ]

    /// UITableView's row height when neither the cell nor the table sets one.
    static let defaultRowHeight = 44.0

    /// The frames of every cell and cell content view of the tables and collection views under
    /// `view`, by IB id, in their superview's (content) coordinates.
    func listFrames(under view: IBView) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        let views = view.id.value == root.id.value ? rootAndDescendants : view.allViews
        for candidate in views {
            switch candidate.elementName {
            case "tableView": frames.merge(rowFrames(of: candidate)) { first, _ in first }
            case "collectionView": frames.merge(itemFrames(of: candidate)) { first, _ in first }
            default: break
            }
        }
        // A cell (in a list, or a XIB's top-level cell) is filled by its content view.
        for cell in views where cell.elementName == "tableViewCell" || cell.elementName == "collectionViewCell" {
            let size =
                frames[cell.id.value].map { Size(width: $0.width, height: $0.height) }
                ?? cell.frame.map { Size(width: $0.value.width, height: $0.value.height) }
            guard let size, let contentView = cell.keyedViews.first(where: { $0.key?.value == "contentView" }) else {
                continue
            }
            frames[contentView.id.value] = contentFrame(of: cell, size: size, inTable: frames[cell.id.value] != nil)
        }
        return frames
    }

    /// Rows stacked from the table's top: the table header view, then per section its header,
    /// its cells at their row heights, its footer (prototype cells are shown once each, in one
    /// section under IB's "Prototype Cells" header).
    func rowFrames(of table: IBView) -> [String: Rect] {
        let width = table.frame?.value.width ?? designSize.width
        let content = table.content
        let grouped = content.style.map { $0.value != "plain" } ?? false
        // An inset grouped table insets its rows by its layout margins: the system minimum,
        // 16 points on a table narrower than 414, else 20.
        let inset = content.style?.value == "insetGrouped" ? (width < 414 ? 16.0 : 20.0) : 0
        var y = table.keyedViews.first { $0.key?.value == "tableHeaderView" }?.frame?.value.height ?? 0
        y += xcode7ContentInset(of: table)
        var frames: [String: Rect] = [:]
        let prototypes = !(content.dataMode?.value == "static" && !content.tableSections.isEmpty)
        let sections =
            prototypes
            ? [IBTableSection(headerTitle: "Prototype Cells", footerTitle: nil, cellCount: table.cells.count)]
            : content.tableSections
        var cells = table.cells[...]
        // Under a large title the first titled header has no extra top padding (IQKeyboardManager's
        // grouped tables, Xcode 14 and 16, store their first rows 38 down).
        let largeTitle = controller != nil && table.id.value == root.id.value && bars.largeTitle
        for (index, section) in sections.enumerated() {
            y +=
                grouped && section.headerTitle != nil
                ? groupedTitledHeaderHeight(first: index == 0 && !largeTitle)
                : grouped && index == 0 && buildNumber < 19000
                    ? 35 : sectionHeaderHeight(table, titled: section.headerTitle != nil, grouped: grouped)
            for cell in cells.prefix(section.cellCount) {
                let height = rowHeight(of: cell, in: table)
                frames[cell.id.value] = Rect(x: inset, y: y, width: width - 2 * inset, height: height)
                y += height
            }
            cells = cells.dropFirst(section.cellCount)
            // A grouped table ends every section with a footer, titled or not; so does a plain
            // one from Xcode 13 (iOS 15), as it starts every section with a header.
            if section.footerTitle != nil || grouped || buildNumber >= 19000 {
                y += positive(content.sectionFooterHeight?.value) ?? 28
            }
        }
        return frames
    }

    /// A section header. Xcode 13 and later show every header of a plain table 50 high (the
    /// canvas's 28 and the 22-point header top padding of iOS 15), titled or not, whatever height
    /// the table sets. Before: the table's height when it sets one (none for an untitled section
    /// of a plain table); else 28 in a plain table, 55.5 titled or 35 untitled when grouped.
    func sectionHeaderHeight(_ table: IBView, titled: Bool, grouped: Bool) -> Double {
        if !grouped && buildNumber >= 19000 { return 50 }
        if let height = positive(table.content.sectionHeaderHeight?.value) { return titled || grouped ? height : 0 }
        if grouped { return titled ? 55.5 : 35 }
        guard titled else { return 0 }
        return buildNumber >= 19000 ? 50 : 28
    }

    /// A titled header of a grouped table (IB's "Prototype Cells" for prototypes), whatever
    /// height the table sets: the title's own height. The first 55.5, the others 38; on Xcode 7's
    /// canvas 50 and 33.
    func groupedTitledHeaderHeight(first: Bool) -> Double {
        let xcode7 = buildNumber < 11000
        return first ? (xcode7 ? 50 : 55.5) : (xcode7 ? 33 : 38)
    }

    /// Xcode 7 stored a controller's root table or collection view with its cells below the top
    /// bars, as UIKit's `automaticallyAdjustsScrollViewInsets` insets its content (status bar and
    /// navigation bar); later Xcodes store them from the list's top.
    func xcode7ContentInset(of list: IBView) -> Double {
        guard buildNumber < 11000, controller != nil, list.id.value == root.id.value else { return 0 }
        let bars = self.bars
        let top: Double = (bars.statusBar ? 20 : 0) + (bars.navigationBar ? 44 : 0)
        // A table stored below the bars (under an opaque bar) has nothing to inset.
        return max(0, top - (list.frame?.value.y ?? 0))
    }

    /// The cell's own row height, else the table's, else the stored height (automatic rows),
    /// else UIKit's 44.
    func rowHeight(of cell: IBView, in table: IBView) -> Double {
        positive(cell.content.rowHeight?.value) ?? positive(table.content.rowHeight?.value)
            ?? cell.frame?.value.height ?? Self.defaultRowHeight
    }

    /// Cells of a flow layout (`FlowLayoutLines`) at their `customSize`, else the layout's item
    /// size.
    func itemFrames(of collection: IBView) -> [String: Rect] {
        let layout = collection.content.flowLayout
        let bounds = collection.frame.map { Size(width: $0.value.width, height: $0.value.height) } ?? designSize
        let header = layout?.headerReferenceSize.map { Size(width: $0.value.width, height: $0.value.height) }
        let lines = FlowLayoutLines(
            vertical: layout?.scrollDirection?.value != "horizontal", bounds: bounds,
            inset: layout?.sectionInset.map { insets($0.value) } ?? .zero,
            interitemSpacing: layout?.minimumInteritemSpacing?.value ?? 10,
            lineSpacing: layout?.minimumLineSpacing?.value ?? 10, header: header ?? Size(width: 0, height: 0))
        let itemSize =
            layout?.itemSize.map { Size(width: $0.value.width, height: $0.value.height) } ?? Size(width: 50, height: 50)
        let sizes = collection.cells.map { cell in
            cell.content.customSize.map { Size(width: $0.value.width, height: $0.value.height) } ?? itemSize
        }
        // Xcode 7 stored a root collection view's items below the bars, as a root table's rows.
        let inset = xcode7ContentInset(of: collection)
        let frames = lines.frames(of: sizes).map { Rect(x: $0.x, y: $0.y + inset, width: $0.width, height: $0.height) }
        return Dictionary(zip(collection.cells.map(\.id.value), frames), uniquingKeysWith: { first, _ in first })
    }

    /// The content view: the cell less its accessory's width, and (files before Xcode 11) less
    /// the separator's one pixel at the bottom (a point on Xcode 7's device-less canvas; none
    /// when the table hides its separators).
    func contentFrame(of cell: IBView, size: Size, inTable: Bool) -> Rect {
        guard cell.elementName == "tableViewCell" else {
            return Rect(x: 0, y: 0, width: size.width, height: size.height)
        }
        let margin = contentViewMargins(width: marginWidth(ofCell: cell, width: size.width), inTable: inTable).right
        let accessory = accessoryWidth(cell.content.accessoryType?.value, trailingMargin: margin)
        let separator =
            buildNumber < 15000 && !hidesSeparators(cell) ? (document.device != nil ? 1 / device.scale : 1) : 0
        return Rect(x: 0, y: 0, width: size.width - accessory, height: size.height - separator)
    }

    /// How much narrower an accessory makes a cell's content view, by the Xcode that saved the
    /// file. Through Xcode 13 a fixed width (`accessoryWidths`; a disclosure indicator 34 from
    /// Xcode 9.1 to 10, 31 in Xcode 11–12); from Xcode 13 the accessory sits in the cell's
    /// trailing margin, so a disclosure indicator takes the margin and 9.5 (Xcode 14 and later:
    /// 10.5), a checkmark (Xcode 14 and later) the margin and 24.
    func accessoryWidth(_ type: String?, trailingMargin: Double) -> Double {
        guard let type, let fixed = Self.accessoryWidths[type] else { return 0 }
        switch (type, buildNumber) {
        case ("disclosureIndicator", 22000...): return trailingMargin + 10.5
        case ("checkmark", 22000...): return trailingMargin + 24
        case ("disclosureIndicator", 18000..<22000): return trailingMargin + 9.5
        case ("disclosureIndicator", 15000..<18000): return 31
        case ("disclosureIndicator", 13500..<15000): return 34
        default: return fixed
        }
    }

    /// A cell of a table whose `separatorStyle` is `none`: its content view keeps the full height.
    func hidesSeparators(_ cell: IBView) -> Bool {
        guard let tableID = parents[cell.id.value], let table = views[tableID] else { return false }
        return table.elementName == "tableView" && table.content.separatorStyle?.value == "none"
    }

    /// The width that sets a cell's content margins: the cell's own, but in an inset grouped
    /// table the table's (a 374-point row of a 414-point table keeps the 20-point margins).
    func marginWidth(ofCell cell: IBView, width: Double) -> Double {
        guard let tableID = parents[cell.id.value], let table = views[tableID], table.elementName == "tableView",
            table.content.style?.value == "insetGrouped"
        else { return width }
        return table.frame?.value.width ?? designSize.width
    }

    /// A table cell content view's margins when the file sets none: 11 above and below, the
    /// sides of a root view as wide as the cell (16, or 20 from 414 points); 8 all round before
    /// Xcode 9.0's release (UIView's default margins, which iOS 10 and earlier gave a content view). Xcode 11 gives a cell that is not in a table (a XIB's top-level cell)
    /// the sides of UITableViewCell's own default, 15: the same cell saved by Xcode 9.3 sits 16
    /// from its content view's sides, by Xcode 11.2 15. From Xcode 26, iOS 26's cells: 15 above
    /// and below, 20 on the sides.
    func contentViewMargins(width: Double, inTable: Bool) -> Insets {
        guard document.device != nil, buildNumber >= Self.iOS11CellMarginsBuild else { return Insets(all: 8) }
        // iOS 26's larger cells: 15 above and below, 20 on the sides whatever the width.
        if buildNumber >= Self.liquidGlassBuild { return Insets(top: 15, left: 20, bottom: 15, right: 20) }
        let side = !inTable && (15000..<17000).contains(buildNumber) ? 15.0 : width >= 414 ? 20.0 : 16.0
        return Insets(top: 11, left: side, bottom: 11, right: side)
    }

    func positive(_ value: Double?) -> Double? { value.flatMap { $0 > 0 ? $0 : nil } }

    /// A cell takes its row's frame, following the table's width (UIKit sizes cells to it); a
    /// content view fills its cell, inside the cell content margins.
    func layOutInList(_ view: IBView, parent: IBView, spec: inout ViewSpec) {
        guard let frame = listFrames[view.id.value] else { return }
        let parentSize =
            listFrames[parent.id.value].map { Size(width: $0.width, height: $0.height) }
            ?? parent.frame.map { Size(width: $0.value.width, height: $0.value.height) } ?? designSize
        spec.designFrame = frame
        spec.superviewDesignSize = parentSize
        var mask = AutoresizingMask()
        if view.key?.value == "contentView" {
            mask.flexibleWidth = true
            mask.flexibleHeight = true
            if view.layoutMargins == nil && parent.elementName == "tableViewCell" {
                var margins = contentViewMargins(
                    width: marginWidth(ofCell: parent, width: parentSize.width),
                    inTable: listFrames[parent.id.value] != nil)
                // Beside an accessory the content view keeps UIKit's 8-point spacing to it.
                if accessoryWidth(parent.content.accessoryType?.value, trailingMargin: margins.right) > 0 {
                    margins.right = 8
                }
                spec.margins = margins
            }
        } else if parent.elementName == "tableView" {
            mask.flexibleWidth = true
        }
        spec.autoresizing = mask
    }
}
