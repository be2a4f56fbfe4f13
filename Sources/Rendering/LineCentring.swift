import SceneModel

extension FontSpec {
    /// The top of a line of text in this font whose middle is at `y`: how a control centres its
    /// title, a bar its items, a table its header text (a line is `SystemFontMetrics.lineHeight`
    /// times the size high, the text's layout starting at its top).
    func lineTop(centredAt y: Double) -> Double {
        y - SystemFontMetrics.lineHeight * size / 2
    }
}
