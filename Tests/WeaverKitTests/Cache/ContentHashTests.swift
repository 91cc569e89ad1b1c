import XCTest
@testable import WeaverKit

final class ContentHashTests: XCTestCase {
    /// Published XXH64 values (seed 0), so the cache's hash is the well-known one.
    func testKnownValues() {
        XCTAssertEqual(ContentHash.of(""), 0xEF46_DB37_51D8_E999)
        XCTAssertEqual(ContentHash.of("a"), 0xD24E_C4F1_A98C_6E5B)
        XCTAssertEqual(ContentHash.of("abc"), 0x44BC_2CF5_AD77_0999)
    }

    func testEveryLengthAndByteMatters() {
        var seen = Set<UInt64>()
        var bytes: [UInt8] = []
        for index in 0..<100 {
            XCTAssertTrue(seen.insert(ContentHash.of(bytes)).inserted, "length \(index)")
            bytes.append(UInt8(index % 7))
        }
        XCTAssertNotEqual(ContentHash.of([0, 0, 0]), ContentHash.of([0, 0]), "the length counts")
    }
}
