import LayoutEngine
import SceneModel

/// The sizes a conflict's constraints, all holding, would make negative: what the engine's
/// non-negative widths and heights stand against when that is the conflict (`width == -16`,
/// a label 32 narrower than a view 30 wide, 16 points of padding in a row of height 0).
///
/// In the engine a view's width and height are restricted variables, never below 0. A
/// constraint can be added with such a variable as the subject of its row only while the value
/// stays at least 0; the one that would take it below 0 cannot be added, and is the one that
/// breaks. So the constraints that set the size going negative are the likeliest broken.
enum NegativeSizes {
    /// Per view key, the axes along which the conflict's constraints, solved without the
    /// sizes kept non-negative, give the view a negative size; empty when they conflict even so.
    static func axes(_ conflict: LoggedConflict, build: (LoggedConflict) -> Scene) -> [String: Set<Attribute.Axis>] {
        guard conflict.constraints.count <= ConflictLogLimits.maximumClosureConstraints else { return [:] }
        var scene = build(conflict)
        // A thousandth of a point: a fraction of a point below 0 is still below it.
        scene.devices = scene.devices.map { Device.canvas(name: $0.name, size: $0.size(.portrait), scale: 1000) }
        let addresses = Set(conflict.constraints.map(\.address))
        guard let configuration = scene.configurations.first,
            let layout = try? LayoutSolver(measurer: ConflictClosure.FixedMeasurer()).solve(scene, in: configuration),
            !layout.conflicts.contains(where: { addresses.contains($0.broken) })
        else { return [:] }
        var result: [String: Set<Attribute.Axis>] = [:]
        for view in layout.views {
            if view.rootFrame.width < -0.01 { result[view.id.rawValue, default: []].insert(.horizontal) }
            if view.rootFrame.height < -0.01 { result[view.id.rawValue, default: []].insert(.vertical) }
        }
        return result
    }
}
