/// Bytes of generated Swift, appended to with `+=` like a `String`.
struct OutputBuffer {
    var bytes: [UInt8] = []

    static func += (buffer: inout OutputBuffer, piece: String) {
        buffer.bytes.append(contentsOf: piece.utf8)
    }
}

/// The runtime declarations a piece of output names, as a bit set (every container records
/// into one as it is printed).
struct SupportSet: Sendable, Equatable {
    private(set) var bits: UInt64 = 0

    mutating func insert(_ component: RuntimeComponent) { bits |= 1 << UInt64(component.rawValue) }
    mutating func formUnion(_ other: SupportSet) { bits |= other.bits }
    func contains(_ component: RuntimeComponent) -> Bool { bits & (1 << UInt64(component.rawValue)) != 0 }
    var components: Set<RuntimeComponent> { Set(RuntimeComponent.allCases.filter(contains)) }
}
