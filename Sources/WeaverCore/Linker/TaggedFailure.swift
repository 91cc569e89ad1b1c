/// A resolution failure with where it was found, in resolution order: its registration site's
/// id, or its root type's `rootTag`. Lets a resolution keep the failures of the sites and types
/// it did not work out again, in the order a whole resolution gives.
struct TaggedFailure: Sendable {
    var tag: Int
    var failure: ResolutionFailure

    /// Above every dependency id: a root's failures come after every site's.
    private static let firstRootTag = 1 << 48

    static func rootTag(_ type: TypeID) -> Int { firstRootTag + type }

    /// The root type of a failure found at a root, nil for one found at a site.
    var rootType: TypeID? { tag >= Self.firstRootTag ? tag - Self.firstRootTag : nil }

    /// Two lists in tag order with no tag in both, as one in tag order.
    static func merge(_ first: [TaggedFailure], _ second: [TaggedFailure]) -> [TaggedFailure] {
        guard !first.isEmpty, !second.isEmpty else { return first.isEmpty ? second : first }
        var merged: [TaggedFailure] = []
        merged.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && first[i].tag < second[j].tag) {
                merged.append(first[i])
                i += 1
            } else {
                merged.append(second[j])
                j += 1
            }
        }
        return merged
    }
}
