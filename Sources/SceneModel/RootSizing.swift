/// How big the scene's root is: a view controller's view fills the screen; a cell or a custom
/// view is as big as its content, as UIKit sizes it with `systemLayoutSizeFitting` (a table
/// sizes a self-sizing cell so: the table's width required, the height at `fittingSizeLevel`
/// toward zero — the smallest its constraints allow). Docs: docs/uikit-rules.md, Roots sized by
/// their content.
public enum RootSizing: String, CaseIterable, Sendable {
    /// The device's screen, under its bars, with its safe area (a view controller's view).
    case screen
    /// The device's width, the smallest height the constraints allow; no bars, no safe area.
    case fitsHeight
    /// The smallest width and height the constraints allow; no bars, no safe area.
    case fitsSize
    /// A cell: as `fitsHeight`; where the constraints leave the height at zero (the list sizes
    /// the cell itself), as high as its content reaches.
    case cell
    /// A table view cell's content view: as `cell`, with UIKit's content-view margins unless the
    /// scene sets its own (11 above and below; 16 on the sides, 20 from 414 points wide).
    case tableCell

    /// Whether the root is a cell, which its list sizes where its constraints do not.
    public var isCell: Bool { self == .cell || self == .tableCell }

    /// Whether the root takes its size from its content rather than the screen.
    public var fitsContent: Bool { self != .screen }

    /// Whether the root keeps the screen's width.
    public var hasScreenWidth: Bool { self != .fitsSize }
}
