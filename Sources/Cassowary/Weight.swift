/// A lexicographic cost: one real number per priority level.
///
/// Auto Layout's optional priorities are strictly ordered: one violated constraint at 251
/// costs more than any number of violated constraints at 250. A weighted sum with finite
/// weights cannot promise that, so the objective's coefficients are vectors, compared from
/// the highest level down (the "symbolic weights" of the original Cassowary paper).
/// Components are kept sorted by descending level; zero components are dropped.
public struct Weight: Sendable, Equatable, CustomStringConvertible {
    struct Component: Sendable, Equatable {
        var level: Double
        var value: Double
    }

    // The highest non-zero component inline (value 0: the zero weight), the others, when
    // there are any, in an array: most weights have one level, and the objective holds
    // thousands of them; an array each was an allocation per cell.
    private var head: Component
    private var tail: [Component]?

    /// Values closer to zero than this count as zero: they are rounding noise.
    static let epsilon = 1e-9

    public static let zero = Weight(level: 0, value: 0)

    /// The components, highest level first, none zero.
    var components: [Component] {
        head.value == 0 ? [] : [head] + (tail ?? [])
    }

    init(components: [Component]) {
        if let first = components.first {
            head = first
            tail = components.count > 1 ? Array(components.dropFirst()) : nil
        } else {
            head = Component(level: 0, value: 0)
            tail = nil
        }
    }

    /// `value` at priority `level`.
    public init(level: Double, value: Double = 1) {
        head = Component(level: level, value: abs(value) < Weight.epsilon ? 0 : value)
        tail = nil
    }

    public var isZero: Bool { head.value == 0 }
    /// Negative when the highest non-zero level is negative.
    public var isNegative: Bool { head.value < 0 }
    public var isPositive: Bool { head.value > 0 }

    /// The value at one level (0 when absent).
    public func value(atLevel level: Double) -> Double {
        components.first { $0.level == level }?.value ?? 0
    }

    /// `self += other × factor`, merging the sorted component lists.
    @inline(__always)
    mutating func add(_ other: Weight, times factor: Double) {
        if other.isZero || factor == 0 { return }
        if other.tail == nil && tail == nil && (isZero || head.level == other.head.level) {
            // One level on both sides (most updates): in place, inlined into the objective's loops.
            let value = (isZero ? 0 : head.value) + other.head.value * factor
            head = Component(level: other.head.level, value: abs(value) < Weight.epsilon ? 0 : value)
            return
        }
        addAcrossLevels(other, times: factor)
    }

    /// `add` when either weight has several levels.
    private mutating func addAcrossLevels(_ other: Weight, times factor: Double) {
        if other.tail == nil, !isZero, let index = tail?.firstIndex(where: { $0.level == other.head.level }) {
            // One level, found in the tail: in place.
            let value = tail![index].value + other.head.value * factor
            if abs(value) < Weight.epsilon {
                tail!.remove(at: index)
                if tail!.isEmpty { tail = nil }
            } else {
                tail![index].value = value
            }
            return
        }
        var merged: [Component] = []
        merged.reserveCapacity(count + other.count)
        var i = 0, j = 0
        while i < count || j < other.count {
            let component: Component
            if j == other.count || (i < count && self[i].level > other[j].level) {
                component = self[i]; i += 1
            } else if i == count || other[j].level > self[i].level {
                component = Component(level: other[j].level, value: other[j].value * factor); j += 1
            } else {
                component = Component(level: self[i].level, value: self[i].value + other[j].value * factor); i += 1;
                j += 1
            }
            if abs(component.value) >= Weight.epsilon { merged.append(component) }
        }
        self = Weight(components: merged)
    }

    /// The number of components.
    private var count: Int { isZero ? 0 : 1 + (tail?.count ?? 0) }
    /// The component at an index, highest level first.
    private subscript(index: Int) -> Component { index == 0 ? head : tail![index - 1] }

    func scaled(by factor: Double) -> Weight {
        var result = Weight.zero
        result.add(self, times: factor)
        return result
    }

    /// Lexicographic order: the highest level that differs (by more than `epsilon`) decides:
    /// the sign of `lhs - rhs`, merged level by level without building the difference (the
    /// dual simplex compares weights of several levels in every ratio test).
    public static func < (lhs: Weight, rhs: Weight) -> Bool {
        var i = 0, j = 0
        while i < lhs.count || j < rhs.count {
            let difference: Double
            if j == rhs.count || (i < lhs.count && lhs[i].level > rhs[j].level) {
                difference = lhs[i].value
                i += 1
            } else if i == lhs.count || rhs[j].level > lhs[i].level {
                difference = -rhs[j].value
                j += 1
            } else {
                difference = lhs[i].value - rhs[j].value
                i += 1
                j += 1
            }
            if abs(difference) >= Weight.epsilon { return difference < 0 }
        }
        return false
    }

    public static func == (lhs: Weight, rhs: Weight) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
        return true
    }

    public var description: String {
        isZero ? "0" : components.map { "\($0.value)@\(formatNumber($0.level))" }.joined(separator: " + ")
    }
}
