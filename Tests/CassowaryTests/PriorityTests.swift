import Testing
@testable import Cassowary

/// Auto Layout's priority semantics, on the patterns of the seed documents.
@Suite struct PriorityTests {
    /// One constraint at 251 beats any number at 250: the objective is lexicographic.
    @Test func oneHigherLevelBeatsManyLowerOnes() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<1000 { try solver.add((x == 100).priority(250)) }
        try solver.add((x == 0).priority(251))
        expectClose(solver.value(of: x), 0)
    }

    @Test func fractionalPrioritiesAreLevelsToo() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 1).priority(999))
        try solver.add((x == 2).priority(999.5))  // UIStackView's spanning-boundary priority
        expectClose(solver.value(of: x), 2)
    }

    /// Within a level the error is the sum of absolute violations: the median wins.
    @Test func withinALevelTheSumOfViolationsIsMinimized() throws {
        let x = Variable("x")
        let solver = Solver()
        for target in [0.0, 10, 100] { try solver.add((x == target).priority(500)) }
        expectClose(solver.value(of: x), 10)
    }

    /// Cookbook "Two Views with Complex Widths": blue >= 150 (required), red = 2 × blue at 750,
    /// 8 points between them, both inside margins of 16. Red is twice blue from 458 points
    /// between the margins on; below that blue stays at 150 and red takes the rest.
    @Test(arguments: [
        (320.0, 150.0, 130.0),  // iPhone SE: 288 between margins
        (375, 150, 185),
        (490, 150, 300),  // 458 between margins: the threshold
        (568, 176, 352),  // landscape SE: 536 between margins
        (736, 232, 464),
    ])
    func twoViewsWithComplexWidths(width: Double, blueWidth: Double, redWidth: Double) throws {
        let blueLeading = Variable("blue.leading"), blueWidthV = Variable("blue.width")
        let redLeading = Variable("red.leading"), redWidthV = Variable("red.width")
        let solver = Solver()
        try solver.add(blueLeading == 16)
        try solver.add(redLeading == blueLeading + blueWidthV + 8)
        try solver.add(redLeading + redWidthV == width - 16)
        try solver.add((Expression(redWidthV) == 2 * blueWidthV).priority(750))
        try solver.add(blueWidthV >= 150)
        expectClose(solver.value(of: blueWidthV), blueWidth)
        expectClose(solver.value(of: redWidthV), redWidth)
    }

    /// A label's intrinsic width as UIKit installs it: hugging (<=) and compression
    /// resistance (>=). A required width of 60 compresses it; a 750 one does not.
    @Test func compressionResistanceAgainstAWidthConstraint() throws {
        let w = Variable("w")
        let solver = Solver()
        try solver.add((w <= 100).priority(250))
        try solver.add((w >= 100).priority(750))
        expectClose(solver.value(of: w), 100)
        let squeeze = (w == 60).priority(700)
        try solver.add(squeeze)
        expectClose(solver.value(of: w), 100)
        try solver.remove(squeeze)
        try solver.add(w == 60)
        expectClose(solver.value(of: w), 60)
    }

    /// Two labels in a row filling 300 points: the one with lower hugging stretches.
    @Test(arguments: [(250.0, 251.0, 200.0, 100.0), (251, 250, 50, 250)])
    func lowerHuggingStretches(huggingA: Double, huggingB: Double, widthA: Double, widthB: Double) throws {
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.add(Expression(a) + b == 300)
        for (v, intrinsic, hug) in [(a, 50.0, huggingA), (b, 100.0, huggingB)] {
            try solver.add((v <= intrinsic).priority(hug))
            try solver.add((v >= intrinsic).priority(750))
        }
        expectClose(solver.value(of: a), widthA)
        expectClose(solver.value(of: b), widthB)
    }

    /// Lower compression resistance compresses first when there is not enough room.
    @Test func lowerCompressionResistanceCompressesFirst() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.add(Expression(a) + b == 120)
        try solver.add((a >= 100).priority(750))
        try solver.add((b >= 100).priority(749))
        expectClose(solver.value(of: a), 100)
        expectClose(solver.value(of: b), 20)
    }
}
