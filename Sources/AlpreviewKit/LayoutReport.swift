import LayoutEngine
import Rendering
import SceneModel

/// The layout report of the CLI contract (`--json`).
public enum LayoutReport {
    /// `render` says which annotations the report lists and at which scale: those the image
    /// drawn with the same options shows.
    public static func json(title: String, layouts: [SolvedLayout], render: RenderOptions = RenderOptions()) -> JSON {
        json(title: title, provenance: nil, recorded: nil, assumptions: [], layouts: layouts, render: render)
    }

    /// The report of a scene: a storyboard scene's adds, per view, its IB id and class, and per
    /// configuration the storyboard scene's id and title (YAML scenes' reports are unchanged).
    public static func json(scene: Scene, layouts: [SolvedLayout], render: RenderOptions = RenderOptions()) -> JSON {
        json(
            title: scene.title, provenance: scene.provenance, recorded: scene.recordedConflict,
            assumptions: scene.assumptions, layouts: layouts, render: render)
    }

    /// The report of every scene of one file (a storyboard's controllers, a XIB's top-level
    /// views, a log's conflicts) in one document: each scene's configurations
    /// (`sceneConfigurations`) in the file's order.
    public static func json(file title: String, configurations: [JSON]) -> JSON {
        .object([("scene", .string(title)), ("configurations", .array(configurations))])
    }

    /// One scene's configurations for a file's report, each carrying its scene (`sceneID` and
    /// `sceneTitle` for Interface Builder scenes, `sceneTitle` for the others).
    public static func sceneConfigurations(
        _ scene: Scene, layouts: [SolvedLayout], render: RenderOptions = RenderOptions()
    ) -> [JSON] {
        let renderer = Renderer(options: render)
        return layouts.map { layout in
            let placed = renderer.annotations(for: layout, title: scene.title)
            let entry = configuration(
                layout, annotations: placed, provenance: scene.provenance, recorded: scene.recordedConflict,
                assumptions: scene.assumptions)
            guard scene.provenance?.format != .interfaceBuilder, case .object(let fields) = entry else { return entry }
            return .object([("sceneTitle", .string(scene.title))] + fields)
        }
    }

    static func json(
        title: String, provenance: Provenance?, recorded: RecordedConflict?, assumptions: [Assumption],
        layouts: [SolvedLayout], render: RenderOptions
    ) -> JSON {
        let renderer = Renderer(options: render)
        return .object([
            ("scene", .string(title)),
            (
                "configurations",
                .array(
                    layouts.map {
                        configuration(
                            $0, annotations: renderer.annotations(for: $0, title: title), provenance: provenance,
                            recorded: recorded, assumptions: assumptions)
                    })
            ),
        ])
    }

    /// The tags and badges as placed in the configuration's panel: what they say, what they
    /// mark, and their boxes in the panel's pixels (`[x, y, width, height]`).
    static func annotations(_ placed: PlacedAnnotations) -> JSON {
        .array(
            placed.marks.compactMap { mark -> JSON? in
                let (kind, text, box): (String, String, Rect)
                switch mark.shape {
                case .badge(let t, let r): (kind, text, box) = ("badge", t, r)
                case .tag(let t, let r): (kind, text, box) = ("tag", t, r)
                default: return nil
                }
                return .object([
                    ("kind", .string(kind)), ("role", .string(mark.role.rawValue)),
                    ("constraint", mark.constraint.map(JSON.string) ?? .null), ("text", .string(text)),
                    ("box", numbers(placed.pixels(box).array)),
                ])
            })
    }

    static func numbers(_ values: [Double]) -> JSON { .array(values.map { .number($0) }) }

    static func configuration(
        _ layout: SolvedLayout, annotations placed: PlacedAnnotations, provenance: Provenance? = nil,
        recorded: RecordedConflict? = nil, assumptions: [Assumption] = []
    ) -> JSON {
        let c = layout.configuration
        let views: [(String, JSON)] = layout.views.map { view in
            // A storyboard's views by IB id and class, a log's and Swift code's by class.
            let className: JSON = view.spec.provenance.label.map(JSON.string) ?? .null
            let source: [(String, JSON)]
            switch provenance?.format {
            case .interfaceBuilder: source = [("ibID", .string(view.id.description)), ("class", className)]
            case .conflictLog: source = [("class", className)]
            case .swiftSource: source = [("class", className), ("location", sourcePlace(view.spec.location))]
            case nil: source = []
            }
            return (
                view.spec.name,
                .object(
                    source + [
                        ("frame", numbers(view.frame.array)),
                        ("rootFrame", numbers(view.rootFrame.array)),
                        ("designFrame", view.spec.designFrame.map { numbers($0.array) } ?? .null),
                        ("misplacement", view.misplacement.map(numbers) ?? .null),
                        ("ambiguous", .bool(!view.ambiguity.isEmpty)),
                        (
                            "intrinsicSize",
                            view.intrinsic.hasWidth || view.intrinsic.hasHeight
                                ? numbers([view.intrinsic.size.width, view.intrinsic.size.height]) : .null
                        ),
                        ("baselines", view.baselines.map { numbers([$0.first, $0.last]) } ?? .null),
                    ] + (view.contentSize.map { [("contentSize", numbers([$0.width, $0.height]))] } ?? [])
                        + (view.spec.type == .label ? [("truncated", .bool(view.isTruncated))] : []))
            )
        }
        // Swift code's constraints by the line that makes them (a storyboard's and a log's are
        // named by their ids already).
        let isSwift = provenance?.format == .swiftSource
        let constraints: [JSON] = layout.constraints.filter { !$0.isGenerated }.map { c in
            .object(
                [
                    ("id", .string(c.id)), ("text", .string(c.spec.text)), ("priority", .number(c.spec.priority)),
                    ("satisfied", .bool(c.satisfied && !c.broken)), ("error", .number(c.error)),
                ] + (isSwift ? [("location", sourcePlace(c.spec.location))] : []))
        }
        let conflicts: [JSON] = layout.conflicts.map { conflict in
            let places: [(String, JSON)] =
                isSwift
                ? [
                    (
                        "locations",
                        .array(
                            conflict.constraints.map { id in
                                sourcePlace(layout.constraints.first { $0.id == id }?.spec.location ?? .unknown)
                            })
                    )
                ] : []
            return .object(
                [
                    ("constraints", .array(conflict.constraints.map { .string($0) })),
                    ("broken", .string(conflict.broken)),
                ]
                    + places + LogConflictReport.fields(conflict, recorded: recorded))
        }
        let ambiguities: [JSON] = layout.ambiguities.map {
            .object([
                ("view", .string($0.view)), ("axis", .string($0.axis.rawValue)), ("component", .string($0.component)),
                ("values", numbers($0.values)),
            ])
        }
        let contentPriority: [JSON] = layout.contentPriorityAmbiguities.map {
            .object([
                ("axis", .string($0.axis.rawValue)), ("kind", .string($0.kind.rawValue)),
                ("priority", .number($0.priority)), ("views", .array($0.views.map { .string($0) })),
                ("fix", .string($0.suggestion)),
            ])
        }
        let m = layout.rootMargins, s = layout.safeArea
        let scene = storyboardScene(provenance)
        return .object(
            scene + [
                ("device", .string(c.device.name)), ("orientation", .string(c.orientation.rawValue)),
                ("size", numbers([c.size.width, c.size.height])), ("scale", .number(c.scale)),
                (
                    "sizeClass",
                    .array([.string(c.sizeClass.horizontal.rawValue), .string(c.sizeClass.vertical.rawValue)])
                ),
                ("sizeCategory", .string(c.sizeCategory.rawValue)), ("direction", .string(c.direction.rawValue)),
                ("safeArea", numbers(s.array)),
                ("margins", numbers([m.top - s.top, m.left, m.bottom - s.bottom, m.right])),
                ("views", .object(views)), ("constraints", .array(constraints)),
                ("conflicts", .array(conflicts)), ("ambiguities", .array(ambiguities)),
                ("contentPriorityAmbiguities", .array(contentPriority)),
                ("annotations", annotations(placed)),
            ]
                // Only where the reader assumed something: reports of other scenes stay as they were.
                + (assumptions.isEmpty ? [] : [("assumptions", json(assumptions, in: layout))]))
    }

    /// `File.swift:12:9`, where the code makes a view or a constraint; null where it names none.
    static func sourcePlace(_ location: SourceLocation) -> JSON {
        // The file's name, not its path: a report compared as a golden does not depend on the
        // folder the command ran from.
        let name = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return location.line > 0 ? .string("\(name):\(location.line):\(location.column)") : .null
    }

    /// A storyboard scene's id and controller title, first in its reports (nothing for other files).
    public static func storyboardScene(_ provenance: Provenance?) -> [(String, JSON)] {
        guard let provenance, provenance.format == .interfaceBuilder else { return [] }
        return [
            ("sceneID", provenance.identifier.map(JSON.string) ?? .null),
            ("sceneTitle", provenance.label.map(JSON.string) ?? .null),
        ]
    }

    /// What the scene's reader assumed (`Assumption`): the view by name and IB id, the axes, why,
    /// and the line `check` prints.
    public static func json(_ assumptions: [Assumption], in layout: SolvedLayout) -> JSON {
        .array(
            assumptions.map { assumption in
                .object([
                    ("view", layout.views.first { $0.id == assumption.view }.map { .string($0.spec.name) } ?? .null),
                    ("id", .string(assumption.view.description)), ("subject", .string(assumption.subject)),
                    ("axes", .array(assumption.axes.map { .string($0.rawValue) })),
                    ("reason", .string(assumption.reason)), ("text", .string(assumption.line)),
                ])
            })
    }
}
