extension ViewKind {
    /// The intrinsic size of a new view of this kind with no text (-1: none on that axis): a
    /// switch's 51 × 31, a search bar's height 56. What a reader whose input leaves a control's
    /// size open assumes for it (a conflict log's).
    public var emptySize: Size {
        let context = IntrinsicContext(font: defaultFont, scale: 2, wrapWidth: nil, measurer: NoText())
        return intrinsic(ViewSpec(name: "", type: type), context).size
    }

    /// Measures every text as nothing: an empty view's size is its kind's own.
    private struct NoText: TextMeasuring {
        func measure(_ text: String, font: FontSpec, maxWidth: Double?, lines: Int, scale: Double) -> TextMeasurement {
            TextMeasurement(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
        }
    }
}
