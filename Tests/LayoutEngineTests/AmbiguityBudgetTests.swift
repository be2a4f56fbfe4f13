import LayoutEngine
import SceneModel
import TestSupport
import Testing

/// The ambiguity probes of one layout are bounded (AmbiguityProbe.workBudget): a ring of equal
/// optional widths that cannot all hold made each probe O(n²), and 200 views took three minutes.
@Suite struct AmbiguityBudgetTests {
    /// n views in a row across the iPhone 8's 375 points, each wanting 10 wide @500 and as wide as
    /// the next @500 around the ring.
    static func ring(_ n: Int) -> Scene {
        let views = (0..<n).map { view("V\($0)") }
        let items = (0..<n).map { Item.view("V\($0)") }
        var constraints = [items[0].leading == superview.leading, items[n - 1].trailing == superview.trailing]
        for i in 0..<n {
            if i + 1 < n { constraints.append(items[i + 1].leading == items[i].trailing) }
            constraints += [
                items[i].top == superview.top, items[i].height == 10, items[i].width >= 0,
                (items[i].width >= 10).at(500), (items[i].width == items[(i + 1) % n].width).at(500),
            ]
        }
        return testScene(views, constraints)
    }

    /// Every component probed (`readsAmbiguityFromTableau` off): the budget stops the probes.
    @Test func aLargeDegenerateRingStopsProbingAndSaysSo() throws {
        var solver = LayoutSolver(measurer: FakeMeasurer())
        solver.readsAmbiguityFromTableau = false
        let layout = try solver.solve(
            Self.ring(120), in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        // 375 / 120 = 3.125 each: the widths stay equal, the optional minimum of 10 is broken.
        #expect(abs((layout.view(named: "V0")?.frame.width ?? 0) - 3.125) < 0.5)
        #expect(abs((layout.view(named: "V119")?.frame.maxX ?? 0) - 375) < 0.01)
        #expect(!layout.unprobedViews.isEmpty)
        #expect(layout.unprobedViews.count < 120)
        #expect(layout.ambiguities.isEmpty)
    }

    /// The final tableau settles most components of the ring (Cassowary's UniqueValueTest), so
    /// the probes left fit in the budget: every view is checked, none ambiguous.
    @Test func theTableauChecksTheLargeRingWhole() throws {
        let layout = try LayoutSolver(measurer: FakeMeasurer()).solve(
            Self.ring(120), in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        #expect(layout.unprobedViews.isEmpty)
        #expect(layout.ambiguities.isEmpty)
        #expect(abs((layout.view(named: "V119")?.frame.maxX ?? 0) - 375) < 0.01)
    }

    @Test func aSmallRingIsProbedWhole() throws {
        let layout = try LayoutSolver(measurer: FakeMeasurer()).solve(
            Self.ring(10), in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        #expect(layout.unprobedViews.isEmpty)
        #expect(layout.view(named: "V3")?.frame.width == 37.5)
    }
}
