#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import WeaverCommandLine
import WeaverKit
import WeaverCore

/// `weaver … --persistent_worker`: one process serving Bazel's weaver actions one after another
/// (Bazel's persistent worker protocol, protocol-buffer encoding), so that a build of many
/// modules does not start a process per module (docs/build-systems.md; `Bazel/weaver.bzl`).
///
/// Each request is one run with the worker's own arguments followed by the request's, exactly as
/// the same command line would run on its own: same outputs, same exit status, and what it would
/// print to standard error in the response's output, which Bazel shows with the action. Nothing is
/// kept from one request to the next but the process. Standard output carries responses only:
/// anything else written there goes to standard error, Bazel's log of the worker.
package enum PersistentWorker {
    package static let flag = "--persistent_worker"

    /// Serves requests from standard input until it ends (0), or until a message cannot be read
    /// or a response cannot be written (1: Bazel then starts another worker).
    /// `run`: one command line's run, as the process would run it alone (`CommandRunner.run`).
    package static func serve(startupArguments: [String], run: ([String]) -> Int32) -> Int32 {
        let responses = dup(STDOUT_FILENO)
        guard responses >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            Console.printError("weaver: persistent worker: cannot set up standard output")
            return 1
        }
        var input = DelimitedMessages(descriptor: STDIN_FILENO)
        while true {
            let message: [UInt8]
            switch input.next() {
            case .end:
                return 0
            case let .malformed(reason):
                Console.printError("weaver: persistent worker: \(reason)")
                return 1
            case let .message(bytes):
                message = bytes
            }
            guard let request = WorkRequest(decoding: message) else {
                Console.printError("weaver: persistent worker: a request is not a WorkRequest message")
                return 1
            }
            let response = handle(request, startupArguments: startupArguments, run: run)
            let bytes = DelimitedMessages.frame(response.encoded())
            guard bytes.withUnsafeBytes({ FileSystem.writeAll($0, to: responses) }) else { return 1 }
        }
    }

    package static func handle(_ request: WorkRequest, startupArguments: [String], run: ([String]) -> Int32) -> WorkResponse {
        Console.captured = ""
        let status = run(startupArguments + request.arguments)
        let output = Console.captured ?? ""
        Console.captured = nil
        return WorkResponse(exitCode: status, output: output, requestID: request.requestID)
    }
}
