import Foundation
import WeaverCore
import WeaverKit
import WeaverWorker
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Drives one `weaver --persistent_worker` the way Bazel does: a request, then its response, then
/// the next; at the end, the worker's own CPU time (user plus system, from `wait4`).
enum WorkerClient {
    struct Served {
        var responses: [WorkResponse]
        var cpuSeconds: Double
        var seconds: Double
    }

    static func serve(weaver: String, requests: [[String]]) throws -> Served {
        let start = monotonicSeconds()
        let worker = try PipedProcess(weaver, ["--persistent_worker"])
        let pid = worker.pid

        var input = DelimitedMessages(descriptor: worker.output)
        var responses: [WorkResponse] = []
        for (index, arguments) in requests.enumerated() {
            let frame = DelimitedMessages.frame(WorkRequest(arguments: arguments, requestID: Int32(index + 1)).encoded())
            guard frame.withUnsafeBytes({ FileSystem.writeAll($0, to: worker.input) }) else { throw BenchError("the worker stopped reading") }
            guard case let .message(bytes) = input.next(), let response = WorkResponse(decoding: bytes) else {
                throw BenchError("the worker gave no response to request \(index + 1)")
            }
            responses.append(response)
        }
        close(worker.input)
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed for the worker") }
        }
        close(worker.output)
        let seconds = monotonicSeconds() - start
        guard status == 0 else { throw BenchError("the worker exited with status \(status)") }
        return Served(responses: responses, cpuSeconds: usage.cpuSeconds, seconds: seconds)
    }
}
