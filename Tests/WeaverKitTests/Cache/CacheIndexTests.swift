import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// The cache's table of files, searched where it lies in the cache's bytes.
final class CacheIndexTests: XCTestCase {
    private func roundTrip(_ paths: [String]) throws -> ScanCache {
        var cache = ScanCache(optionsKey: 7)
        for (number, path) in paths.enumerated() {
            let payload: [UInt8]? = number.isMultiple(of: 2) ? SyntaxBinaryEncoder.encode(FileSyntax(path: path)) : nil
            cache.entries.append(ScanCache.Entry(
                path: path, fingerprint: FileFingerprint(size: Int64(number), modified: Int64(number) * 10), hash: UInt64(number) + 100,
                syntax: nil, payload: payload))
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("weaver-index-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        XCTAssertNil(cache.save(to: file, projectPath: "/p"))
        return try XCTUnwrap(ScanCache.load(from: file, optionsKey: 7, projectPath: "/p").cache)
    }

    func testEveryPathIsFoundWhateverTheOrderItWasAddedIn() throws {
        // Not in byte order: a folder after a file it sorts before, and a path that is not ASCII.
        let paths = ["Sources/b.swift", "Sources/a/z.swift", "Sources/a.swift", "Sources/é.swift", "Sources/e.swift", "x.swift"]
        let cache = try roundTrip(paths)
        let index = try XCTUnwrap(cache.index)
        XCTAssertEqual(index.count, paths.count)
        for (number, path) in paths.enumerated() {
            var hint = 0
            let record = try XCTUnwrap(index.find(path, hint: &hint), path)
            XCTAssertEqual(index.hash(record), UInt64(number) + 100, path)
            XCTAssertEqual(index.fingerprint(record), FileFingerprint(size: Int64(number), modified: Int64(number) * 10), path)
            XCTAssertEqual(index.mentionsWeaver(record), number.isMultiple(of: 2), path)
            XCTAssertEqual(cache.entry(record, path: path)?.syntax()?.path, number.isMultiple(of: 2) ? path : nil, path)
        }
    }

    func testTheHintFollowsPathOrderAndAMissFallsBackToSearching() throws {
        let paths = (0..<50).map { "Sources/File\(1000 + $0).swift" }
        let index = try XCTUnwrap(try roundTrip(paths).index)
        var hint = 0
        for (number, path) in paths.enumerated() {
            XCTAssertEqual(index.find(path, hint: &hint), number)
            XCTAssertEqual(hint, number + 1)
        }
        XCTAssertEqual(index.find("Sources/File1010.swift", hint: &hint), 10)
        XCTAssertNil(index.find("Sources/File1010.swif", hint: &hint))
        XCTAssertNil(index.find("", hint: &hint))
        XCTAssertNil(index.find("Sources/File1049.swift/", hint: &hint))
    }

    func testARecordPointingOutsideTheFileMakesTheCacheUnusable() {
        var writer = BinaryWriter()
        for value in [UInt64(0), 100, 1, 2, 3, CacheIndex.noPayload, 0] { writer.write(value) }
        XCTAssertNil(CacheIndex(bytes: writer.bytes, table: 0, count: 1), "path past the end")
        XCTAssertNil(CacheIndex(bytes: writer.bytes, table: 0, count: 2), "table past the end")
        var valid = BinaryWriter()
        for value in [UInt64(0), 8, 1, 2, 3, CacheIndex.noPayload, 0] { valid.write(value) }
        XCTAssertNotNil(CacheIndex(bytes: valid.bytes, table: 0, count: 1))
    }
}
