/// How far each edge of a misplaced view moves from its design frame to where the constraints
/// put it, as Interface Builder shows misplacement: one number per edge, not an origin and a
/// size. The image's badges, `check`, `explain` and the reports all say it this way.
public struct EdgeMoves: Equatable, Sendable {
    public var left: Double, top: Double, right: Double, bottom: Double

    /// From a frame delta `[dx, dy, dwidth, dheight]` (solved minus design).
    public init(delta: [Double]) {
        left = delta[0]; top = delta[1]
        right = delta[0] + delta[2]; bottom = delta[1] + delta[3]
    }

    public var all: [(edge: String, move: Double)] { [("left", left), ("top", top), ("right", right), ("bottom", bottom)] }

    /// `+12`, `−4`, `0` (a true minus sign, as the badges).
    public static func signed(_ value: Double) -> String {
        value > 0 ? "+\(formatPoints(value))" : value < 0 ? "−\(formatPoints(-value))" : "0"
    }

    /// `left −4, top +12, right +4, bottom +19` (edges that stay are left out).
    public var text: String {
        let moved = all.filter { abs($0.move) > 0 }
        return moved.isEmpty ? "no edge moves" : moved.map { "\($0.edge) \(Self.signed($0.move))" }.joined(separator: ", ")
    }
}

extension SolvedLayout.View {
    /// The misplacement as edge moves (nil without a design frame).
    public var edgeMoves: EdgeMoves? { misplacement.map(EdgeMoves.init(delta:)) }
}
