/// The last images drawn, at most `byteLimit` bytes of them (the oldest go first; an image larger
/// than the whole limit is not kept): the page asks for the same image from several clients, and
/// memory stays flat over hours of edits and whatever sizes a URL asks for.
struct ImageCache {
    let byteLimit: Int
    private var values: [String: [UInt8]] = [:]
    private var order: [String] = []
    /// The images' bytes, their keys' and a word or so for each entry: thousands of tiny images
    /// count too.
    private(set) var byteCount = 0

    init(byteLimit: Int) { self.byteLimit = byteLimit }

    static func cost(_ key: String, _ value: [UInt8]) -> Int { value.count + key.utf8.count + 64 }

    subscript(key: String) -> [UInt8]? {
        get { values[key] }
        set {
            guard let newValue, Self.cost(key, newValue) <= byteLimit else { return }
            if let old = values[key] {
                byteCount -= Self.cost(key, old)
                order.removeAll { $0 == key }
            }
            values[key] = newValue
            order.append(key)
            byteCount += Self.cost(key, newValue)
            var dropped = 0
            while byteCount > byteLimit {
                let oldest = order[dropped]
                byteCount -= values.removeValue(forKey: oldest).map { Self.cost(oldest, $0) } ?? 0
                dropped += 1
            }
            order.removeFirst(dropped)
        }
    }

    var count: Int { values.count }

    mutating func removeAll() {
        values = [:]
        order = []
        byteCount = 0
    }
}
