import Testing
import RandomScenes
import SceneFormat

/// The shrinker keeps the failure and drops everything else, and what it leaves still parses.
@Suite struct ShrinkerTests {
    /// A scene with a label among unrelated views, constraints on all of them, and a variation.
    func scene() -> GeneratedScene {
        var scene = GeneratedScene(title: "Shrink me")
        scene.settings = [
            .init(key: "devices", value: "[iPhone 8]"), .init(key: "orientations", value: "[portrait, landscape]"),
        ]
        scene.views = [
            .init(name: "a", type: "view", properties: [.init(key: "background", value: "red")]),
            .init(
                name: "Box", type: "view", childrenKey: "subviews",
                children: [
                    .init(
                        name: "Culprit", type: "label",
                        properties: [.init(key: "text", value: "\"x\""), .init(key: "lines", value: "0")]),
                    .init(name: "b", type: "button", properties: [.init(key: "title", value: "\"OK\"")]),
                ]),
            .init(name: "c", type: "switch"),
        ]
        scene.constraints = [
            .init(text: "a.Leading = Superview.LeadingMargin", references: ["a"]),
            .init(text: "b.Width = 2 x a.Width", id: "c1", references: ["b", "a"]),
            .init(text: "Culprit.Top = Safe Area.Top + 20", references: ["Culprit"]),
            .init(text: "H:|-[a]-[c]-|", references: ["a", "c"]),
            .init(text: "c.Height >= 40 @750", references: ["c"]),
        ]
        scene.variations = [.init(sizeClass: "compact-regular", change: .uninstall(id: "c1"))]
        return scene
    }

    /// "Fails" while a constraint names Culprit: the minimum is Culprit, its parent and that constraint.
    @Test func shrinksToTheConstraintThatMatters() throws {
        var calls = 0
        let minimal = Shrinker.shrink(scene()) { candidate in
            calls += 1
            return candidate.constraints.contains { $0.text.hasPrefix("Culprit.") }
        }
        #expect(minimal.constraints.map(\.text) == ["Culprit.Top = Safe Area.Top + 20"])
        #expect(minimal.views.map(\.name) == ["Box"])
        #expect(minimal.views[0].children.map(\.name) == ["Culprit"])
        #expect(minimal.views[0].children[0].properties.isEmpty)
        #expect(minimal.variations.isEmpty)
        #expect(minimal.settings.isEmpty)
        #expect(calls > 5)
        _ = try SceneParser.parse(minimal.yaml(), file: "minimal.yaml")
    }

    /// Removing a view removes what names it, so the candidates stay valid scenes.
    @Test func everyCandidateParses() throws {
        var invalid: [String] = []
        _ = Shrinker.shrink(scene()) { candidate in
            if (try? SceneParser.parse(candidate.yaml(), file: "candidate.yaml")) == nil {
                invalid.append(candidate.yaml())
            }
            return candidate.viewCount >= 2
        }
        #expect(invalid.isEmpty, "\(invalid.first ?? "")")
    }

    /// A failure that needs nothing in particular shrinks to the empty scene.
    @Test func shrinksToNothingWhenNothingMatters() {
        let minimal = Shrinker.shrink(scene()) { _ in true }
        #expect(minimal.views.isEmpty && minimal.constraints.isEmpty && minimal.variations.isEmpty)
    }

    /// A scene that stops failing is never kept.
    @Test func keepsTheSceneWhenNoSmallerOneFails() {
        let original = scene()
        #expect(Shrinker.shrink(original) { $0 == original } == original)
    }
}
