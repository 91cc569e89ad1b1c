#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import WeaverKit

/// `weaver … --persistent_worker`: one process serving Bazel's weaver actions one after another
/// (Bazel's persistent worker protocol, protocol-buffer encoding), so that a build of many
/// modules does not start a process per module (SPEC §12; `Bazel/weaver.bzl`).
///
/// Each request is one run with the worker's own arguments followed by the request's, exactly as
/// the same command line would run on its own: same outputs, same exit status, and what it would
/// print to standard error in the response's output, which Bazel shows with the action. Nothing is
/// kept from one request to the next but the process. Standard output carries responses only:
/// anything else written there goes to standard error, Bazel's log of the worker.
enum PersistentWorker {
    static let flag = "--persistent_worker"

    /// Serves requests from standard input until it ends (0), or until a message cannot be read
    /// or a response cannot be written (1: Bazel then starts another worker).
    static func serve(startupArguments: [String], currentDirectory: String, environment: [String: String]) -> Int32 {
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
            let response = handle(request, startupArguments: startupArguments, currentDirectory: currentDirectory, environment: environment)
            let bytes = DelimitedMessages.frame(response.encoded())
            guard bytes.withUnsafeBytes({ FileSystem.writeAll($0, to: responses) }) else { return 1 }
        }
    }

    static func handle(_ request: WorkRequest, startupArguments: [String], currentDirectory: String,
                       environment: [String: String]) -> WorkResponse {
        Console.captured = ""
        let status = CommandRunner.run(startupArguments + request.arguments, currentDirectory: currentDirectory, environment: environment)
        let output = Console.captured ?? ""
        Console.captured = nil
        return WorkResponse(exitCode: status, output: output, requestID: request.requestID)
    }
}

/// Messages each preceded by its length as a varint, read from a file descriptor.
struct DelimitedMessages {
    enum Next: Equatable {
        case message([UInt8])
        /// The stream ended between two messages.
        case end
        case malformed(String)
    }

    /// A request is a command line: far below this; a larger length is a corrupt stream.
    static let largestMessage = 64 << 20

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var position = 0
    private var ended = false

    init(descriptor: Int32) { self.descriptor = descriptor }

    static func frame(_ message: [UInt8]) -> [UInt8] {
        ProtobufWriter.varint(UInt64(message.count)) + message
    }

    mutating func next() -> Next {
        var length: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard let byte = byte() else {
                return shift == 0 ? .end : .malformed("the stream ended inside a message's length")
            }
            length |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { break }
            shift += 7
            if shift >= 64 { return .malformed("a message's length is not a varint") }
        }
        guard length <= UInt64(Self.largestMessage) else { return .malformed("a message claims \(length) bytes") }
        var message: [UInt8] = []
        message.reserveCapacity(Int(length))
        while message.count < Int(length) {
            if position == buffer.count, !fill() { return .malformed("the stream ended inside a message") }
            let take = min(Int(length) - message.count, buffer.count - position)
            message += buffer[position..<position + take]
            position += take
        }
        return .message(message)
    }

    private mutating func byte() -> UInt8? {
        if position == buffer.count, !fill() { return nil }
        defer { position += 1 }
        return buffer[position]
    }

    /// Reads what is available (at least one byte, waiting for it); false at the end of the stream.
    private mutating func fill() -> Bool {
        guard !ended else { return false }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                ended = true
                return false
            }
            buffer = Array(chunk[0..<count])
            position = 0
            return true
        }
    }
}
