import GoldenImages
import LayoutEngine
import SceneModel

/// One configuration checked against its goldens, with what a report needs beyond the store's
/// result: the explanation of a failure, the configuration, and where in the scene file the
/// change is written (the changed or added constraint, else the changed view).
public struct GoldenCheck: Sendable {
    public var result: GoldenStore.Result
    public var explanation: GoldenExplanation?
    /// The scene's golden name prefix (`problems/conflict`) and title.
    public var scene: String
    public var title: String
    /// `iPhone 8 · portrait · …`
    public var configuration: String
    /// The line of the scene file to point a CI annotation at (the file alone when unknown).
    public var location: SourceLocation?
    /// The file the scene was read from (set by the command that read it).
    public var sceneFile: String?
    /// The layout report's changed lines against the golden's (`LayoutReportDiff`), on a failure.
    public var reportDiff: [String] = []

    /// Where the first changed constraint (else the first changed view) of the explanation is
    /// written in the new scene.
    static func location(of explanation: GoldenExplanation?, in layout: SolvedLayout) -> SourceLocation? {
        guard let explanation else { return nil }
        for id in explanation.changedConstraintIDs {
            if let constraint = layout.constraints.first(where: { $0.id == id }), constraint.spec.location.line > 0 {
                return constraint.spec.location
            }
        }
        let views = explanation.causes.compactMap { cause -> String? in
            switch cause {
            case .intrinsicSizeChanged(let view, _, _), .viewAdded(let view): return view
            default: return nil
            }
        }
        for name in views {
            if let view = layout.views.first(where: { $0.spec.name == name }), view.spec.location.line > 0 {
                return view.spec.location
            }
        }
        return nil
    }
}
