import SourceText

/// Why a configuration no longer matches its golden, found by comparing the golden's layout
/// report with the new one: the views whose frames changed (which edges moved, by how much) and
/// the causes in the reports (a constraint changed, added or removed, an intrinsic size, a device
/// metric, a view added or removed). An image that differs over an identical layout is a
/// pixel-only change (a color, an image's pixels, font rendering).
public struct GoldenExplanation: Sendable, Equatable {
    /// One edge of a frame, in the superview's coordinates: `left`, `top`, `right`, `bottom`.
    public struct EdgeMove: Sendable, Equatable {
        public var edge: String
        public var by: Double
    }

    public struct FrameChange: Sendable, Equatable {
        public var view: String
        public var golden: [Double]
        public var actual: [Double]
        public var edges: [EdgeMove]
    }

    public enum Cause: Sendable, Equatable {
        /// Matched by what it constrains (`Title.Top =`); `id` is the new one.
        case constraintChanged(id: String, golden: String, actual: String)
        case constraintAdded(id: String, text: String)
        case constraintRemoved(id: String, text: String)
        /// A label's text or font, an image, a control's content.
        case intrinsicSizeChanged(view: String, golden: [Double]?, actual: [Double]?)
        /// `size`, `scale`, `safeArea`, `margins`, `sizeClass`, `sizeCategory` or `direction`.
        case deviceMetricChanged(metric: String, golden: String, actual: String)
        case viewAdded(String)
        case viewRemoved(String)
        /// The image differs, the layout report does not.
        case pixelsOnly
    }

    public var frameChanges: [FrameChange]
    public var causes: [Cause]

    public init(frameChanges: [FrameChange], causes: [Cause]) {
        self.frameChanges = frameChanges
        self.causes = causes
    }

    /// Nothing found: the reports differ elsewhere (annotations, conflicts), which the caller says.
    public var isEmpty: Bool { frameChanges.isEmpty && causes.isEmpty }

    /// The constraint ids (of the new scene) a change points at, for locating it in the scene file.
    public var changedConstraintIDs: [String] {
        causes.compactMap {
            switch $0 {
            case .constraintChanged(let id, _, _), .constraintAdded(let id, _): return id
            default: return nil
            }
        }
    }

    /// One line: `moved: Title (top +8, bottom +8); cause: c7 Title.Top = Safe Area.Top + 8 → + 16`.
    public var summary: String {
        var parts: [String] = []
        if !frameChanges.isEmpty {
            let shown = frameChanges.prefix(Self.viewsInSummary).map { change in
                "\(LineExcerpt.of(change.view)) (\(change.edges.map { "\($0.edge) \(Self.signed($0.by))" }.joined(separator: ", ")))"
            }
            let more = frameChanges.count - shown.count
            parts.append("moved: " + shown.joined(separator: ", ") + (more > 0 ? " and \(more) more" : ""))
        }
        if causes == [.pixelsOnly] {
            parts.append("pixel-only change (the layout is unchanged: a color, an image or font rendering)")
        } else if !causes.isEmpty {
            parts.append("cause: " + causes.map(\.description).joined(separator: ", "))
        } else if !frameChanges.isEmpty {
            parts.append("cause not found in the layout reports")
        }
        return parts.joined(separator: "; ")
    }

    /// A long list of moved views is cut in the one-line summary (the JSON result has them all).
    static let viewsInSummary = 6

    static func signed(_ value: Double) -> String { (value > 0 ? "+" : "") + JSON.number(value) }

    /// `[16, 40, 100, 50]`
    static func numbers(_ values: [Double]) -> String {
        "[" + values.map(JSON.number).joined(separator: ", ") + "]"
    }

    /// The explanation as the JSON results and the HTML report carry it.
    public var json: JSON {
        .object([
            ("summary", .string(summary)),
            (
                "frames",
                .array(
                    frameChanges.map { change in
                        .object([
                            ("view", .string(change.view)),
                            ("golden", .array(change.golden.map { .number($0) })),
                            ("actual", .array(change.actual.map { .number($0) })),
                            (
                                "edges",
                                .object(change.edges.map { ($0.edge, .number($0.by)) })
                            ),
                        ])
                    })
            ),
            ("causes", .array(causes.map { $0.json })),
        ])
    }
}

extension GoldenExplanation.Cause: CustomStringConvertible {
    public var description: String {
        // A golden's texts are anyone's: each is quoted at most a line's worth.
        let quoted = { (text: String) in LineExcerpt.of(text) }
        switch self {
        case .constraintChanged(let id, let golden, let actual):
            let changed = ConstraintTextChange.changedPart(golden: golden, actual: actual)
            return "\(quoted(id)) \(quoted(golden)) → \(quoted(changed))"
        case .constraintAdded(let id, let text): return "added \(quoted(id)) \(quoted(text))"
        case .constraintRemoved(let id, let text): return "removed \(quoted(id)) \(quoted(text))"
        case .intrinsicSizeChanged(let view, let golden, let actual):
            func size(_ s: [Double]?) -> String { s.map { $0.map(JSON.number).joined(separator: "×") } ?? "none" }
            return "\(quoted(view)) intrinsic size \(size(golden)) → \(size(actual)) (its text, font or image)"
        case .deviceMetricChanged(let metric, let golden, let actual):
            return "device \(quoted(metric)) \(quoted(golden)) → \(quoted(actual))"
        case .viewAdded(let name): return "view \(quoted(name)) added"
        case .viewRemoved(let name): return "view \(quoted(name)) removed"
        case .pixelsOnly: return "pixel-only change"
        }
    }

    var json: JSON {
        func object(_ kind: String, _ fields: [(String, JSON)]) -> JSON {
            .object([("kind", .string(kind))] + fields + [("text", .string(description))])
        }
        func size(_ s: [Double]?) -> JSON { s.map { .array($0.map { .number($0) }) } ?? .null }
        switch self {
        case .constraintChanged(let id, let golden, let actual):
            return object(
                "constraintChanged", [("id", .string(id)), ("golden", .string(golden)), ("actual", .string(actual))])
        case .constraintAdded(let id, let text):
            return object("constraintAdded", [("id", .string(id)), ("constraint", .string(text))])
        case .constraintRemoved(let id, let text):
            return object("constraintRemoved", [("id", .string(id)), ("constraint", .string(text))])
        case .intrinsicSizeChanged(let view, let golden, let actual):
            return object(
                "intrinsicSizeChanged", [("view", .string(view)), ("golden", size(golden)), ("actual", size(actual))])
        case .deviceMetricChanged(let metric, let golden, let actual):
            return object(
                "deviceMetricChanged",
                [("metric", .string(metric)), ("golden", .string(golden)), ("actual", .string(actual))])
        case .viewAdded(let name): return object("viewAdded", [("view", .string(name))])
        case .viewRemoved(let name): return object("viewRemoved", [("view", .string(name))])
        case .pixelsOnly: return object("pixelsOnly", [])
        }
    }
}
