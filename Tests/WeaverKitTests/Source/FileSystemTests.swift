import Foundation
import XCTest
@testable import WeaverKit

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

    func testAFileThatGrowsWhileItIsReadIsReadToItsEnd() throws {
        // A FIFO reports size 0 and delivers its bytes later: what a growing file looks like to
        // the reader, which must read past the size it was told.
        let fifo = folder + "/growing"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let text = Array("// weaver: logger = Logger\n".utf8)
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            handle.write(Data(text))
            try? handle.close()
        }
        writer.start()
        XCTAssertEqual(FileSystem.contents(of: fifo)?.bytes, text)
    }
}
