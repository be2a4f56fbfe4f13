import Yams

extension PlainYAMLReader {
    /// Whether two trees are the same node for node: kinds, strings, tags, styles and marks.
    /// (Yams's `==` resolves tags and ignores marks and styles.) Debug builds compare every
    /// plain read with Yams's own, so that each scene the tests parse checks the reader.
    static func sameTree(_ a: Node, _ b: Node) -> Bool {
        func sameMark(_ x: Mark?, _ y: Mark?) -> Bool { x?.line == y?.line && x?.column == y?.column }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)):
            return x.string == y.string && x.style == y.style && x.tag.description == y.tag.description
                && sameMark(x.mark, y.mark)
        case (.sequence(let x), .sequence(let y)):
            return x.count == y.count && x.style == y.style && x.tag.description == y.tag.description
                && sameMark(x.mark, y.mark) && zip(x, y).allSatisfy { sameTree($0, $1) }
        case (.mapping(let x), .mapping(let y)):
            return x.count == y.count && x.style == y.style && x.tag.description == y.tag.description
                && sameMark(x.mark, y.mark)
                && zip(x, y).allSatisfy { sameTree($0.key, $1.key) && sameTree($0.value, $1.value) }
        default:
            return false
        }
    }

    /// `read`, and in debug and fuzzing builds the check that Yams composes the same tree
    /// (the fuzzer, `make fuzz`, thus compares the two readers on every input it makes).
    static func checkedRead(_ text: String) -> Node? {
        let root = read(text)
        #if FUZZING
            precondition(agreesWithYams(root, text), "PlainYAMLReader read a tree Yams does not: \(text.prefix(2000))")
        #else
            assert(agreesWithYams(root, text), "PlainYAMLReader read a tree Yams does not: \(text.prefix(2000))")
        #endif
        return root
    }

    /// No plain tree, or the tree Yams composes from the same text.
    static func agreesWithYams(_ root: Node?, _ text: String) -> Bool {
        root.map { root in (try? Yams.compose(yaml: text)).flatMap { $0 }.map { sameTree(root, $0) } ?? false } ?? true
    }
}
