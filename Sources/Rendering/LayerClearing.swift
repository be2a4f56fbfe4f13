import SceneModel

/// A marks' layer whose memory starts uncleared: it is cleared in tiles, each the first time a
/// mark's paint box reaches it, before that mark paints. A stripe's layer is as big as its rows
/// of the image, and clearing it whole cost about as many instructions as painting the marks;
/// the marks reach a small part of it. A tile not yet cleared holds no paint (paint stays in
/// its mark's box, whose tiles were cleared first), so clearing a whole tile erases nothing;
/// the layer is read only inside the boxes (`MarkOverlay.pixelBoxes`), all in cleared tiles.
struct LayerClearing {
    static let tileWidth = 32
    static let tileRows = 8

    /// The layer's pixels, `width` words a row.
    let words: UnsafeMutablePointer<UInt32>
    let width: Int, height: Int
    private let columns: Int
    private var cleared: [Bool]

    init(words: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        (self.words, self.width, self.height) = (words, width, height)
        columns = (width + Self.tileWidth - 1) / Self.tileWidth
        cleared = [Bool](repeating: false, count: columns * ((height + Self.tileRows - 1) / Self.tileRows))
    }

    /// Clears the tiles `box` (whole pixels of the layer) reaches that are not cleared yet;
    /// true when it cleared any.
    @discardableResult
    mutating func clear(_ box: Rect) -> Bool {
        let (x0, x1) = (max(0, Int(box.minX)), min(width, Int(box.maxX.rounded(.up))))
        let (y0, y1) = (max(0, Int(box.minY)), min(height, Int(box.maxY.rounded(.up))))
        guard x0 < x1, y0 < y1 else { return false }
        let (firstColumn, lastColumn) = (x0 / Self.tileWidth, (x1 - 1) / Self.tileWidth)
        var any = false
        for band in (y0 / Self.tileRows)...((y1 - 1) / Self.tileRows) {
            var column = firstColumn
            while column <= lastColumn {
                guard !cleared[band * columns + column] else {
                    column += 1
                    continue
                }
                // A run of tiles not cleared: their rows cleared as one span each.
                let start = column
                while column <= lastColumn && !cleared[band * columns + column] {
                    cleared[band * columns + column] = true
                    column += 1
                }
                clearWords(
                    x: (start * Self.tileWidth)..<min(width, column * Self.tileWidth),
                    y: (band * Self.tileRows)..<min(height, (band + 1) * Self.tileRows))
                any = true
            }
        }
        return any
    }

    /// Clears the whole layer.
    mutating func clearAll() {
        words.update(repeating: 0, count: width * height)
        for i in cleared.indices { cleared[i] = true }
    }

    private func clearWords(x: Range<Int>, y: Range<Int>) {
        for row in y { (words + row * width + x.lowerBound).update(repeating: 0, count: x.count) }
    }
}
