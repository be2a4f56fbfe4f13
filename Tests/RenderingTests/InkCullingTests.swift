import LayoutEngine
import SceneFormat
import Testing
import TextMetrics

@testable import Rendering
import SceneModel

/// Views and marks with no ink in the clip are skipped; what reaches into it is still drawn,
/// and the annotation placer's grid answers as the plain scan of every box did.
@Suite struct InkCullingTests {
    func screen(switchAt x: Int) throws -> [UInt32] {
        let scene = try SceneParser.parse(
            """
            views:
              Toggle: {type: switch, isOn: true}
            constraints:
              - Toggle.Leading = Superview.Leading - \(-x)
              - Toggle.Width = 0
              - Toggle.Top = Superview.Top + 100
            """, file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        return try Renderer(options: RenderOptions(scale: 1, layers: [])).renderBitmap([layout], title: "t").pixels
    }

    /// A switch draws its 51-point track from its frame's left edge: with a frame of no width
    /// 20 points left of the screen, 31 points of track still show.
    @Test func aViewWhoseDrawingReachesTheScreenIsDrawn() throws {
        let offScreen = try screen(switchAt: -200)
        #expect(try screen(switchAt: -20) != offScreen)
        #expect(try screen(switchAt: -60) == offScreen)
    }

    @Test func gridFindsTheOverlapsOfThePlainScan() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ range: Double) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * range
        }
        var stored: [Rect] = []
        var grid = RectGrid()
        for _ in 0..<300 {
            let rect = Rect(x: next(700) - 50, y: next(1200) - 50, width: next(80), height: next(20))
            stored.append(rect)
            grid.insert(rect)
        }
        grid.insert(Rect(x: -1e9, y: 900, width: 2e9, height: 1))  // too wide to bucket
        stored.append(Rect(x: -1e9, y: 900, width: 2e9, height: 1))
        var hits = 0
        for _ in 0..<2000 {
            let query = Rect(x: next(700) - 50, y: next(1200) - 50, width: next(60), height: next(16))
            let expected = stored.contains { MarkPlacer.area(query, $0) > 0 }
            #expect(grid.anyOverlaps(query) == expected)
            hits += expected ? 1 : 0
        }
        // Both answers are exercised.
        #expect(hits > 200 && hits < 1800)
    }
}

extension InkCullingTests {
    /// The placer's fallback cost (no free place) through the grid: the plain scan's sum, to the bit.
    @Test func gridSumsOverlapsAsThePlainScanDoes() {
        var state: UInt64 = 42
        func next(_ range: Double) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * range
        }
        var stored: [Rect] = []
        var grid = RectGrid()
        for _ in 0..<400 {
            let rect = Rect(x: next(300), y: next(300), width: next(70.3), height: next(15.7))
            stored.append(rect)
            grid.insert(rect)
        }
        for _ in 0..<500 {
            let query = Rect(x: next(300), y: next(300), width: next(90), height: next(30))
            let start = next(10)
            var expected = start
            for r in stored { expected += 4 * MarkPlacer.area(query, r) }
            #expect(grid.weightedOverlap(query, weight: 4, adding: start) == expected)
        }
    }
}

extension InkCullingTests {
    /// A view entirely off the canvas (the screen and its 36-point margin) gets no name tag; one
    /// that reaches into the margin keeps its tag.
    @Test func viewsOffTheCanvasHaveNoNameTag() throws {
        let scene = try SceneParser.parse(
            """
            views:
              Far: {frame: [0, 800, 50, 20]}
              Near: {frame: [0, 690, 50, 20]}
              Seen: {frame: [20, 100, 50, 20]}
            """, file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        let tags = Renderer(options: RenderOptions(scale: 1)).annotations(for: layout, title: "t").marks
            .compactMap { mark -> String? in
                if case .tag(let text, _) = mark.shape, mark.role == .name { return text } else { return nil }
            }
        #expect(tags.sorted() == ["Near", "Seen"])
    }
}

extension InkCullingTests {
    /// A constraint whose views all lie off the canvas has no marks (its badge would be pushed
    /// onto the canvas's edge); one between an off-canvas view and the superview, whose line
    /// crosses the screen, keeps them.
    @Test func constraintsOffTheCanvasHaveNoMarks() throws {
        let scene = try SceneParser.parse(
            """
            views:
              Seen: {background: blue}
              Far: {background: red}
              Farther: {background: green}
            constraints:
              - Seen.Leading = Superview.Leading + 20
              - Seen.Top = Superview.Top + 100
              - Seen.Width = 50
              - Seen.Height = 20
              - Far.Leading = Superview.Leading + 20
              - Far.Top = Superview.Top + 800
              - Far.Width = 51
              - Far.Height = 20
              - Farther.Leading = Far.Trailing + 8
              - Farther.Top = Far.Top
              - Farther.Width = 52
              - Farther.Height = 20
            """, file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        let marked = Set(
            Renderer(options: RenderOptions(scale: 1)).annotations(for: layout, title: "t").marks
                .compactMap(\.constraint))
        let names = marked.compactMap { id in layout.constraints.first { $0.id == id }?.spec.text }.sorted()
        #expect(
            names == [
                "Far.Leading = Superview.Leading + 20", "Far.Top = Superview.Top + 800", "Seen.Height = 20",
                "Seen.Leading = Superview.Leading + 20", "Seen.Top = Superview.Top + 100", "Seen.Width = 50",
            ])
    }
}

extension InkCullingTests {
    /// The fallback's bounded sum, on a grid with an array of cells: the plain scan's sum when it is
    /// below the bound, nil when it is not, whatever part of the sum reaches the bound.
    @Test func boundedSumDropsExactlyTheCandidatesThatCannotWin() {
        var state: UInt64 = 7
        func next(_ range: Double) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * range
        }
        var stored: [Rect] = []
        var grid = RectGrid(bounds: Rect(x: -10, y: -10, width: 320, height: 320))
        for _ in 0..<400 {
            // Some outside the array's bounds: kept in the dictionary.
            let rect = Rect(x: next(400) - 40, y: next(400) - 40, width: next(70.3), height: next(15.7))
            stored.append(rect)
            grid.insert(rect)
        }
        var hits: [RectGrid.Hit] = []
        var (kept, dropped) = (0, 0)
        for _ in 0..<1000 {
            let query = Rect(x: next(300), y: next(300), width: next(90), height: next(30))
            let start = next(10)
            var expected = start
            for r in stored { expected += 4 * MarkPlacer.area(query, r) }
            let bound = next(4000)
            let sum = grid.weightedOverlap(
                query, cells: RectGrid.cells(of: query), weight: 4, adding: start, below: bound, hits: &hits)
            #expect(sum == (expected < bound ? expected : nil))
            if sum == nil { dropped += 1 } else { kept += 1 }
            // Without a bound: the whole sum.
            #expect(
                grid.weightedOverlap(
                    query, cells: RectGrid.cells(of: query), weight: 4, adding: start, below: nil, hits: &hits)
                    == expected)
        }
        // Both answers are exercised.
        #expect(kept > 100 && dropped > 100)
        // A NaN bound (a best cost that is not a number) is beaten by nothing, as `cost < best` says.
        #expect(
            grid.weightedOverlap(
                Rect(x: 0, y: 0, width: 1, height: 1), cells: nil, weight: 4, adding: 0, below: .nan, hits: &hits)
                == nil)
    }

    /// The grid's cells are found without `rounded(.down)`: the same ranges, at cell edges, on
    /// both sides of zero and of the limits, and none for what cannot be bucketed.
    @Test func cellsAreTheFloorsOfTheEdges() {
        func floors(_ r: Rect) -> [Int]? {
            let f = [r.minX, r.minY, r.maxX, r.maxY].map { ($0 / RectGrid.cellSize).rounded(.down) }
            guard f.allSatisfy({ $0.magnitude < 1e6 }), f[2] >= f[0], f[3] >= f[1],
                (f[2] - f[0] + 1) * (f[3] - f[1] + 1) <= 4096
            else { return nil }
            return f.map { Int($0) }
        }
        let edges: [Double] = [
            0, -0.0, 31.999_999, 32, -32, -32.000_001, -0.5, 1e-300, -1e-300, 63.5, -999_999 * 32, -999_999 * 32 - 0.01,
            1e6 * 32, 1e6 * 32 - 0.01, .nan, .infinity, -.infinity,
        ]
        var (ranges, none) = (0, 0)
        for x in edges {
            for width in [0.0, 0.01, 32, 100, -1, -40, 2047, 2048] {
                let rect = Rect(x: x, y: x / 2, width: width, height: 20)
                let cells = RectGrid.cells(of: rect).map { [$0.x0, $0.y0, $0.x1, $0.y1] }
                #expect(cells == floors(rect), "\(rect)")
                if cells == nil { none += 1 } else { ranges += 1 }
            }
        }
        #expect(ranges > 40 && none > 40)
        #expect(
            RectGrid.cells(of: Rect(x: -33, y: 0, width: 1, height: 64)).map { [$0.x0, $0.y0, $0.x1, $0.y1] } == [
                -2, 0, -1, 2,
            ])
    }
}
