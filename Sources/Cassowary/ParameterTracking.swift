/// A parameter the constants of a solver's constraints move with (a layout's root width), and
/// the range of it over which a solve from scratch makes the same choices as the one tracked.
///
/// Set as `Solver.parameter` before the constraints are added. Each constraint's constant is
/// then `c + rate·p`, where c is the constant as written (the parameter's value at the solve)
/// and p the parameter's offset from it. Choices are made at p = 0, as without tracking: the
/// numbers the solver computes are the same bit for bit. Each row carries its constant's rate
/// beside its constant (pivots are linear, so the rate is the constant's derivative along p),
/// and every choice that reads a constant (the sign of a new row, the ratio test, the tests
/// against `Row.epsilon`, the pinned rows of `UniqueValueTest`, the ambiguity probe's ratio
/// test) narrows the range to the offsets where it would be made the same way. Coefficients
/// never depend on p, so the choices that read only them (subjects, entering symbols, cells
/// dropped) are the same everywhere.
///
/// Within the range a solve from scratch at the parameter's value `value + p` pivots the same
/// way, ends at the same basis, and its solution is the tracked one's moved along the rates
/// (`Solver.parameterRate(of:)`), in exact arithmetic: at an end of the range a tie may go the
/// other way, so the ends themselves are not promised (the range is open but for 0). A choice
/// the tracking does not analyse (a removal, a suggested value), or one that compares numbers
/// closer than rounding can tell apart, shrinks the range to 0.
///
/// One tracking may follow several solvers (a layout that retries its constraints in another
/// order): the range is then where all of them make their choices alike.
public final class ParameterTracking {
    /// Each constraint's rate, by the constraint's identity (the caller keeps the constraints).
    private let rates: [ObjectIdentifier: Double]
    /// The offsets from the solve's value over which the choices stay: lower <= 0 <= upper.
    public private(set) var lower = -Double.infinity
    public private(set) var upper = Double.infinity

    /// `rates`: how fast each constraint's constant moves per unit of the parameter; a
    /// constraint not listed does not move.
    public init(rates: [ObjectIdentifier: Double]) {
        self.rates = rates
    }

    public var range: ClosedRange<Double> { lower...upper }

    func rate(of constraint: Constraint) -> Double { rates[ObjectIdentifier(constraint)] ?? 0 }

    /// Keeps the offsets where `value + rate·p >= 0`, which holds at 0 (else the range shrinks
    /// to 0: a choice that cannot be analysed).
    func keepNonNegative(_ value: Double, rate: Double) {
        guard value >= 0, value.isFinite, rate.isFinite else { return collapse() }
        if rate > 0 {
            lower = max(lower, -value / rate)
        } else if rate < 0 {
            upper = min(upper, value / -rate)
        }
    }

    /// How close to 0 a compared difference may be and still be trusted: closer, but not 0, it
    /// may be rounding (a tie in exact arithmetic, such as the rows of `x <= 65` and `x >= 65`
    /// computed as 65.00000000000003 and 64.99999999999999), and a solve at another value may
    /// round it the other way. Such a choice shrinks the range to 0.
    static let roundingBand = 1e-9

    /// Keeps the offsets where `value + rate·p` stays on the side of 0 it is on at 0:
    /// `negative` is the test's outcome there (`< 0` or `<= 0`, as the choice reads it).
    func keepSide(of value: Double, rate: Double, negative: Bool) {
        if value != 0 && abs(value) < Self.roundingBand { return collapse() }
        if negative { keepNonNegative(-value, rate: -rate) } else { keepNonNegative(value, rate: rate) }
    }

    /// Keeps the offsets where `abs(value + rate·p) < epsilon` has the outcome it has at 0.
    func keepNearZeroTest(_ value: Double, rate: Double, epsilon: Double = Row.epsilon) {
        if abs(value) < epsilon {
            keepNonNegative(epsilon - value, rate: -rate)
            keepNonNegative(epsilon + value, rate: rate)
        } else if value > 0 {
            keepNonNegative(value - epsilon, rate: rate)
        } else {
            keepNonNegative(-epsilon - value, rate: -rate)
        }
    }

    /// Keeps the offsets where the least of `keys` (each a value and its rate) is still the one
    /// at `winner`: each other key stays at or above it (a tie keeps the choice its tie-break made).
    func keepLeast(_ keys: [(value: Double, rate: Double)], winner: Int) {
        let least = keys[winner]
        for index in keys.indices where index != winner {
            let difference = keys[index].value - least.value
            if difference != 0 && abs(difference) < Self.roundingBand { return collapse() }
            keepNonNegative(difference, rate: keys[index].rate - least.rate)
        }
    }

    /// A choice not analysed: only the parameter's own value is promised.
    func collapse() {
        lower = 0
        upper = 0
    }
}
