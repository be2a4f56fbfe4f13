import Yams

extension Node.Mapping {
    /// `self[key]` (the value of the last key equal to `key`) without Yams's cost: its subscript
    /// compares keys as nodes, resolving both tags with regular expressions on every match, and
    /// that was a tenth of a scene's parsing. Keys with no explicit tag resolve alike when their
    /// text is equal; a tagged key (`!!str type`, rare) is left to Yams's own comparison.
    func value(forKey key: String) -> Node? {
        // Indices from the end (the collection is only forward: `reversed()` would copy it).
        var index = endIndex
        while index > startIndex {
            index -= 1
            guard case .scalar(let scalar) = self[index].key, scalar.string == key else { continue }
            return scalar.tag.description.isEmpty ? self[index].value : self[key]
        }
        return nil
    }
}
