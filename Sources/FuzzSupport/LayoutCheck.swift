import LayoutEngine
import SceneModel

extension FuzzDriver {
    /// Lays a scene a reader built out on its first configuration: a layout error is an answer,
    /// any other error or a frame that is not finite is a finding. Scenes of more than 200 views
    /// are skipped (the fuzzer looks for crashes, not for slow layouts).
    public static func checkLayout(of scene: Scene, solver: LayoutSolver) {
        guard scene.allViews.count <= 200, let configuration = scene.configurations.first else { return }
        do {
            let layout = try solver.solve(scene, in: configuration)
            for view in layout.views
            where ![view.frame.x, view.frame.y, view.frame.width, view.frame.height].allSatisfy(\.isFinite) {
                fail("a frame that is not finite: \(view.spec.name) \(view.frame)")
            }
        } catch let error as Diagnostic {
            _ = error.description
        } catch {
            fail("layout failed with \(type(of: error)): \(error)")
        }
    }
}
