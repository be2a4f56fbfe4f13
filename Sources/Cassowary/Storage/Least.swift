/// The candidate with the least key among those offered: the "best so far" loop behind every
/// choice the solver makes (a new row's subject, the entering and the leaving symbols).
///
/// Keys end with the candidate's symbol, so that ties break by creation order and every run
/// pivots the same way. On equal keys the first offered stays.
struct Least<Key, Value> {
    private(set) var key: Key?
    private(set) var value: Value?

    init() {}

    /// Keeps `value` when nothing was offered yet or `key` is less than the least so far.
    @inline(__always)
    mutating func offer(_ value: Value, key: Key, by isLess: (Key, Key) -> Bool) {
        if let least = self.key, !isLess(key, least) { return }
        self.key = key
        self.value = value
    }
}

extension Least where Key: Comparable {
    @inline(__always)
    mutating func offer(_ value: Value, key: Key) { offer(value, key: key, by: <) }
}

extension Least where Key == Value, Value: Comparable {
    /// Offers a candidate that is its own key (a symbol, compared by creation order).
    @inline(__always)
    mutating func offer(_ value: Value) { offer(value, key: value, by: <) }

    /// Whether a candidate less than `value` was offered (so that an expensive test of
    /// `value` can be skipped).
    @inline(__always)
    func hasLess(than value: Value) -> Bool { key.map { $0 < value } ?? false }
}
