import LayoutEngine
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// Views are identified by a `ViewID`, apart from their names: found by id, by name and by
/// parent in the solved layout, and an id a scene gives twice is refused.
@Suite struct ViewIdentityTests {
    static let iPhone8 = Configuration(device: DeviceCatalog.device(named: "iPhone 8")!, orientation: .portrait)

    func solve(_ scene: Scene) throws -> SolvedLayout {
        try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: Self.iPhone8)
    }

    @Test func aNamedViewIsIdentifiedByItsNormalizedName() {
        #expect(ViewID(name: "Name Label") == ViewID(name: "nameLabel"))
        #expect(ViewID(name: "Name Label").rawValue == "namelabel")
        #expect(ViewSpec(name: "Name Label").id == ViewID("namelabel"))
        #expect(ViewID(name: "Name Label") != ViewID(name: "Name Field"))
    }

    /// Card (20, 40, 200 × 100) holds Title at (10, 10) in it: 30, 50 in the root.
    @Test func viewsAndTheirAncestorsAreFoundByIdAndName() throws {
        let scene = try SceneParser.parse(
            """
            views:
              Card:
                subviews:
                  Title: {intrinsicSize: [50, 20]}
            constraints:
              - Card.Leading = Superview.Leading + 20
              - Card.Top = Superview.Top + 40
              - Card.Width = 200
              - Card.Height = 100
              - Title.Leading = Superview.Leading + 10
              - Title.Top = Superview.Top + 10
            """, file: "test.yaml")
        let layout = try solve(scene)
        let title = try #require(layout.view(id: ViewID(name: "Title")))
        #expect(title.frame == Rect(x: 10, y: 10, width: 50, height: 20))
        #expect(title.rootFrame == Rect(x: 30, y: 50, width: 50, height: 20))
        #expect(layout.view(named: " title ")?.rootFrame == title.rootFrame)
        let card = try #require(layout.parent(of: title))
        #expect(card.spec.name == "Card" && card.frame == Rect(x: 20, y: 40, width: 200, height: 100))
        #expect(layout.parent(of: card) == nil)
        #expect(layout.ancestors(of: title).map(\.spec.name) == ["Card"])
        #expect(layout.view(id: ViewID(name: "Missing")) == nil)
    }

    /// A storyboard's views: unnamed, told apart by their Interface Builder ids, placed by
    /// their design frames (autoresizing).
    @Test func unnamedViewsAreToldApartByTheirIds() throws {
        var scene = Scene(title: "Storyboard")
        var outer = ViewSpec(name: "")
        outer.id = ViewID("8bC-Xf-vdC")
        outer.designFrame = Rect(x: 10, y: 20, width: 300, height: 200)
        var inner = ViewSpec(name: "")
        inner.id = ViewID("Ab1-cD-234")
        inner.designFrame = Rect(x: 5, y: 6, width: 70, height: 80)
        outer.subviews = [inner]
        scene.root.subviews = [outer]
        let layout = try solve(scene)
        let found = try #require(layout.view(id: ViewID("Ab1-cD-234")))
        #expect(found.frame == Rect(x: 5, y: 6, width: 70, height: 80))
        #expect(found.rootFrame == Rect(x: 15, y: 26, width: 70, height: 80))
        #expect(layout.parent(of: found)?.id == ViewID("8bC-Xf-vdC"))
        #expect(layout.view(named: "") == nil)
    }

    @Test func aSceneBuiltInCodeWithTwoViewsOfOneNameIsRefused() {
        var scene = Scene(title: "Twins")
        var second = ViewSpec(name: "box")
        second.location = SourceLocation(file: "twins.swift", line: 7, column: 3)
        scene.root.subviews = [ViewSpec(name: "Box"), second]
        #expect(
            throws: Diagnostic(
                "duplicate view name 'box' (names ignore case and spaces)",
                at: SourceLocation(file: "twins.swift", line: 7, column: 3))
        ) {
            try solve(scene)
        }
    }

    @Test func twoViewsWithOneIdAreRefused() {
        var scene = Scene(title: "Twins")
        var first = ViewSpec(name: "First"), second = ViewSpec(name: "Second")
        first.id = ViewID("8bC-Xf-vdC")
        second.id = ViewID("8bC-Xf-vdC")
        scene.root.subviews = [first, second]
        #expect(throws: Diagnostic("duplicate view id '8bC-Xf-vdC'")) { try solve(scene) }
    }
}
