import Foundation
import WeaverKit
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
        var toWorker: [Int32] = [0, 0], fromWorker: [Int32] = [0, 0]
        guard pipe(&toWorker) == 0, pipe(&fromWorker) == 0 else { throw BenchError("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toWorker[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromWorker[1], 1)
        for descriptor in toWorker + fromWorker { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(weaver), strdup("--persistent_worker"), nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = monotonicSeconds()
        let spawned = posix_spawn(&pid, weaver, &actions, nil, argv, environ)
        close(toWorker[0])
        close(fromWorker[1])
        guard spawned == 0 else { throw BenchError("cannot start \(weaver) --persistent_worker") }

        var input = DelimitedMessages(descriptor: fromWorker[0])
        var responses: [WorkResponse] = []
        for (index, arguments) in requests.enumerated() {
            let frame = DelimitedMessages.frame(WorkRequest(arguments: arguments, requestID: Int32(index + 1)).encoded())
            guard frame.withUnsafeBytes({ FileSystem.writeAll($0, to: toWorker[1]) }) else { throw BenchError("the worker stopped reading") }
            guard case let .message(bytes) = input.next(), let response = WorkResponse(decoding: bytes) else {
                throw BenchError("the worker gave no response to request \(index + 1)")
            }
            responses.append(response)
        }
        close(toWorker[1])
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed for the worker") }
        }
        close(fromWorker[0])
        let seconds = monotonicSeconds() - start
        guard status == 0 else { throw BenchError("the worker exited with status \(status)") }
        return Served(responses: responses, cpuSeconds: usage.cpuSeconds, seconds: seconds)
    }
}
