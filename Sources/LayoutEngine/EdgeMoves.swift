import SceneModel

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

    public var all: [(edge: String, move: Double)] {
        [("left", left), ("top", top), ("right", right), ("bottom", bottom)]
    }

    /// A move shown as 0 at the thousandth of a point the numbers are printed to is no move: the
    /// difference of two snapped edges can leave 1e-13 of noise, which printed as `−0`.
    public static func isMove(_ value: Double) -> Bool { abs(value) >= 0.0005 }

    /// `+12`, `−4`, `0` (a true minus sign, as the badges).
    public static func signed(_ value: Double) -> String {
        !isMove(value) ? "0" : value > 0 ? "+\(formatPoints(value))" : "−\(formatPoints(-value))"
    }

    /// `left −4, top +12, right +4, bottom +19` (edges that stay are left out).
    public var text: String {
        let moved = all.filter { Self.isMove($0.move) }
        return moved.isEmpty
            ? "no edge moves" : moved.map { "\($0.edge) \(Self.signed($0.move))" }.joined(separator: ", ")
    }
}

extension SolvedLayout.View {
    /// The misplacement as edge moves (nil without a design frame).
    public var edgeMoves: EdgeMoves? { misplacement.map(EdgeMoves.init(delta:)) }
}
