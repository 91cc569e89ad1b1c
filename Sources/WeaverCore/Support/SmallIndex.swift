/// Keys numbered in insertion order, found by a linear search while there are few of them and
/// through a dictionary past that. A type's dependencies are usually a handful, and the parser
/// builds one index per annotated type: hashing and allocating a table for four names cost
/// more than comparing them.
struct SmallIndex<Key: Hashable> {
    private static var linearLimit: Int { 16 }
    private var keys: [Key] = []
    private var table: [Key: Int]?

    var count: Int { keys.count }

    /// The number of `key`, or nil when it was never inserted.
    func index(of key: Key) -> Int? {
        if let table { return table[key] }
        return keys.firstIndex(of: key)
    }

    /// Inserts a key that is not in the index yet; its number is the count before.
    mutating func insert(_ key: Key) {
        keys.append(key)
        if table != nil {
            table?[key] = keys.count - 1
        } else if keys.count > Self.linearLimit {
            var built: [Key: Int] = [:]
            built.reserveCapacity(keys.count * 2)
            for (number, known) in keys.enumerated() where built[known] == nil { built[known] = number }
            table = built
        }
    }
}
