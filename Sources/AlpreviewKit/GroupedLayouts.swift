import LayoutEngine
import Parallel
import SceneModel

/// A scene's configurations laid out from several threads, those of a group (`SessionGroups`)
/// by a `LayoutSession` of the group, each other one afresh: the same layouts as
/// `LayoutSolver.solve` (the session's promise), fewer tableaux built. Not the pipeline's way:
/// `make bench` (`check` rows) measures it against a fresh layout per configuration, and on the
/// Samples it is no faster (docs/performance.md, `check` across configurations), so
/// `Pipeline.forEachLayout` lays each configuration out afresh. A session is lent to one
/// thread at a time (two threads on one group make two), and let go after its group's last
/// configuration: a scene holds the sessions of the groups still open.
public final class GroupedLayouts: Sendable {
    let scene: Scene
    let solver: LayoutSolver
    /// Per configuration (by its index in the list laid out), its group.
    let groups: [Int?]
    private let sessions: Locked<Sessions>

    struct Sessions {
        /// The sessions not lent, per group.
        var idle: [Int: [LayoutSession]] = [:]
        /// The configurations per group not laid out yet.
        var remaining: [Int: Int] = [:]
    }

    public init(scene: Scene, configurations: [Configuration], solver: LayoutSolver) {
        self.scene = scene
        self.solver = solver
        groups = SessionGroups.of(configurations, scene: scene)
        var state = Sessions()
        for case let group? in groups { state.remaining[group, default: 0] += 1 }
        sessions = Locked(state)
    }

    /// The layout of the configuration at `index` of the list the groups were made from.
    public func layout(at index: Int, _ configuration: Configuration) throws -> SolvedLayout {
        guard let group = groups[index] else { return try solver.solve(scene, in: configuration) }
        let session =
            sessions.withLock { $0.idle[group]?.popLast() } ?? LayoutSession(scene: scene, solver: solver)
        defer {
            sessions.withLock { state in
                state.remaining[group, default: 0] -= 1
                if state.remaining[group, default: 0] > 0 {
                    state.idle[group, default: []].append(session)
                } else {
                    state.idle[group] = nil
                }
            }
        }
        return try session.layout(in: configuration)
    }
}
