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

    private(set) var components: [Component]

    /// Values closer to zero than this count as zero: they are rounding noise.
    static let epsilon = 1e-9

    public static let zero = Weight(components: [])

    init(components: [Component]) { self.components = components }

    /// `value` at priority `level`.
    public init(level: Double, value: Double = 1) {
        components = abs(value) < Weight.epsilon ? [] : [Component(level: level, value: value)]
    }

    public var isZero: Bool { components.isEmpty }
    /// Negative when the highest non-zero level is negative.
    public var isNegative: Bool { components.first.map { $0.value < 0 } ?? false }
    public var isPositive: Bool { components.first.map { $0.value > 0 } ?? false }

    /// The value at one level (0 when absent).
    public func value(atLevel level: Double) -> Double {
        components.first { $0.level == level }?.value ?? 0
    }

    /// `self += other × factor`, merging the sorted component lists.
    mutating func add(_ other: Weight, times factor: Double) {
        if other.components.isEmpty || factor == 0 { return }
        if other.components.count == 1 {
            // Most weights have one level (one constraint's): update in place, no new array.
            let level = other.components[0].level, delta = other.components[0].value * factor
            if let index = components.firstIndex(where: { $0.level == level }) {
                let value = components[index].value + delta
                if abs(value) < Weight.epsilon { components.remove(at: index) } else { components[index].value = value }
            } else if abs(delta) >= Weight.epsilon {
                components.insert(Component(level: level, value: delta),
                                  at: components.firstIndex { $0.level < level } ?? components.count)
            }
            return
        }
        if components.isEmpty {
            components = other.components.compactMap {
                let v = $0.value * factor
                return abs(v) < Weight.epsilon ? nil : Component(level: $0.level, value: v)
            }
            return
        }
        var merged: [Component] = []
        merged.reserveCapacity(components.count + other.components.count)
        var i = 0, j = 0
        let a = components, b = other.components
        while i < a.count || j < b.count {
            let component: Component
            if j == b.count || (i < a.count && a[i].level > b[j].level) {
                component = a[i]; i += 1
            } else if i == a.count || b[j].level > a[i].level {
                component = Component(level: b[j].level, value: b[j].value * factor); j += 1
            } else {
                component = Component(level: a[i].level, value: a[i].value + b[j].value * factor); i += 1; j += 1
            }
            if abs(component.value) >= Weight.epsilon { merged.append(component) }
        }
        components = merged
    }

    func scaled(by factor: Double) -> Weight {
        var result = Weight.zero
        result.add(self, times: factor)
        return result
    }

    /// Lexicographic order: the highest level that differs decides.
    public static func < (lhs: Weight, rhs: Weight) -> Bool {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference.isNegative
    }

    public var description: String {
        components.isEmpty ? "0" : components.map { "\($0.value)@\(formatNumber($0.level))" }.joined(separator: " + ")
    }
}
