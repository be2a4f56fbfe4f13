import SceneModel

/// The scenes a type's code builds: one, or one for each way the conditions the app decides at
/// run time build it (`if isCompact { … } else { … }`, a `switch` over a mode), each named by
/// the branches it takes (`isCompact`, `!isCompact`). The code is read once per combination of
/// branches, the first branches first; combinations that build the same views and constraints
/// are one scene.
struct SceneVariations {
    struct Reading {
        var builder: SceneBuilder
        var branches: [BranchPoint]
        var scene: Scene
    }

    /// Each variation's scene, named after the branches it takes (nil: the code builds one scene).
    var scenes: [(scene: Scene, variation: String?)] = []
    var constraintStatements: Set<Int> = []

    init(type: SceneType, declarations: SourceDeclarations, places: SourcePlaces) {
        var queue: [(choices: [String: Int], at: SceneModel.SourceLocation?)] = [([:], nil)]
        var readings: [Reading] = []
        var steps = 0
        var unread: SceneModel.SourceLocation?
        while let (choices, at) = queue.first {
            // Every combination read costs a reading: bounded in number and in steps together.
            if readings.count == SwiftSourceLimits.maximumVariationReadings || steps > SwiftSourceLimits.maximumSteps {
                unread = at
                break
            }
            queue.removeFirst()
            let interpreter = SceneInterpreter(type: type, declarations: declarations, places: places)
            interpreter.branchChoices = choices
            interpreter.run()
            steps += interpreter.steps
            constraintStatements.formUnion(interpreter.builder.constraintStatements)
            var next = choices
            for point in interpreter.branchesMet where choices[point.key] == nil {
                for other in point.names.indices.dropFirst() {
                    var alternative = next
                    alternative[point.key] = other
                    queue.append((alternative, point.location))
                }
                next[point.key] = 0
            }
            let built = interpreter.builder
            guard !built.views[0].children.isEmpty || built.constraints.contains(where: \.isActive) else { continue }
            readings.append(
                Reading(
                    builder: built, branches: interpreter.branchesMet,
                    scene: built.scene(title: type.name, kind: type.kind)))
        }
        // One reading per distinct layout, the first to build it.
        var distinct: [Reading] = []
        var shapes: [Shape] = []
        for reading in readings {
            let shape = Shape(reading.scene)
            if !shapes.contains(shape) {
                shapes.append(shape)
                distinct.append(reading)
            }
        }
        guard distinct.count > 1 else {
            scenes = distinct.prefix(1).map { ($0.scene, nil) }
            return
        }
        for (reading, name) in zip(distinct, Self.names(distinct.map(\.branches))) {
            var scene = reading.scene
            scene.title = "\(type.name) (\(name))"
            scene.provenance?.label = scene.title
            scene.provenance?.aliases = [type.name, name]
            if let unread {
                scene.warnings.append(
                    .warning(
                        "more than \(SwiftSourceLimits.maximumVariationReadings) combinations of conditions decided "
                            + "at run time build this screen: the others are not drawn", at: unread))
            }
            scenes.append((scene, name))
        }
    }

    /// Each variation's name: the branches it takes, without those that the others' names
    /// need not tell apart (a condition whose branches build the same layout is not named).
    static func names(_ paths: [[BranchPoint]]) -> [String] {
        var labels = paths.map { path in
            // `else if b` taken: `b` says that `a` did not hold.
            path.enumerated().filter { index, point in
                !path[(index + 1)...].contains { $0.chain != nil && $0.chain == point.chain && $0.taken == 0 }
            }.map { (key: $0.element.key, name: $0.element.names[$0.element.taken]) }
        }
        func joined(_ labels: [[(key: String, name: String)]]) -> [String] {
            labels.map { $0.map(\.name).joined(separator: ", ") }
        }
        var keys: [String] = []
        for point in paths.joined() where !keys.contains(point.key) { keys.append(point.key) }
        // A condition every variation takes the same way tells none apart; then the others, the
        // innermost first.
        let same = keys.filter { key in
            let taken = labels.map { $0.first { $0.key == key }?.name }
            return Set(taken).count == 1 && taken[0] != nil
        }
        for key in same + keys.reversed() where !same.contains(key) || labels[0].contains(where: { $0.key == key }) {
            let fewer = labels.map { $0.filter { $0.key != key } }
            let names = joined(fewer)
            if Set(names).count == names.count && !names.contains("") { labels = fewer }
        }
        return joined(labels)
    }

    /// What the layout depends on: the views and constraints, not where the code makes them.
    struct Shape: Equatable {
        var root: ViewSpec
        var constraints: [ConstraintSpec]

        init(_ scene: Scene) {
            func strip(_ view: inout ViewSpec) {
                view.provenance = .none
                for index in view.subviews.indices { strip(&view.subviews[index]) }
            }
            root = scene.root
            strip(&root)
            constraints = scene.constraints.map {
                var constraint = $0
                constraint.provenance = .none
                constraint.text = ""
                return constraint
            }
        }
    }
}
