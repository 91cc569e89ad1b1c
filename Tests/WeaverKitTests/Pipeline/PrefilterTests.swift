import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class PrefilterTests: XCTestCase {
    private func mentions(_ text: String) -> Bool { Prefilter.mentionsWeaver(Array(text.utf8)) }

    func testFindsWeaverAnywhere() {
        XCTAssertTrue(mentions("weaver"))
        XCTAssertTrue(mentions("@Weaver(.reference) var a: A"))
        XCTAssertTrue(mentions("let x = 1 // weaver: a = A"))
        XCTAssertTrue(mentions(String(repeating: "v", count: 100) + "xweaver"))
        XCTAssertTrue(mentions("xxWeaverP2"))
    }

    func testIgnoresEverythingElse() {
        XCTAssertFalse(mentions(""))
        XCTAssertFalse(mentions("weave"))
        XCTAssertFalse(mentions("eaver eaver qeaver"))
        XCTAssertFalse(mentions("let server = Server(); var river = 1"))
        XCTAssertFalse(mentions("WEAVER"))
    }
}
