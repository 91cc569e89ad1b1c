/// A small deterministic generator (splitmix64) for randomized tests: the same seed gives the
/// same projects and edits on every machine, so a failure names a seed that reproduces it.
public struct SeededRandom {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    /// A number in `0..<bound`.
    public mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    public mutating func pick<T>(_ values: [T]) -> T { values[next(values.count)] }

    public mutating func chance(_ percent: Int) -> Bool { next(100) < percent }

    /// Another value than `current`, when there is one.
    public mutating func pick<T: Equatable>(_ values: [T], other current: T) -> T {
        let others = values.filter { $0 != current }
        return others.isEmpty ? current : pick(others)
    }
}
