import SceneModel

/// UICollectionViewFlowLayout's placement of items, as Interface Builder's canvas runs it: items
/// fill a line across the scroll direction (at least `interitemSpacing` apart) and lines follow
/// each other `lineSpacing` apart. Within a full line the flow layout justifies: the leftover
/// space is shared between the gaps, so the first item touches the leading inset and the last the
/// trailing one, and an item alone on a full line is centred. A last line with room left keeps
/// its items at the minimum spacing from the leading inset. Items shorter than their line are
/// centred in it.
struct FlowLayoutLines {
    var vertical: Bool
    /// The collection view's size and its section's insets.
    var bounds: Size
    var inset: Insets
    var interitemSpacing: Double
    var lineSpacing: Double
    /// The header's reference size: its height before the first line (its width when scrolling
    /// horizontally).
    var header: Size

    /// Each item's frame, in order.
    func frames(of sizes: [Size]) -> [Rect] {
        // Work in (across, along): across is the line's direction, along the scrolling one.
        let span = vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        let start = vertical ? inset.left : inset.top
        var along = vertical ? header.height + inset.top : header.width + inset.left
        var frames: [Rect] = []
        var index = 0
        while index < sizes.count {
            var line = [sizes[index]]
            var used = across(sizes[index])
            index += 1
            while index < sizes.count && used + interitemSpacing + across(sizes[index]) <= span {
                used += interitemSpacing + across(sizes[index])
                line.append(sizes[index])
                index += 1
            }
            let depth = line.map(alongLength).max() ?? 0
            // The last line is justified only when it is full (one more item of its last one's
            // size would not fit); otherwise its items keep the minimum spacing from the start.
            let full = index < sizes.count || used + interitemSpacing + across(line[line.count - 1]) > span
            let gap =
                !full
                ? interitemSpacing
                : line.count > 1 ? (span - line.map(across).reduce(0, +)) / Double(line.count - 1) : 0
            var position = full && line.count == 1 ? start + (span - across(line[0])) / 2 : start
            for size in line {
                let offset = along + (depth - alongLength(size)) / 2
                frames.append(
                    vertical
                        ? Rect(x: position, y: offset, width: size.width, height: size.height)
                        : Rect(x: offset, y: position, width: size.width, height: size.height))
                position += across(size) + gap
            }
            along += depth + lineSpacing
        }
        return frames
    }

    private func across(_ size: Size) -> Double { vertical ? size.width : size.height }
    private func alongLength(_ size: Size) -> Double { vertical ? size.height : size.width }
}
