import XCTest
@testable import WeaverCommandLine
@testable import WeaverWorker
import WeaverKit
import WeaverCore

/// The persistent worker's messages in protobuf's wire format (`worker_protocol.proto`).
final class WorkerMessagesTests: XCTestCase {
    func testARequestAsBazelEncodesIt() throws {
        // arguments "a", "bc"; an input {path "p", digest 0x01}; request_id 5; verbosity 10; sandbox_dir "s".
        let bytes: [UInt8] = [0x0A, 0x01, 0x61, 0x0A, 0x02, 0x62, 0x63, 0x12, 0x06, 0x0A, 0x01, 0x70, 0x12, 0x01, 0x01,
                              0x18, 0x05, 0x28, 0x0A, 0x32, 0x01, 0x73]
        XCTAssertEqual(WorkRequest(decoding: bytes), WorkRequest(arguments: ["a", "bc"], requestID: 5))
        XCTAssertEqual(WorkRequest(decoding: []), WorkRequest(arguments: []))
    }

    func testMalformedRequestsAreRefused() {
        XCTAssertNil(WorkRequest(decoding: [0x0A, 0x05, 0x61]), "a length past the end")
        XCTAssertNil(WorkRequest(decoding: [0x18]), "a varint cut short")
        XCTAssertNil(WorkRequest(decoding: [0x0B]), "wire type 3 (groups) is not used")
        XCTAssertNil(WorkRequest(decoding: [0x00, 0x00]), "field 0 does not exist")
        XCTAssertNil(WorkRequest(decoding: Array(repeating: 0xFF, count: 11) + [0x01]), "a varint longer than 10 bytes")
    }

    func testAResponseAsBazelDecodesIt() throws {
        XCTAssertEqual(WorkResponse(exitCode: 1, output: "no", requestID: 12).encoded(), [0x08, 0x01, 0x12, 0x02, 0x6E, 0x6F, 0x18, 0x0C])
        // proto3 leaves out fields at their default value.
        XCTAssertEqual(WorkResponse(exitCode: 0, output: "", requestID: 0).encoded(), [])
        // A negative int32 is sign-extended: ten bytes.
        let negative = WorkResponse(exitCode: -1, output: "", requestID: 3)
        XCTAssertEqual(negative.encoded().count, 1 + 10 + 2)
        XCTAssertEqual(WorkResponse(decoding: negative.encoded()), negative)
    }

    func testMessagesRoundTripThroughTheirFrames() throws {
        let request = WorkRequest(arguments: ["swift", String(repeating: "x", count: 300), "é"], requestID: 300)
        let framed = DelimitedMessages.frame(request.encoded())
        XCTAssertEqual(Array(framed.prefix(2)), Varint.bytes(UInt64(request.encoded().count)))
        XCTAssertEqual(WorkRequest(decoding: Array(framed.dropFirst(2))), request)
    }
}
