/// One term of a linear expression: `coefficient × variable`.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient × variable + constant`.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(constant: Double) { self.init([], constant: constant) }

    /// Whether every number in the expression is finite.
    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The expression's value with the given variable values.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            let c = term.coefficient
            parts.append(c == 1 ? "\(term.variable)" : "\(formatNumber(c))*\(term.variable)")
        }
        if constant != 0 || parts.isEmpty { parts.append(formatNumber(constant)) }
        return parts.joined(separator: " + ")
    }
}

func formatNumber(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
}

// Operators so that tests and users can write `x + 2 * y - 10`.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public prefix func - (e: Expression) -> Expression {
    Expression(e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
}
public func - (lhs: Expression, rhs: Expression) -> Expression { Expression.difference(leading: nil, lhs, rhs) }

extension Expression {
    /// `leading + lhs - rhs` in one new array (none when only constants are subtracted):
    /// every constraint is built this way, and a negated copy and a concatenation were
    /// three allocations.
    static func difference(leading: Variable?, _ lhs: Expression, _ rhs: Expression) -> Expression {
        let constant = lhs.constant - rhs.constant
        if leading == nil && rhs.terms.isEmpty { return Expression(lhs.terms, constant: constant) }
        let count = (leading == nil ? 0 : 1) + lhs.terms.count + rhs.terms.count
        let terms = [Term](unsafeUninitializedCapacity: count) { buffer, initialized in
            var next = buffer.baseAddress!
            if let leading { next.initialize(to: Term(leading)); next += 1 }
            for term in lhs.terms { next.initialize(to: term); next += 1 }
            for term in rhs.terms { next.initialize(to: Term(term.variable, -term.coefficient)); next += 1 }
            initialized = count
        }
        return Expression(terms, constant: constant)
    }
}
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + (-rhs) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + (-rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(constant: lhs) - Expression(rhs) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
public func * (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
}
