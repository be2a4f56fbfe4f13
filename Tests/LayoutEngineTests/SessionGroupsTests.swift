import LayoutEngine
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// Configurations of different devices and orientations laid out from one tableau: those that
/// decide the same before solving (`SessionGroups`), by one `LayoutSession`.
@Suite struct SessionGroupsTests {
    /// Cookbook's "Two Views with Complex Widths": Blue keeps its 150-point minimum below 458
    /// points between the margins, Red takes the rest.
    func scene(devices: String, orientations: String = "[portrait]", root: String = "") throws -> Scene {
        try SceneParser.parse(
            """
            devices: \(devices)
            orientations: \(orientations)
            \(root)
            views:
              Blue View: {}
              Red View: {}
            constraints:
              - Blue View.Leading = Superview.LeadingMargin
              - Red View.Leading = Blue View.Trailing + Standard
              - Red View.Trailing = Superview.TrailingMargin
              - Blue View.Top = Top Layout Guide.Bottom + 20.0
              - Red View.Top = Top Layout Guide.Bottom + 20.0
              - Bottom Layout Guide.Top = Blue View.Bottom + 20.0
              - Bottom Layout Guide.Top = Red View.Bottom + 20.0
              - Red View.Width = 2.0 x Blue View.Width (Priority 750)
              - Blue View.Width >= 150.0
            """, file: "test.yaml")
    }

    /// Each group's configurations, as `DEVICE ORIENTATION`.
    func groups(_ scene: Scene) -> [[String]] {
        let configurations = scene.configurations
        let numbers = SessionGroups.of(configurations, scene: scene)
        let count = (numbers.compactMap { $0 }.max() ?? -1) + 1
        return (0..<count).map { group in
            configurations.indices.filter { numbers[$0] == group }.map {
                "\(configurations[$0].device.name) \(configurations[$0].orientation.rawValue)"
            }
        }
    }

    /// Of the 40 configurations of the built-in devices, 18 share: the two 2x phones without a
    /// notch in each orientation, the iPad (9th generation) in both, and the other iPads in both
    /// (24-point status bar, 20-point home indicator, regular in both axes, readable width capped).
    @Test func builtInDevicesInBothOrientations() throws {
        var scene = try scene(devices: "[iPhone 8]", orientations: "[portrait, landscape]")
        scene.devices = DeviceCatalog.all
        let found = groups(scene)
        #expect(
            found == [
                ["iPhone SE (1st generation) portrait", "iPhone 8 portrait"],
                ["iPhone SE (1st generation) landscape", "iPhone 8 landscape"],
                [
                    "iPad mini (6th generation) portrait", "iPad mini (6th generation) landscape",
                    "iPad Air (5th generation) portrait", "iPad Air (5th generation) landscape",
                    "iPad Pro (11-inch) portrait", "iPad Pro (11-inch) landscape",
                    "iPad Pro (12.9-inch) portrait", "iPad Pro (12.9-inch) landscape",
                    "iPad Pro 11-inch (M4) portrait", "iPad Pro 11-inch (M4) landscape",
                    "iPad Pro 13-inch (M4) portrait", "iPad Pro 13-inch (M4) landscape",
                ],
                ["iPad (9th generation) portrait", "iPad (9th generation) landscape"],
            ])
        // Text sizes and which side leading is are decided too: a group keeps one of each.
        scene.sizeCategories = [.L, .AX1]
        scene.directions = [.ltr, .rtl]
        let configurations = scene.configurations
        let numbers = SessionGroups.of(configurations, scene: scene)
        var kept: [Int: (SizeCategory, LayoutDirection)] = [:]
        for (number, configuration) in zip(numbers, configurations) {
            guard let number else { continue }
            let decided = kept[number] ?? (configuration.sizeCategory, configuration.direction)
            kept[number] = decided
            #expect(decided == (configuration.sizeCategory, configuration.direction), "\(configuration.summary)")
        }
        // At AX1 the readable width (1,106.8 points) caps the wider iPads' landscape only: their
        // group splits in 3 and 5, still 18 shared.
        #expect(numbers.filter { $0 != nil }.count == 18 * 4)
        #expect(Set(numbers.compactMap { $0 }).count == 4 * 2 + 5 * 2)
    }

    /// A root sized by its content is measured in each configuration: no groups.
    @Test func rootSizedByItsContentSharesNothing() throws {
        let scene = try scene(devices: "[iPhone SE (1st generation), iPhone 8]", root: "rootSizing: fitsHeight")
        #expect(SessionGroups.of(scene.configurations, scene: scene) == [nil, nil])
    }

    /// The root following the readable width: its margins grow with the iPad's width, so that
    /// each iPad's configurations are alone.
    @Test func readableWidthMarginsSplitTheIPads() throws {
        var scene = try scene(devices: "[iPad Air (5th generation), iPad Pro (11-inch)]")
        #expect(groups(scene).count == 1)
        scene.root.layoutMarginsFollowReadableWidth = true
        #expect(SessionGroups.of(scene.configurations, scene: scene) == [nil, nil])
    }

    /// The iPhone SE (1st generation) and the iPhone 8 in portrait from one tableau, the root's
    /// size moved from 320 × 568 to 375 × 667; the iPhone 8 Plus (3x, 20-point margins) from another.
    @Test func oneTableauForTwoDevices() throws {
        let scene = try scene(devices: "[iPhone SE (1st generation), iPhone 8, iPhone 8 Plus]")
        let solver = LayoutSolver(measurer: FakeMeasurer())
        let session = LayoutSession(scene: scene, solver: solver)
        let configurations = scene.configurations
        let small = try session.layout(in: configurations[0])
        let medium = try session.layout(in: configurations[1])
        #expect(session.tableauxBuilt == 1)
        #expect(small.view(named: "Blue View")?.frame.array == [16, 40, 150, 508])
        #expect(small.view(named: "Red View")?.frame.array == [174, 40, 130, 508])
        #expect(medium.view(named: "Blue View")?.frame.array == [16, 40, 150, 607])
        #expect(medium.view(named: "Red View")?.frame.array == [174, 40, 185, 607])
        #expect(medium.configuration == configurations[1])
        let large = try session.layout(in: configurations[2])
        #expect(session.tableauxBuilt == 2)
        #expect(session.incrementalLayouts == 3)
        // 414 − 40 − 8 = 366 between the margins: Red twice Blue, 244 and 122 — under Blue's 150.
        #expect(large.view(named: "Blue View")?.frame.array == [20, 40, 150, 676])
        #expect(large.view(named: "Red View")?.frame.array == [178, 40, 216, 676])
        for (layout, configuration) in zip([small, medium, large], configurations) {
            let fresh = try solver.solve(scene, in: configuration)
            #expect(layout.views.map(\.frame) == fresh.views.map(\.frame))
        }
    }
}
