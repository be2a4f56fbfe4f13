/// The values of defined symbols, computed on demand (see `Solver.value(of:)`) and forgotten
/// at every change of the solver.
///
/// Indexed by symbol number, each value stamped with the generation that computed it:
/// forgetting them all is one increment.
struct ValueCache {
    private var values: [Double] = []
    private var stamps: [UInt32] = []
    private var generation: UInt32 = 1

    subscript(symbol: Symbol) -> Double? {
        get {
            let id = symbol.id
            return id < stamps.count && stamps[id] == generation ? values[id] : nil
        }
        set {
            let id = symbol.id
            values.extend(toInclude: id, with: 0)
            stamps.extend(toInclude: id, with: 0)
            if let newValue {
                values[id] = newValue
                stamps[id] = generation
            } else {
                stamps[id] = 0
            }
        }
    }

    /// Forgets every value.
    mutating func removeAll() {
        generation &+= 1
        if generation == 0 {
            // After 2³² generations the stamps wrap: start them over.
            for i in stamps.indices { stamps[i] = 0 }
            generation = 1
        }
    }
}
