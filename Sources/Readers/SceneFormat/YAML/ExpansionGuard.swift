import Yams

/// Bounds the tree the scene parser will walk, aliases expanded, before it walks it. An alias
/// is one event in the file but a whole subtree in the tree: 600 lines of
/// `- &pN {subviews: {c: *pN-1}}` nest views 1,200 levels deep (the recursive view parser
/// would overflow the stack), and a few lines of aliases of aliases expand to millions of
/// nodes (millions of duplicate-name errors). One iterative walk, stopped at the first node
/// past either limit, covers every later walk: they all visit a part of this tree.
enum ExpansionGuard {
    /// The node to blame where the expanded tree first goes past a limit, with the message.
    /// Yams keeps no mark for an alias, only the anchored node's; a node reached through an
    /// alias has a mark before its parent's, and that parent is where the alias is written.
    static func check(_ root: Node, text: String) -> (node: Node, message: String)? {
        // No `*` anywhere: no alias, so the tree is the file's own, as deep as `NestingGuard`
        // allows, with at most two nodes per byte (an empty key and value from one `:`).
        var text = text
        let small = text.utf8.count * 2 + 1 < SceneParser.maximumNodes
        if small && !text.withUTF8({ $0.contains(UInt8(ascii: "*")) }) { return nil }
        var stack: [(node: Node, depth: Int, blame: Node?)] = [(root, 1, nil)]
        var visited = 0
        // Whether an alias was expanded so far: a long list without any is not blamed on aliases.
        var throughAliases = false
        while let (node, depth, blame) = stack.popLast() {
            visited += 1
            throughAliases = throughAliases || blame != nil
            if visited > SceneParser.maximumNodes {
                let limit = SceneLimits.format(Double(SceneParser.maximumNodes))
                return (
                    blame ?? node,
                    throughAliases
                        ? "the scene expands to more than \(limit) YAML nodes through aliases; a scene is a few hundred"
                        : "the scene has more than \(limit) YAML nodes; a scene is a few hundred"
                )
            }
            let children: [Node]
            switch node {
            case .scalar: continue
            case .sequence(let sequence): children = Array(sequence)
            case .mapping(let mapping): children = mapping.flatMap { [$0.key, $0.value] }
            }
            if depth > SceneLimits.maximumNesting { return (blame ?? node, tooDeep) }
            for child in children.reversed() {
                stack.append((child, depth + 1, blame ?? (precedes(child, node) ? node : nil)))
            }
        }
        return nil
    }

    static func precedes(_ a: Node, _ b: Node) -> Bool {
        guard let x = a.mark, let y = b.mark else { return false }
        return (x.line, x.column) < (y.line, y.column)
    }

    static var tooDeep: String {
        "nested more than \(SceneLimits.maximumNesting) levels deep through aliases; a scene does not nest this deep"
    }
}
