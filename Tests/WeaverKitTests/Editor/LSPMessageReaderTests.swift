@testable import WeaverKit
@testable import WeaverCore
@testable import WeaverLanguageServer
import XCTest

final class LSPMessageReaderTests: XCTestCase {
    func testMessagesSplitAcrossReadsAndJoinedInOneComeOutWhole() {
        var reader = LSPMessageReader()
        let first = LSPMessageReader.frame(#"{"id":1}"#), second = LSPMessageReader.frame(#"{"id":"é"}"#)
        reader.append(first.prefix(10))
        XCTAssertNil(reader.next())
        reader.append(first.dropFirst(10) + second)
        XCTAssertEqual(reader.next(), .message(Array(#"{"id":1}"#.utf8)))
        XCTAssertEqual(reader.next(), .message(Array(#"{"id":"é"}"#.utf8)))
        XCTAssertNil(reader.next())
    }

    func testAHeaderWithoutALengthIsReportedAndTheNextMessageStillArrives() {
        var reader = LSPMessageReader()
        reader.append(Array("Content-Type: text\r\n\r\n".utf8) + LSPMessageReader.frame("{}"))
        guard case .malformed? = reader.next() else { return XCTFail("expected a malformed header") }
        XCTAssertEqual(reader.next(), .message(Array("{}".utf8)))
    }

    func testABrokenHeaderCostsItsOwnMessageOnly() {
        var reader = LSPMessageReader()
        // A bad length with a body, junk, a header ended by LF alone: each next message still arrives.
        reader.append(Array("Content-Length: -2\r\n\r\n{}".utf8) + LSPMessageReader.frame("[1]"))
        reader.append(Array("garbage".utf8) + LSPMessageReader.frame("[2]") + Array("Content-Length: 3\n\n[3]".utf8))
        var items: [LSPMessageReader.Item] = []
        while let item = reader.next() { items.append(item) }
        XCTAssertEqual(items.filter { if case .message = $0 { true } else { false } },
                       [.message(Array("[1]".utf8)), .message(Array("[2]".utf8)), .message(Array("[3]".utf8))])
        XCTAssertEqual(items.count, 5, "the bad length and the garbage are each reported once")
    }

    func testJunkWithoutAHeaderIsDroppedNotRescannedForever() {
        var reader = LSPMessageReader()
        reader.append([UInt8](repeating: 65, count: LSPMessageReader.maximumHeader * 4))
        guard case .malformed? = reader.next() else { return XCTFail("junk is reported") }
        reader.append(LSPMessageReader.frame("{}"))
        var last: LSPMessageReader.Item?
        while let item = reader.next() { last = item }
        XCTAssertEqual(last, .message(Array("{}".utf8)))
    }

    func testAnOversizedMessageIsSkippedWithoutBeingBuffered() {
        var reader = LSPMessageReader()
        let size = LSPMessageReader.maximumLength + 1
        reader.append(Array("Content-Length: \(size)\r\n\r\n".utf8))
        guard case .malformed? = reader.next() else { return XCTFail("expected the message to be refused") }
        reader.append([UInt8](repeating: 32, count: size))
        reader.append(LSPMessageReader.frame("[]"))
        XCTAssertEqual(reader.next(), .message(Array("[]".utf8)))
    }

    func testAnInboxAnswersCancellationsAndNoticesChangesBeforeTheyAreHandled() throws {
        let inbox = LSPInbox()
        inbox.push(.message(Array(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{}}"#.utf8)))
        inbox.push(.message(Array(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":7}}"#.utf8)))
        inbox.push(.message(Array(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{}}"#.utf8)))
        inbox.push(.message(Array("{not json".utf8)))
        XCTAssertTrue(inbox.hasChangesWaiting)
        guard case let .message(hover)? = inbox.next(wait: false), let id = hover.node["id"] else { return XCTFail("expected the hover") }
        XCTAssertTrue(inbox.takeCancellation(of: id))
        XCTAssertFalse(inbox.takeCancellation(of: id), "one answer per request")
        // A cancellation of a request that is not waiting (never sent, or answered) is not kept.
        inbox.push(.message(Array(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":8}}"#.utf8)))
        inbox.push(.message(Array(#"{"jsonrpc":"2.0","id":8,"method":"textDocument/hover","params":{}}"#.utf8)))
        _ = inbox.next(wait: false)
        _ = inbox.next(wait: false)
        XCTAssertFalse(inbox.hasChangesWaiting)
        guard case .malformed? = inbox.next(wait: false) else { return XCTFail("invalid JSON is reported, not dropped") }
        _ = inbox.next(wait: false)
        guard case let .message(late)? = inbox.next(wait: false), let lateID = late.node["id"] else { return XCTFail("expected request 8") }
        XCTAssertFalse(inbox.takeCancellation(of: lateID))
        inbox.close()
        XCTAssertNil(inbox.next(wait: true), "a closed, empty inbox does not block")
    }

    /// Whole texts waiting for one document: only the last before another message about that
    /// document is kept (an editor sending its buffer at each keystroke costs one parse).
    func testWaitingWholeTextChangesOfADocumentCollapse() {
        let inbox = LSPInbox()
        func change(_ uri: String, _ version: Int, ranged: Bool = false) {
            let range = ranged ? #""range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"# : ""
            inbox.push(.message(Array(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{\#(range)"text":"v\#(version)"}]}}"#.utf8)))
        }
        inbox.push(.message(Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.swift","version":1,"text":""}}}"#.utf8)))
        change("file:///a.swift", 2)
        change("file:///b.swift", 2)
        change("file:///a.swift", 3, ranged: true)
        change("file:///a.swift", 4)
        inbox.push(.message(Array(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a.swift"},"position":{"line":0,"character":0}}}"#.utf8)))
        change("file:///a.swift", 5)
        change("file:///a.swift", 6)
        var seen: [String] = []
        while case let .message(box)? = inbox.next(wait: false) {
            let document = box.node["params"]?["textDocument"]
            seen.append("\(box.node["method"]?.string ?? "") \(document?["uri"]?.string ?? "") \(document?["version"]?.integer ?? 0)")
        }
        XCTAssertEqual(seen, ["textDocument/didOpen file:///a.swift 1", "textDocument/didChange file:///b.swift 2",
                              "textDocument/didChange file:///a.swift 4", "textDocument/hover file:///a.swift 0",
                              "textDocument/didChange file:///a.swift 6"])
        XCTAssertFalse(inbox.hasChangesWaiting)
    }
}
