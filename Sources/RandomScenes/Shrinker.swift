/// Delta debugging for generated scenes: removes views (with everything that names them),
/// constraints, variation entries, view keys and top-level keys while the failure persists,
/// first in halves of the constraint list, then one piece at a time until no single removal
/// keeps the failure (a 1-minimal scene).
public enum Shrinker {
    /// `fails` runs the scene and tells whether it still shows the failure being shrunk.
    public static func shrink(
        _ scene: GeneratedScene, maximumTries: Int = 2000,
        fails: (GeneratedScene) -> Bool
    ) -> GeneratedScene {
        var current = scene
        var tries = 0
        func attempt(_ candidate: GeneratedScene) -> Bool {
            guard tries < maximumTries, candidate != current else { return false }
            tries += 1
            if fails(candidate) { current = candidate; return true }
            return false
        }
        // Halves of the constraint list, then quarters, as ddmin does, while they go.
        var chunk = current.constraints.count / 2
        while chunk >= 2 {
            var start = 0
            while start < current.constraints.count {
                var candidate = current
                candidate.constraints.removeSubrange(start..<min(start + chunk, candidate.constraints.count))
                if !attempt(withoutDangling(candidate)) { start += chunk }
            }
            chunk /= 2
        }
        var changed = true
        while changed && tries < maximumTries {
            changed = false
            for candidate in oneStepSmaller(current) where attempt(candidate) {
                changed = true
                break
            }
        }
        return current
    }

    /// Every scene one piece smaller, larger pieces first.
    static func oneStepSmaller(_ scene: GeneratedScene) -> [GeneratedScene] {
        var result: [GeneratedScene] = []
        for path in viewPaths(scene.views) {
            var candidate = scene
            let removed = removeView(at: path, from: &candidate.views)
            result.append(withoutDangling(candidate, removedNames: Set(removed)))
        }
        for i in scene.constraints.indices {
            var candidate = scene
            candidate.constraints.remove(at: i)
            result.append(withoutDangling(candidate))
        }
        for i in scene.variations.indices {
            var candidate = scene
            candidate.variations.remove(at: i)
            result.append(candidate)
        }
        for path in viewPaths(scene.views) {
            for i in view(at: path, in: scene.views).properties.indices {
                var candidate = scene
                updateView(at: path, in: &candidate.views) { $0.properties.remove(at: i) }
                result.append(candidate)
            }
        }
        for i in scene.settings.indices where scene.settings[i].removable {
            var candidate = scene
            candidate.settings.remove(at: i)
            result.append(candidate)
        }
        return result
    }

    /// Drops the constraints, variation entries and keys that name a removed view or a
    /// constraint id no longer there, until nothing dangles.
    static func withoutDangling(_ scene: GeneratedScene, removedNames: Set<String> = []) -> GeneratedScene {
        var scene = scene
        let gone = removedNames
        while true {
            let ids = Set(scene.constraints.compactMap(\.id).map { "#" + $0 })
            let dangling = { (refs: [String]) in
                refs.contains { gone.contains($0) || ($0.hasPrefix("#") && !ids.contains($0)) }
            }
            let before = (scene.constraints.count, scene.variations.count)
            scene.constraints.removeAll { dangling($0.references) }
            scene.variations.removeAll { dangling($0.references) }
            for path in viewPaths(scene.views) {
                updateView(at: path, in: &scene.views) { $0.properties.removeAll { dangling($0.references) } }
            }
            // A removed constraint may have had an id that variations name: look again.
            if (scene.constraints.count, scene.variations.count) == before { return scene }
        }
    }

    // MARK: - Paths in the view tree

    static func viewPaths(_ views: [GeneratedScene.View], prefix: [Int] = []) -> [[Int]] {
        views.indices.flatMap { i in [prefix + [i]] + viewPaths(views[i].children, prefix: prefix + [i]) }
    }

    static func view(at path: [Int], in views: [GeneratedScene.View]) -> GeneratedScene.View {
        path.count == 1 ? views[path[0]] : view(at: Array(path.dropFirst()), in: views[path[0]].children)
    }

    static func updateView(
        at path: [Int], in views: inout [GeneratedScene.View], _ change: (inout GeneratedScene.View) -> Void
    ) {
        if path.count == 1 {
            change(&views[path[0]])
        } else {
            updateView(at: Array(path.dropFirst()), in: &views[path[0]].children, change)
        }
    }

    /// Removes the view and its subtree; returns the names removed.
    static func removeView(at path: [Int], from views: inout [GeneratedScene.View]) -> [String] {
        if path.count == 1 { return views.remove(at: path[0]).allNames }
        return removeView(at: Array(path.dropFirst()), from: &views[path[0]].children)
    }
}
