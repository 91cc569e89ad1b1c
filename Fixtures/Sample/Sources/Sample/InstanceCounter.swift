import Foundation

/// Counts how many instances of each type were created and are still alive, so that the
/// end-to-end test can check each scope's behaviour and that releasing the root frees everything.
final class InstanceCounter: @unchecked Sendable {
    static let shared = InstanceCounter()

    private let lock = NSLock()
    private var createdCounts: [String: Int] = [:]
    private var aliveCounts: [String: Int] = [:]

    func didCreate(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        createdCounts[name, default: 0] += 1
        aliveCounts[name, default: 0] += 1
    }

    func didRelease(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        aliveCounts[name, default: 0] -= 1
    }

    func created(_ name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return createdCounts[name, default: 0]
    }

    func alive(_ name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return aliveCounts[name, default: 0]
    }

    var totalAlive: Int {
        lock.lock()
        defer { lock.unlock() }
        return aliveCounts.values.reduce(0, +)
    }
}

/// A base class that reports its own creation and release.
class Counted {
    init() { InstanceCounter.shared.didCreate(String(describing: type(of: self))) }
    deinit { InstanceCounter.shared.didRelease(String(describing: type(of: self))) }
}
