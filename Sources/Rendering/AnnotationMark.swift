import LayoutEngine
import SceneModel

/// One mark of the annotation layer, in the root view's coordinates: the drawing model that
/// `AnnotationMarker` builds from a solved layout and `AnnotationDisplay` turns into display items. Tests read
/// the marks (which exist, their roles, colors and places) without looking at pixels.
public struct AnnotationMark: Equatable, Sendable {
    public enum Shape: Equatable, Sendable {
        /// A shaded rectangle (safe area, margins).
        case band(Rect)
        case line(from: Point, to: Point, width: Double)
        /// A line with end caps across it: spacing and size marks, along the x axis or the y axis.
        case ibeam(from: Point, to: Point, horizontal: Bool)
        case outline(Rect, width: Double)
        /// A rounded label with white text: constants, relations, deltas, ambiguity.
        case badge(String, Rect)
        /// A view's name in a small tag at its corner.
        case tag(String, Rect)
        /// A thin line from a tag or badge placed away from what it marks, back to it.
        case leader(from: Point, to: Point)
    }

    /// What the mark means, which decides its color.
    public enum Role: String, Sendable {
        case safeArea, margin, marginEdge
        /// A satisfied constraint (blue), an optional one not met (orange), one in a conflict (red).
        case satisfied, unsatisfied, conflict
        case misplaced, ambiguous, guide, name
        /// VoiceOver's order (numbered badges) and a view with an accessibility finding.
        case readingOrder, accessibility
    }

    public var shape: Shape
    public var role: Role
    public var dashed: Bool
    /// The constraint the mark draws, when it draws one.
    public var constraint: String?
    /// The view the mark is about (its name tag, an outline of it, their badges), when it is one's.
    public var view: String?
    /// Drawn at `MarkHighlight.fadedOpacity`: not among what `--highlight` names.
    public var faded = false

    public init(_ shape: Shape, role: Role, dashed: Bool = false, constraint: String? = nil, view: String? = nil) {
        self.shape = shape
        self.role = role
        self.dashed = dashed
        self.constraint = constraint
        self.view = view
    }

    /// The badge's or tag's text, if the mark has one.
    public var text: String? {
        switch shape {
        case .badge(let text, _), .tag(let text, _): return text
        default: return nil
        }
    }
}

public struct Point: Equatable, Sendable {
    public var x: Double, y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
}
