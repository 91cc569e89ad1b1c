import WeaverTestSupport
import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class ContentHashTests: XCTestCase {
    /// Published XXH64 values (seed 0), so the cache's hash is the well-known one.
    func testKnownValues() {
        XCTAssertEqual(ContentHash.of(""), 0xEF46_DB37_51D8_E999)
        XCTAssertEqual(ContentHash.of("a"), 0xD24E_C4F1_A98C_6E5B)
        XCTAssertEqual(ContentHash.of("abc"), 0x44BC_2CF5_AD77_0999)
        // Past one 32-byte round, and three rounds and a tail.
        XCTAssertEqual(ContentHash.of("Nobody inspects the spammish repetition"), 0xFBCE_A83C_8A37_8BF1)
        XCTAssertEqual(ContentHash.of((0..<100).map { UInt8($0) }), 0x6AC1_E580_3216_6597)
    }

    /// The hasher a summary is sealed with while it is written: any split of the bytes into
    /// pieces gives the hash of the whole.
    func testHashingInPiecesGivesTheHashOfTheWhole() {
        var random = SeededRandom(state: 7)
        for length in 0..<200 {
            let bytes = (0..<length).map { _ in UInt8(random.next(256)) }
            var hasher = ContentHasher()
            var start = 0
            while start < length {
                let end = min(length, start + random.next(70))
                hasher.update(bytes, range: start..<end)
                start = end
            }
            XCTAssertEqual(hasher.finalize(), ContentHash.of(bytes), "length \(length)")
        }
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
