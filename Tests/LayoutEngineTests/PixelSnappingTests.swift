import Foundation
import LayoutEngine
import SceneFormat
import SceneModel
import TestSupport
import Testing
import TextMetrics

/// Frames snap as UIKit snaps them (docs/uikit-rules.md): each edge to the nearest pixel of the
/// device's grid, halves up, in the root's coordinates; sizes follow from the edges.
@Suite struct PixelSnappingTests {
    func solve(_ yaml: String, device: String = "iPhone X", measurer: any TextMeasuring = FakeMeasurer()) throws
        -> SolvedLayout
    {
        try solve(SceneParser.parse(yaml, file: "test.yaml"), device: device, measurer: measurer)
    }

    func solve(_ scene: Scene, device: String = "iPhone X", measurer: any TextMeasuring = FakeMeasurer()) throws
        -> SolvedLayout
    {
        let configuration = Configuration(device: scene.devices.first ?? DeviceCatalog.device(named: device)!)
        return try LayoutSolver(measurer: measurer).solve(scene, in: configuration)
    }

    func expectFrame(
        _ layout: SolvedLayout, _ name: String, _ expected: [Double],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let frame = layout.view(named: name)?.frame.array ?? []
        #expect(
            frame.count == 4 && zip(frame, expected).allSatisfy { abs($0 - $1) < 0.01 },
            "\(name): \(frame) != \(expected)", sourceLocation: sourceLocation)
    }

    // MARK: The rounding of one coordinate

    /// 161.1667 is 483.5 pixels at 3x: a tie, which goes up (docs/uikit-rules.md, Pixel snapping: UIKit shows 161.333).
    @Test func halfPixelsRoundUp() {
        #expect(snapToPixels(483.5 / 3, scale: 3) == 484.0 / 3)
        #expect(snapToPixels(1214.5 / 3, scale: 3) == 405)  // a y of 404.8333
        #expect(snapToPixels(950.25, scale: 2) == 950.5)  // docs/uikit-rules.md, Pixel snapping: observed at 2x
        #expect(snapToPixels(950.2, scale: 2) == 950)
        #expect(snapToPixels(10.5, scale: 1) == 11)
        // Up means towards +∞ on both sides of zero, as a floor of v·s + 0.5.
        #expect(snapToPixels(-0.25, scale: 2) == 0)
        #expect(snapToPixels(-0.75, scale: 2) == -0.5)
    }

    /// Solver noise below a tie still rounds up; a real distance below it rounds down.
    @Test func tiesAreFoundWithinAMillionthOfAPixel() {
        #expect(snapToPixels(483.4999999 / 3, scale: 3) == 484.0 / 3)
        #expect(snapToPixels(483.4999 / 3, scale: 3) == 161)
        #expect(snapToPixels(483.5000001 / 3, scale: 3) == 484.0 / 3)
        #expect(snapToPixels(161.1665, scale: 3) == 161)  // 483.4995 pixels
    }

    // MARK: Frames by their edges

    /// A 52.667-point label centred in 375 points sits at 161.1667: UIKit shows 161.333, and the
    /// right edge (213.8333, also a tie) at 214, so the width stays 52.667.
    @Test func aCentredLabelSnapsUp() throws {
        // FakeMeasurer: 6 characters × 14.6 × 0.6 = 52.56, rounded up to 52.667 at 3x.
        let label = Item.view("Label")
        let layout = try solve(
            testScene(
                device: "iPhone X",
                [
                    view("Label", .label) {
                        $0.text = "Centre"; $0.font = .system(14.6)
                    }
                ],
                [label.centerX == superview.centerX, label.top == superview.top + 100]))
        expectFrame(layout, "Label", [161.333, 100, 52.667, 17.667])
    }

    /// A 7/3-point box centred in the iPhone X's 812 points: y = 404.8333, 1214.5 pixels, shown at 405.
    @Test func aCentredYSnapsUp() throws {
        let box = Item.view("Box")
        let layout = try solve(
            testScene(
                device: "iPhone X", [view("Box") { $0.intrinsicSize = Size(width: 30, height: 7.0 / 3) }],
                [box.centerY == rootView.centerY, box.leading == rootView.leading]))
        expectFrame(layout, "Box", [0, 405, 30, 2.333])
    }

    /// Three views 143.5 wide between 30-point gaps: edges at 30, 173.5 and 203.5 (ties at 3x)
    /// and 347. The middle widths differ by a pixel and the row stays closed, as Xcode stored it
    /// for the same constraints (corpus: Rio-iOS chapter06 TenView, 143.667 and 143.333).
    @Test func equalWidthsTakeUnequalPixelsToStayAbutting() throws {
        let layout = try solve(
            """
            devices: [{name: Tall, size: [377, 800], scale: 3}]
            views:
              A: {}
              Spacer 1: {}
              B: {}
              Spacer 2: {}
              C: {}
            constraints:
              - "H:|[A(30)][Spacer 1][B(30)][Spacer 2(==Spacer 1)][C(30)]|"
              - "V:|[A(36)]"
              - "V:|[Spacer 1(36)]"
              - "V:|[B(36)]"
              - "V:|[Spacer 2(36)]"
              - "V:|[C(36)]"
            """)
        expectFrame(layout, "Spacer 1", [30, 0, 143.667, 36])
        expectFrame(layout, "B", [173.667, 0, 30, 36])
        expectFrame(layout, "Spacer 2", [203.667, 0, 143.333, 36])
        expectFrame(layout, "C", [347, 0, 30, 36])
    }

    /// The cookbook's "Two Buttons with Equal Spacing" on an 834-point iPad at 2x: the centre
    /// dummy ends where the long button starts (a required constraint), and the five widths
    /// fill the 794 points between the margins.
    @Test func twoButtonsWithEqualSpacingStayAbuttingOnAnIPad() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scene = try SceneParser.parse(
            contentsOf: root.appendingPathComponent("Samples/two-buttons-with-equal-spacing.yaml").path)
        let configuration = Configuration(device: DeviceCatalog.device(named: "iPad Pro (11-inch)")!)
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
        let names = ["Leading Dummy View", "Short Button", "Center Dummy View", "Long Button", "Trailing Dummy View"]
        let frames = names.map { layout.view(named: $0)!.frame }
        for (left, right) in zip(frames, frames.dropFirst()) {
            #expect(abs(left.maxX - right.minX) < 0.01, "\(left) then \(right)")
        }
        #expect(abs(frames.map(\.width).reduce(0, +) - 794) < 0.01)
        // The dummies are (794 - 2 × 174) / 3 = 148.667 wide: edges at 168.667 (337.33 pixels),
        // 491.333 (982.67) and 665.333 (1330.67) go to 168.5, 491.5 and 665.5.
        expectFrame(layout, "Leading Dummy View", [20, 1154, 148.5, 0])
        expectFrame(layout, "Center Dummy View", [342.5, 1154, 149, 0])
        expectFrame(layout, "Long Button", [491.5, 1124, 174, 30])
    }

    /// Edges snap in the root's coordinates; a frame in its superview is the difference of two
    /// snapped rectangles. A container at 10.25 (20.5 pixels at 2x: 10.5) holding a child 10.25
    /// further in (root 20.5, 41 pixels): the child is at 10 in its container, not at 10.5.
    @Test func nestedFramesSnapInRootCoordinates() throws {
        let container = Item.view("Container"), child = Item.view("Child")
        let layout = try solve(
            testScene(
                device: "iPhone 8", [view("Container", subviews: [view("Child")])],
                [
                    container.leading == rootView.leading + 10.25, container.top == rootView.top + 100,
                    container.width == 100, container.height == 100,
                    child.leading == superview.leading + 10.25, child.top == superview.top, child.width == 50,
                    child.height == 50,
                ]), device: "iPhone 8")
        expectFrame(layout, "Container", [10.5, 100, 100, 100])
        expectFrame(layout, "Child", [10, 0, 50, 50])
        #expect(layout.view(named: "Child")?.rootFrame == Rect(x: 20.5, y: 100, width: 50, height: 50))
    }
}
