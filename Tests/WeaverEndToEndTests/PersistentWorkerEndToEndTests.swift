import Foundation
import WeaverKit
import WeaverCore
import XCTest
@testable import WeaverCommandLine
@testable import WeaverWorker

/// `weaver --persistent_worker` (docs/build-systems.md, `Bazel/weaver.bzl`): requests served one after another
/// by one process give what the same command lines give run one by one, byte for byte; a bad
/// request fails alone; a broken stream ends the worker without a hang.
final class PersistentWorkerEndToEndTests: XCTestCase {
    /// `Fixtures/MultiModule`'s three annotated modules in build order, each reading the summaries below it.
    private static func commandLines(out: String) -> [[String]] {
        [("Networking", [String]()), ("Feature", ["Networking"]), ("App", ["Networking", "Feature"])].map { module, imports in
            ["swift", "--project-path", ".", "--input-path", "Sources/\(module)", "--main-output-path", "\(out)/\(module)/Weaver.swift",
             "--cache-path", "\(out)/\(module).cache"]
                + imports.flatMap { ["--module-summary", "\(out)/\($0).weaversummary"] }
                + (module == "App" ? [] : ["--module-name", module, "--summary-output-path", "\(out)/\(module).weaversummary"])
        }
    }

    /// Runs a worker in `folder` on `requests` (then the end of its input); its exit status and responses.
    private func serve(_ requests: [WorkRequest], in folder: URL) throws -> (EndToEnd.Output, [WorkResponse]) {
        let input = folder.appendingPathComponent("requests.bin")
        try Data(requests.flatMap { DelimitedMessages.frame($0.encoded()) }).write(to: input)
        let run = try EndToEnd.run(EndToEnd.weaver, ["--persistent_worker"], in: folder, timeout: 120, standardInput: input)
        return (run, try responses(in: run.standardOutputBytes))
    }

    private func responses(in data: Data) throws -> [WorkResponse] {
        let file = try EndToEnd.temporaryDirectory().appendingPathComponent("responses.bin")
        try data.write(to: file)
        let descriptor = open(file.path, O_RDONLY)
        defer { close(descriptor) }
        var stream = DelimitedMessages(descriptor: descriptor)
        var responses: [WorkResponse] = []
        while case let .message(bytes) = stream.next() { responses.append(try XCTUnwrap(WorkResponse(decoding: bytes))) }
        return responses
    }

    private func contents(_ folder: URL, _ path: String) -> Data? { try? Data(contentsOf: folder.appendingPathComponent(path)) }

    func testAWorkerWritesWhatOneRunPerModuleWrites() throws {
        let root = try EndToEnd.copyFixture("MultiModule", to: try EndToEnd.temporaryDirectory())
        for line in Self.commandLines(out: "single") {
            let run = try EndToEnd.weaver(line, in: root)
            XCTAssertEqual(run.status, 0, run.standardError)
        }
        let requests = Self.commandLines(out: "worker").enumerated().map { WorkRequest(arguments: $1, requestID: Int32($0 + 1)) }
        let (worker, responses) = try serve(requests, in: root)
        XCTAssertEqual(worker.status, 0, worker.standardError)
        XCTAssertEqual(responses.map(\.requestID), [1, 2, 3])
        XCTAssertEqual(responses.map(\.exitCode), [0, 0, 0], responses.map(\.output).joined())
        // What the run prints is in the response: its summary line names what it wrote.
        XCTAssertTrue(responses[2].output.contains("wrote worker/App/Weaver.swift"), responses[2].output)
        for file in ["Networking/Weaver.swift", "Networking.weaversummary", "Feature/Weaver.swift", "Feature.weaversummary", "App/Weaver.swift"] {
            XCTAssertNotNil(contents(root, "worker/\(file)"), file)
            XCTAssertEqual(contents(root, "worker/\(file)"), contents(root, "single/\(file)"), file)
        }
    }

    func testABadRequestFailsAloneAndTheWorkerServesTheNext() throws {
        let root = try EndToEnd.copyFixture("MultiModule", to: try EndToEnd.temporaryDirectory())
        let lines = Self.commandLines(out: "out")
        let requests = [
            WorkRequest(arguments: ["swift", "--no-such-flag"], requestID: 7),
            // Feature without Networking's summary: its registration of a Networking type is an error.
            WorkRequest(arguments: lines[1], requestID: 8),
            WorkRequest(arguments: lines[0], requestID: 9),
            WorkRequest(arguments: ["version"], requestID: 10),
        ]
        let (worker, responses) = try serve(requests, in: root)
        XCTAssertEqual(worker.status, 0, worker.standardError)
        XCTAssertEqual(responses.map(\.requestID), [7, 8, 9, 10])
        XCTAssertEqual(responses.map(\.exitCode), [2, 2, 0, 0], responses.map(\.output).joined())
        XCTAssertTrue(responses[0].output.contains("'--no-such-flag'"), responses[0].output)
        XCTAssertTrue(responses[1].output.contains("Networking.weaversummary"), responses[1].output)
        XCTAssertEqual(responses[3].output, WeaverVersion.current + "\n")
        XCTAssertNotNil(contents(root, "out/Networking/Weaver.swift"))
        // Nothing but responses on standard output, nothing of the runs on standard error.
        XCTAssertEqual(worker.standardError, "")
    }

    func testABrokenStreamEndsTheWorker() throws {
        let folder = try EndToEnd.temporaryDirectory()
        for (name, bytes) in [("truncated", DelimitedMessages.frame(WorkRequest(arguments: ["version"]).encoded()).dropLast()),
                              ("not a message", [0x03, 0xFF, 0xFF, 0xFF]), ("huge", [0xFF, 0xFF, 0xFF, 0xFF, 0x7F])] {
            let input = folder.appendingPathComponent("input.bin")
            try Data(bytes).write(to: input)
            let run = try EndToEnd.run(EndToEnd.weaver, ["--persistent_worker"], in: folder, timeout: 60, standardInput: input)
            XCTAssertFalse(run.timedOut, name)
            XCTAssertFalse(run.stoppedBySignal, name)
            XCTAssertEqual(run.status, 1, name)
            XCTAssertTrue(run.standardError.hasPrefix("weaver: persistent worker: "), "\(name): \(run.standardError)")
            XCTAssertTrue(run.standardOutputBytes.isEmpty, name)
        }
    }
}
