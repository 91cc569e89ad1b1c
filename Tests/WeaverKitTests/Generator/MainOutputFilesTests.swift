import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Which file a container goes in depends on its type path alone, the same on every run, machine
/// and version: a different hash would move every container and rebuild every file once.
final class MainOutputFilesTests: XCTestCase {
    func testAContainersFileIsAFixedHashOfItsTypePath() {
        // XXH64 (seed 0) of the UTF-8 path, modulo the count (the algorithm's published values).
        XCTAssertEqual(MainOutputFiles.file(of: "", count: 8), Int(UInt64(0xef46_db37_51d8_e999) % 8))
        XCTAssertEqual(MainOutputFiles.file(of: "a", count: 8), Int(UInt64(0xd24e_c4f1_a98c_6e5b) % 8))
        XCTAssertEqual(MainOutputFiles.file(of: "App", count: 1), 0)
        let spread = Set((0..<200).map { MainOutputFiles.file(of: "Feature\($0)", count: 8) })
        XCTAssertEqual(spread, Set(0..<8), "200 types use every file")
    }

    func testPathsFollowTheOptions() {
        var options = WeaverOptions(projectPath: "/p")
        XCTAssertEqual(MainOutputFiles.paths(of: options), ["/p/Weaver.swift"])
        options.mainOutputPath = "/p/Gen/Weaver.swift"
        options.mainOutputIsFolder = true
        XCTAssertEqual(MainOutputFiles.paths(of: options), ["/p/Gen/Weaver.swift"], "a folder alone is one file")
        options.splitOutput = true
        XCTAssertEqual(MainOutputFiles.paths(of: options), ["/p/Gen/Weaver.swift", "/p/Gen/WeaverResolvers.swift"] + (1...64).map { "/p/Gen/WeaverContainers\($0).swift" })
        XCTAssertEqual(MainOutputFiles.unwrittenPaths(of: options), [])
        options.containerFiles = 3
        XCTAssertEqual(MainOutputFiles.paths(of: options), ["/p/Gen/Weaver.swift", "/p/Gen/WeaverResolvers.swift"] + (1...3).map { "/p/Gen/WeaverContainers\($0).swift" })
        XCTAssertEqual(MainOutputFiles.unwrittenPaths(of: options), (4...64).map { "/p/Gen/WeaverContainers\($0).swift" })
        options.singleOutput = true
        XCTAssertEqual(MainOutputFiles.paths(of: options), ["/p/Gen/Weaver.swift"])
        XCTAssertEqual(MainOutputFiles.unwrittenPaths(of: options), ["/p/Gen/WeaverResolvers.swift"] + (1...64).map { "/p/Gen/WeaverContainers\($0).swift" })
        options.mainOutputIsFolder = false
        XCTAssertEqual(MainOutputFiles.unwrittenPaths(of: options), [], "a file output leaves its folder alone")
    }
}
