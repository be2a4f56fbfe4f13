import AlpreviewKit
import LayoutEngine
import SceneModel

/// `check --json`: every scene's problems as data, for scripts and CI annotations.
enum CheckReport {
    /// A scene's report from its configurations' (`configuration(_:of:)`); a storyboard scene
    /// adds its id and title.
    /// `accessibility`: `check --a11y`'s findings and reading order per configuration.
    static func scene(
        _ path: String, scene: Scene, ok: Bool, configurations: [JSON], accessibility: [JSON]? = nil
    ) -> JSON {
        .object(
            [("path", .string(path))] + LayoutReport.storyboardScene(scene.provenance) + [
                ("ok", .bool(ok)), ("errors", .array([])), ("configurations", .array(configurations)),
            ] + (accessibility.map { [("accessibility", JSON.array($0))] } ?? []))
    }

    /// One configuration of `scene`; a storyboard scene's adds Xcode's issue lines.
    static func configuration(_ layout: SolvedLayout, of scene: Scene) -> JSON {
        let assumed: [(String, JSON)] =
            scene.assumptions.isEmpty ? [] : [("assumptions", LayoutReport.json(scene.assumptions, in: layout))]
        guard scene.provenance?.format == .interfaceBuilder else {
            return configuration(layout, adding: assumed, recorded: scene.recordedConflict)
        }
        let issues = InterfaceBuilderIssues.lines(layout)
        return configuration(layout, adding: [("issues", .array(issues.map(JSON.string)))] + assumed)
    }

    static func failed(_ path: String, errors: [String]) -> JSON {
        .object([
            ("path", .string(path)), ("ok", .bool(false)), ("errors", .array(errors.map(JSON.string))),
            ("configurations", .array([])),
        ])
    }

    static func configuration(
        _ layout: SolvedLayout, adding extra: [(String, JSON)] = [], recorded: RecordedConflict? = nil
    ) -> JSON {
        let c = layout.configuration
        var conflicts: [JSON] = layout.conflicts.map { conflict in
            let fields: [(String, JSON)] = [
                ("constraints", .array(conflict.constraints.map(JSON.string))), ("broken", .string(conflict.broken)),
            ]
            return .object(fields + LogConflictReport.fields(conflict, recorded: recorded))
        }
        // A recorded conflict is reported even when the rebuilt scene does not reproduce it.
        if let recorded, conflicts.isEmpty { conflicts.append(LogConflictReport.unreproduced(recorded)) }
        let ambiguous = layout.views.filter { !$0.ambiguity.isEmpty }
        return .object(
            [
                ("device", .string(c.device.name)),
                ("orientation", .string(c.orientation.rawValue)),
                ("sizeCategory", .string(c.sizeCategory.rawValue)),
                ("direction", .string(c.direction.rawValue)),
                ("conflicts", .array(conflicts)),
                (
                    "ambiguous",
                    .array(
                        ambiguous.map { view in
                            .object([
                                ("view", .string(view.spec.name)),
                                ("axes", .array(Set(view.ambiguity.map(\.axis.rawValue)).sorted().map(JSON.string))),
                            ])
                        })
                ),
                (
                    "misplaced",
                    .array(
                        layout.misplacedViews.map { view in
                            .object([
                                ("view", .string(view.spec.name)),
                                ("edges", .object((view.edgeMoves?.all ?? []).map { ($0.edge, JSON.number($0.move)) })),
                            ])
                        })
                ),
            ] + extra)
    }

    static func devices() -> JSON {
        .array(
            DeviceCatalog.all.map { d in
                .object([
                    ("name", .string(d.name)),
                    ("aliases", .array(d.aliases.map(JSON.string))),
                    ("size", .array([.number(d.portraitSize.width), .number(d.portraitSize.height)])),
                    ("scale", .number(d.scale)),
                    (
                        "safeArea",
                        .object([
                            ("portrait", .array(d.portraitSafeArea.array.map(JSON.number))),
                            ("landscape", .array(d.landscapeSafeArea.array.map(JSON.number))),
                        ])
                    ),
                    (
                        "sizeClasses",
                        .object([
                            ("portrait", .string("\(d.sizeClass(.portrait))")),
                            ("landscape", .string("\(d.sizeClass(.landscape))")),
                        ])
                    ),
                    (
                        "rootMargins",
                        .object([
                            ("portrait", .number(d.rootSideMargin(.portrait))),
                            ("landscape", .number(d.rootSideMargin(.landscape))),
                        ])
                    ),
                ])
            })
    }
}
