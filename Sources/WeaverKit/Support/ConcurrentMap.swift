import Dispatch
import Foundation

/// Maps over an array on every core (discovery, parsing, decoding, generation), in one contiguous
/// chunk per core; results come back in input order, so the output never depends on timing.
enum ConcurrentMap {
    static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @escaping @Sendable (Input) -> Output) -> [Output] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, inputs.count))
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

/// Each worker's results, stored once under a lock (one store per worker, so it never contends).
private final class ChunkResults<Output: Sendable>: @unchecked Sendable {
    private var chunks: [[Output]]
    private let lock = NSLock()

    init(count: Int) { chunks = Array(repeating: [], count: count) }

    func store(_ results: [Output], at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        chunks[index] = results
    }

    func joined() -> [Output] {
        lock.lock()
        defer { lock.unlock() }
        return chunks.flatMap { $0 }
    }
}
