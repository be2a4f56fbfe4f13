import SceneModel
import Testing

@testable import Rendering

/// Segue arrows on the storyboard canvas go around the scenes in their way: three 100 × 200
/// scenes in a row, 100 apart (a at x 0, b at 200, c at 400), and one below a.
@Suite struct SegueDetourTests {
    static let frames = [
        "a": Rect(x: 0, y: 0, width: 100, height: 200), "b": Rect(x: 200, y: 0, width: 100, height: 200),
        "c": Rect(x: 400, y: 0, width: 100, height: 200), "d": Rect(x: 0, y: 300, width: 100, height: 200),
    ]

    static func segue(_ from: String, _ to: String) -> StoryboardMap.Segue {
        StoryboardMap.Segue(sourceSceneID: from, destinationSceneID: to, kind: .relationship, sourceViewID: nil)
    }

    static func points(_ arrow: SegueArrow) -> [[Double]] { arrow.points.map { [$0.x, $0.y] } }

    /// a → b has nothing between: straight, edge to edge on the centres' line. a → c would pass
    /// under b: it leaves a's bottom 10 right of its centre (clear of where a straight arrow down
    /// would leave), runs 24 below the row (y 224) and rises into c's bottom 10 left of its
    /// centre; a second detour (to c again, as a second tab's segue would) takes the next lane, 10
    /// further out on each side, and so does c → a, the way back, so that none runs on another.
    @Test func anArrowGoesAroundTheSceneInItsWay() {
        let arrows = SegueArrow.arrows(
            [Self.segue("a", "b"), Self.segue("a", "c"), Self.segue("a", "c"), Self.segue("c", "a")],
            frames: Self.frames,
            sourceView: { _ in nil })
        #expect(Self.points(arrows[0]) == [[100, 100], [200, 100]])
        #expect(arrows[0].middle == (150, 100))
        // The two a → c segues and c → a, all blocked by b, each on a lane of its own.
        #expect(Self.points(arrows[1]) == [[60, 200], [60, 224], [440, 224], [440, 200]])
        #expect(Self.points(arrows[2]) == [[70, 200], [70, 234], [430, 234], [430, 200]])
        #expect(arrows[1].middle == (250, 224))
        #expect(Self.points(arrows[3]) == [[420, 200], [420, 244], [80, 244], [80, 200]])
    }

    /// A mostly vertical arrow goes around on the right: from a down to d below it is straight,
    /// but with a scene in the gap it leaves a's right edge (10 below its middle), runs 24 right
    /// of the widest of them and comes back into d's right edge (10 above its middle). A run that would cross another scene moves past it.
    @Test func aVerticalArrowGoesAroundOnTheRight() {
        var frames = Self.frames
        #expect(
            Self.points(SegueArrow.arrows([Self.segue("a", "d")], frames: frames) { _ in nil }[0])
                == [[50, 200], [50, 300]])
        frames["m"] = Rect(x: 20, y: 230, width: 60, height: 40)
        let around = SegueArrow.arrows([Self.segue("a", "d")], frames: frames) { _ in nil }[0]
        #expect(Self.points(around) == [[100, 110], [124, 110], [124, 390], [100, 390]])
        // A scene right of the run: the run moves 24 past it.
        frames["r"] = Rect(x: 110, y: 250, width: 40, height: 40)
        let further = SegueArrow.arrows([Self.segue("a", "d")], frames: frames) { _ in nil }[0]
        #expect(Self.points(further) == [[100, 110], [174, 110], [174, 390], [100, 390]])
    }

    /// A title band counts as its scene; touching an edge is not crossing it.
    @Test func aSegmentCrossesTheInsideOfARectOnly() {
        let rect = Rect(x: 10, y: 10, width: 10, height: 10)
        #expect(SegueDetour.segment((0, 15), (30, 15), crosses: rect))
        #expect(!SegueDetour.segment((0, 10), (30, 10), crosses: rect))
        #expect(!SegueDetour.segment((0, 15), (10, 15), crosses: rect))
        #expect(SegueDetour.segment((0, 0), (30, 30), crosses: rect))
        #expect(!SegueDetour.segment((0, 30), (30, 25), crosses: rect))
        let detour = SegueDetour(frames: ["x": Rect(x: 0, y: 100, width: 50, height: 50)], bounds: nil)
        // The line at y 90 passes through x's 28-point title band above it.
        #expect(detour.isBlocked(from: (-10, 90), to: (60, 90), except: []))
        #expect(!detour.isBlocked(from: (-10, 60), to: (60, 60), except: []))
    }

    /// An embed segue starts from its container view, but its run passes below the whole scene
    /// the view is in (24 below a's bottom, not the view's).
    @Test func anEmbedSeguesDetourPassesBelowItsScene() {
        let segue = StoryboardMap.Segue(sourceSceneID: "a", destinationSceneID: "c", kind: .embed, sourceViewID: "v")
        let arrow = SegueArrow.arrows([segue], frames: Self.frames) { _ in Rect(x: 10, y: 20, width: 80, height: 60) }[
            0]
        #expect(Self.points(arrow) == [[60, 80], [60, 224], [440, 224], [440, 200]])
    }

    /// Lanes are counted per band: four detours below the top row leave the bottom row's first
    /// lane free (e → g around f, 24 below the row, within the canvas's 60-point margin), and a
    /// leg that would leave its scene's half (a fifth from a 100-point scene) keeps the straight line.
    @Test func eachRowsDetoursHaveLanesOfTheirOwn() {
        var frames = Self.frames
        frames["e"] = Rect(x: 0, y: 400, width: 100, height: 200)
        frames["f"] = Rect(x: 200, y: 400, width: 100, height: 200)
        frames["g"] = Rect(x: 400, y: 400, width: 100, height: 200)
        frames["d"] = nil
        let segues = Array(repeating: Self.segue("a", "c"), count: 5) + [Self.segue("e", "g")]
        let arrows = SegueArrow.arrows(segues, frames: frames, bounds: Rect(x: -60, y: -88, width: 620, height: 748)) {
            _ in nil
        }
        #expect(arrows[3].bends.map(\.y) == [254, 254])
        #expect(arrows[4].bends.isEmpty)
        #expect(Self.points(arrows[5]) == [[60, 600], [60, 624], [440, 624], [440, 600]])
    }
}
