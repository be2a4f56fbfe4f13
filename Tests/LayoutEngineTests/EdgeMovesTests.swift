import LayoutEngine
import SceneModel
import Testing

/// Misplacement as Interface Builder says it: how far each edge moves, to the thousandth of a point.
@Suite struct EdgeMovesTests {
    @Test func edgesMoveByTheFrameDelta() {
        let moves = EdgeMoves(delta: [-4, 12, 8, 7])
        #expect(moves.text == "left −4, top +12, right +4, bottom +19")
        #expect(EdgeMoves(delta: [0, 0, 0, 0]).text == "no edge moves")
    }

    /// The difference of two snapped edges can leave 1e-13 of noise: it is no move (it printed −0).
    @Test func noiseBelowAThousandthIsNoMove() {
        let moves = EdgeMoves(delta: [0, -0.6666666666666666, 0, 0.6666666666666666 - 1e-13])
        #expect(moves.text == "top −0.667")
        #expect(EdgeMoves.signed(-1e-13) == "0")
        #expect(EdgeMoves.signed(0.0005) == "+0.001")
    }
}
