import LayoutEngine
import SceneModel

extension Renderer {
    /// Where the panels of a sheet go, and its size in points.
    struct SheetGeometry {
        var columns: Int
        var columnWidths: [Double]
        var rowHeights: [Double]
        /// Each panel's header height (`PanelHeader.height`), in points.
        var headerHeights: [Double]
        var outer: Double
        /// The band under the panels (legend and caption) and its height.
        var legend: (band: Legend, height: Double)
        /// A sweep's axes, between the panels and the legend.
        var sweepAxes: SweepAxisBand
        var width: Double
        var height: Double
        var scale: Double

        /// The top-left corner of panel `i` (row by row), in points.
        func origin(of i: Int) -> (x: Double, y: Double) {
            let column = i % columns, row = i / columns
            return (
                outer + columnWidths[..<column].reduce(0, +) + Double(column) * Renderer.gap,
                outer + rowHeights[..<row].reduce(0, +) + Double(row) * Renderer.gap
            )
        }
    }

    func sheetGeometry(_ layouts: [SolvedLayout], title: String) -> SheetGeometry {
        let columns =
            layouts.count <= 2 ? max(layouts.count, 1) : min(4, Int(Double(layouts.count).squareRoot().rounded(.up)))
        let rows = (layouts.count + columns - 1) / columns
        var columnWidths = [Double](repeating: 0, count: columns)
        var rowHeights = [Double](repeating: 0, count: max(rows, 1))
        var headerHeights: [Double] = []
        for (i, layout) in layouts.enumerated() {
            let (size, headerHeight) = panelSizeAndHeader(layout, title: title)
            headerHeights.append(headerHeight)
            columnWidths[i % columns] = max(columnWidths[i % columns], size.width)
            rowHeights[i / columns] = max(rowHeights[i / columns], size.height)
        }
        let outer = layouts.count > 1 ? Self.gap : 0
        let width = columnWidths.reduce(0, +) + Double(columns - 1) * Self.gap + 2 * outer
        let band: Legend =
            showsLegend || options.caption != nil
            ? MeasuringSurface.with(shapes: textShapes) { painter in
                self.legend(layouts, width: width, painter: painter)
            }
            : Legend(width: width)
        let bandHeight = band.legendHeight + band.captionHeight
        let axes = SweepAxisBand(axes: options.sweepAxes, width: width)
        let panelsHeight: Double = rowHeights.reduce(0, +) + Double(rowHeights.count - 1) * Self.gap
        let height = panelsHeight + 2 * outer + axes.height + bandHeight
        let scale = options.scale ?? layouts.first?.configuration.scale ?? 2
        return SheetGeometry(
            columns: columns, columnWidths: columnWidths, rowHeights: rowHeights, headerHeights: headerHeights,
            outer: outer,
            legend: (band, bandHeight), sweepAxes: axes, width: width, height: height, scale: scale)
    }
}
