import SceneModel

/// The wrap widths at which a measured text breaks into the lines it was measured with. A text
/// Pango wrapped at width w, measured r wide (the first width on the pixel grid from its widest
/// line's up with the same lines),
/// breaks into those lines at every width from r to w: a line breaker that fills each line in
/// turn fits no more words on a line when it is narrower, and no fewer while every line still
/// fits. Its measurement there is the same (the lines, their widest, the width r itself), so the
/// widths a sweep bisecting or a slider moving down asks for are read back without Pango. Texts
/// cut with an ellipsis are not kept: where the cut falls follows the width.
struct WrapWidthRanges {
    struct Range {
        var low: Double
        var high: Double
        /// The widest wrap width in Pango units with the same lines, when it is known
        /// (`WrapWidthCeiling`): the range holds the widths up to it as well as those up to `high`.
        var ceiling: Int32?
        var measurement: TextMeasurement

        func holds(_ width: Double) -> Bool {
            width <= high || ceiling.map { PangoStyle.pangoUnits(width) <= $0 } ?? false
        }
    }

    /// Per text, ranges in order of width; two ranges hold different lines, so they do not overlap
    /// (the same lines measured again at a wider width widen their range).
    /// Keyed by what a measurement depends on but the width (its layout's `maxWidth` nil).
    private var ranges: [MeasurementKey: [Range]] = [:]

    /// Whether `key`'s text has been measured wrapped before.
    func holdsRanges(of key: MeasurementKey) -> Bool { ranges[key] != nil }

    /// The measurement of a range holding `width`, if one does.
    func measurement(of key: MeasurementKey, at width: Double) -> TextMeasurement? {
        guard let list = ranges[key] else { return nil }
        let index = Self.firstIndex(in: list, above: width)
        guard index > 0, list[index - 1].holds(width) else { return nil }
        return list[index - 1].measurement
    }

    /// Keeps `measurement`, made at the wrap width `high`, for the widths from its own width up
    /// to `high`, or to `ceiling` (Pango units) when that is known.
    mutating func remember(
        _ measurement: TextMeasurement, of key: MeasurementKey, measuredAt high: Double, ceiling: Int32? = nil
    ) {
        let low = measurement.width
        guard low <= high else { return }
        var list = ranges[key, default: []]
        let index = Self.firstIndex(in: list, above: low)
        if index > 0, list[index - 1].low == low, list[index - 1].measurement == measurement {
            list[index - 1].high = max(list[index - 1].high, high)
            if let ceiling { list[index - 1].ceiling = max(list[index - 1].ceiling ?? ceiling, ceiling) }
        } else {
            list.insert(Range(low: low, high: high, ceiling: ceiling, measurement: measurement), at: index)
        }
        ranges[key] = list
    }

    /// The position of the first range that starts above `width`.
    private static func firstIndex(in list: [Range], above width: Double) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].low <= width { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
