import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Maps over an array on every core (discovery, parsing, decoding, generation), in one contiguous
/// chunk per core; results come back in input order, so the output never depends on timing.
package enum ConcurrentMap {
    /// The cores this process may use (a container's quota included), asked once.
    private static let cores = ProcessInfo.processInfo.activeProcessorCount

    package static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @escaping @Sendable (Input) -> Output) -> [Output] {
        // One input (a module's one folder) needs no worker: the core count costs a read of the
        // cgroup's quota files, a sizeable part of a small module's run.
        guard inputs.count > 1 else { return inputs.map(transform) }
        let workers = max(1, min(cores, inputs.count))
        guard workers > 1 else { return inputs.map(transform) }
        let chunkSize = (inputs.count + workers - 1) / workers
        let chunks = ChunkResults<Output>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { chunk in
            let range = (chunk * chunkSize)..<min(inputs.count, (chunk + 1) * chunkSize)
            chunks.store(range.isEmpty ? [] : inputs[range].map(transform), at: chunk)
        }
        return chunks.joined()
    }
}

extension ConcurrentMap {
    /// As `map`, for a few inputs of very different costs (the validator's checks): each input is
    /// an iteration of its own, taken by whichever core is free, so one long input does not leave
    /// a core idle behind a chunk. Results still come back in input order.
    static func mapEach<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @escaping @Sendable (Input) -> [Output]) -> [Output] {
        guard inputs.count > 1, cores > 1 else { return inputs.flatMap(transform) }
        let results = ChunkResults<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            results.store(transform(inputs[index]), at: index)
        }
        return results.joined()
    }
}

/// Each worker's results, in a slot of its own: workers never write the same slot, and the
/// results are read after `concurrentPerform` has returned, which orders every write before
/// the read, so no lock is needed.
private final class ChunkResults<Output: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<[Output]>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: [])
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ results: [Output], at index: Int) {
        slots[index] = results
    }

    func joined() -> [Output] {
        slots.flatMap { $0 }
    }
}
