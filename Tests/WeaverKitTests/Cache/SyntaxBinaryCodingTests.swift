import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// The cache's binary form of a parse result gives back exactly what parsing produced, and
/// broken bytes give nil instead of a crash.
final class SyntaxBinaryCodingTests: XCTestCase {
    private func corpus() throws -> [FileSyntax] { try FixtureCorpus.parsed() }

    func testEveryFixtureRoundTrips() throws {
        let syntaxes = try corpus()
        XCTAssertGreaterThan(syntaxes.count, 50)
        // The fixtures must exercise the fields, or the round trip proves little.
        XCTAssertTrue(syntaxes.contains { $0.types.contains { $0.dependencies.contains { !$0.variants.isEmpty } } })
        XCTAssertTrue(syntaxes.contains { $0.types.contains { $0.dependencies.contains { $0.wrapper != nil } } })
        XCTAssertTrue(syntaxes.contains { $0.types.contains { $0.dependencies.contains { $0.platforms != nil } } })
        XCTAssertTrue(syntaxes.contains { $0.types.contains { $0.dependencies.contains { $0.ifAvailable } } })
        XCTAssertTrue(syntaxes.contains { $0.types.contains { $0.contributions.contains { !$0.replaces.isEmpty } } })
        XCTAssertTrue(syntaxes.contains { $0.diagnostics.contains { !$0.notes.isEmpty } || !$0.diagnostics.isEmpty })
        for syntax in syntaxes {
            let bytes = SyntaxBinaryEncoder.encode(syntax)
            XCTAssertEqual(SyntaxBinaryDecoder.decode(bytes[...], path: syntax.path), syntax, syntax.path)
        }
    }

    func testLocationsInOtherFilesKeepTheirPath() {
        var syntax = FileSyntax(path: "A.swift")
        syntax.diagnostics = [.error(.cycle, "loop", at: SourceLocation(file: "A.swift", line: 3, column: 5),
                                     notes: [DiagnosticNote("step", at: SourceLocation(file: "B.swift", line: 1_000_000, column: 1))])]
        let bytes = SyntaxBinaryEncoder.encode(syntax)
        XCTAssertEqual(SyntaxBinaryDecoder.decode(bytes[...], path: "A.swift"), syntax)
    }

    func testTruncatedOrCorruptBytesGiveNil() throws {
        // The richest file small enough to cut at every byte (the check is quadratic).
        let encoded = try corpus().map { ($0, SyntaxBinaryEncoder.encode($0)) }.filter { $0.1.count <= 4096 }
        let (syntax, bytes) = try XCTUnwrap(encoded.max { $0.1.count < $1.1.count })
        XCTAssertGreaterThan(bytes.count, 1000)
        for length in 0..<bytes.count {
            XCTAssertNil(SyntaxBinaryDecoder.decode(bytes[..<length], path: syntax.path), "truncated at \(length)")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var corrupt = bytes
            corrupt[Int.random(in: 0..<corrupt.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            _ = SyntaxBinaryDecoder.decode(corrupt[...], path: syntax.path)
        }
    }

    func testDeeplyNestedTypeTagsAreRejectedWithoutRecursingFurther() {
        // One type with a dependency whose type is 100,000 nested optionals: a hostile cache file.
        var bytes: [UInt8] = [1]  // one type
        for text in ["A", "class", "internal"] { bytes += [UInt8(text.utf8.count)] + Array(text.utf8) }
        bytes += [0, 0]  // no generic parameters, empty inheritance
        bytes += [0, 1, 1, 0, 1, 1]  // two locations
        bytes += [1] + [12] + Array("registration".utf8) + [1] + Array("a".utf8)
        bytes += [UInt8](repeating: UInt8(TypeTag.optional), count: 100_000)
        XCTAssertNil(SyntaxBinaryDecoder.decode(bytes[...], path: "A.swift"))
    }
}
