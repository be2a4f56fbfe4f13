/// `<rect key="frame" x y width height>`: in the superview's coordinates (content coordinates
/// inside a scroll view, the stack's inside a stack view).
public struct IBRect: Equatable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// `<point key="canvasLocation" x y>`.
public struct IBPoint: Equatable, Sendable {
    public var x: Double, y: Double

    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// `<size key="…" width height>`.
public struct IBSize: Equatable, Sendable {
    public var width: Double, height: Double

    public init(width: Double, height: Double) {
        self.width = width; self.height = height
    }
}

/// Insets as written: `<edgeInsets key="layoutMargins" top left bottom right>`,
/// `<directionalEdgeInsets key="…" top leading bottom trailing>`, or a button's legacy
/// `<inset key="contentEdgeInsets" minX minY maxX maxY>` (left, top, right, bottom).
public struct IBInsets: Equatable, Sendable {
    public enum Form: String, Sendable { case edge, directional, legacy }

    public var key: String
    public var form: Form
    public var top: Double
    /// Left, or leading for directional insets.
    public var leading: Double
    public var bottom: Double
    /// Right, or trailing for directional insets.
    public var trailing: Double

    public init(key: String, form: Form, top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.key = key; self.form = form; self.top = top; self.leading = leading; self.bottom = bottom;
        self.trailing = trailing
    }
}

/// `<autoresizingMask key="autoresizingMask" widthSizable … flexibleMaxY>`; empty = none.
public struct IBAutoresizingMask: Equatable, Sendable {
    public var widthSizable = false
    public var heightSizable = false
    public var flexibleMinX = false
    public var flexibleMaxX = false
    public var flexibleMinY = false
    public var flexibleMaxY = false

    public init() {}
}
