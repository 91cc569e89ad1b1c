import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// `FileSystem.contents` reads every source, summary, output and the cache: whole files, to
/// their end, and nothing for what is not a readable file.
final class FileSystemTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("weaver-filesystem-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testAFileIsReadWholeWithItsSize() throws {
        // Larger than one read's chunk, not a multiple of a page.
        let bytes = (0..<200_003).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let path = folder + "/big.swift"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let read = try XCTUnwrap(FileSystem.contents(of: path))
        XCTAssertEqual(read.bytes, bytes)
        XCTAssertEqual(Int(read.info.st_size), bytes.count)
    }

    func testAnEmptyFileIsEmptyAndAFolderOrAMissingFileIsNothing() throws {
        let empty = folder + "/Empty.swift"
        try Data().write(to: URL(fileURLWithPath: empty))
        XCTAssertEqual(FileSystem.contents(of: empty)?.bytes, [])
        XCTAssertNil(FileSystem.contents(of: folder))
        XCTAssertNil(FileSystem.contents(of: folder + "/Missing.swift"))
    }

    func testAFIFOOrADeviceIsNeverRead() throws {
        // Without a writer, opening a FIFO to read would wait for ever; `/dev/zero` never ends.
        let fifo = folder + "/pipe"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertNil(FileSystem.contents(of: fifo))
        XCTAssertNil(FileSystem.prefix(of: fifo, count: 16))
        XCTAssertNil(FileSystem.contents(of: "/dev/zero"))
        XCTAssertEqual(FileSystem.kind(of: fifo), .other)
        XCTAssertEqual(FileSystem.kind(of: "/dev/null"), .other)
        XCTAssertEqual(FileSystem.kind(of: folder), .directory)
    }
}
