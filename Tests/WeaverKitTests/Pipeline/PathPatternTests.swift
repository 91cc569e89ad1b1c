import Foundation
import WeaverTestSupport
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Weaver 0.12's input patterns (`--input-path "*.swift"`, `Sources/**/*.swift`).
final class PathPatternTests: XCTestCase {
    private func matches(_ pattern: String, _ path: String) -> Bool {
        PathPattern("/p/" + pattern).matches("/p/" + path)
    }

    func testStarAndQuestionMarkStayInOneFolder() {
        XCTAssertTrue(matches("*.swift", "App.swift"))
        XCTAssertFalse(matches("*.swift", "Sources/App.swift"))
        XCTAssertTrue(matches("Sources/*/*.swift", "Sources/App/App.swift"))
        XCTAssertFalse(matches("Sources/*/*.swift", "Sources/App.swift"))
        XCTAssertTrue(matches("App?.swift", "App1.swift"))
        XCTAssertFalse(matches("App?.swift", "App.swift"))
        XCTAssertTrue(matches("*View*.swift", "HomeViewModel.swift"))
        XCTAssertFalse(matches("*View*.swift", "Home.swift"))
    }

    func testDoubleStarIsAnyNumberOfFoldersNoneIncluded() {
        XCTAssertTrue(matches("Sources/**/*.swift", "Sources/App.swift"))
        XCTAssertTrue(matches("Sources/**/*.swift", "Sources/A/B/C/App.swift"))
        XCTAssertFalse(matches("Sources/**/*.swift", "Tests/App.swift"))
        XCTAssertTrue(matches("**/Views/*.swift", "App/Feature/Views/Home.swift"))
        XCTAssertFalse(matches("**/Views/*.swift", "App/Views/Deep/Home.swift"))
        XCTAssertTrue(matches("Sources/**", "Sources/A/App.swift"))
        XCTAssertTrue(matches("Sources/**/**/*.swift", "Sources/App.swift"))
    }

    func testSets() {
        XCTAssertTrue(matches("[AB]pp.swift", "Bpp.swift"))
        XCTAssertFalse(matches("[AB]pp.swift", "Cpp.swift"))
        XCTAssertTrue(matches("[a-c]*.swift", "bar.swift"))
        XCTAssertFalse(matches("[!a-c]*.swift", "bar.swift"))
        XCTAssertTrue(matches("[^a-c]*.swift", "zed.swift"))
        // A `[` never closed is a plain character.
        XCTAssertTrue(matches("[x*.swift", "[xy.swift"))
    }

    func testHiddenNamesNeedALiteralDot() {
        XCTAssertFalse(matches("*.swift", ".Hidden.swift"))
        XCTAssertTrue(matches(".*.swift", ".Hidden.swift"))
        XCTAssertFalse(matches("**/*.swift", ".build/App.swift"))
        XCTAssertFalse(matches("Sources/*/*.swift", "Sources/.git/App.swift"))
    }

    func testExpansionFindsSwiftFilesOnlySorted() throws {
        let folder = try ConfigurationTestFolder()
        for path in ["Sources/B.swift", "Sources/A.swift", "Sources/Deep/C.swift", "Sources/Notes.md", "Sources/.hidden/D.swift",
                     "Sources/Folder.swift/E.swift", "Top.swift"] {
            try folder.write(path, "")
        }
        let base = folder.path
        XCTAssertEqual(PathPattern(base + "/Sources/*.swift").swiftFiles(), [base + "/Sources/A.swift", base + "/Sources/B.swift"])
        XCTAssertEqual(PathPattern(base + "/Sources/**/*.swift").swiftFiles(),
                       ["A.swift", "B.swift", "Deep/C.swift", "Folder.swift/E.swift"].map { base + "/Sources/" + $0 })
        XCTAssertEqual(PathPattern(base + "/*.swift").swiftFiles(), [base + "/Top.swift"])
        XCTAssertEqual(PathPattern(base + "/Sources/*").swiftFiles(), [base + "/Sources/A.swift", base + "/Sources/B.swift"])
        XCTAssertEqual(PathPattern(base + "/Missing/*.swift").swiftFiles(), [])
    }

    func testALinkLoopIsWalkedOnce() throws {
        let folder = try ConfigurationTestFolder()
        try folder.write("Sources/A.swift", "")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources/Loop", withDestinationPath: folder.path + "/Sources")
        XCTAssertEqual(PathPattern(folder.path + "/Sources/**/*.swift").swiftFiles(), [folder.path + "/Sources/A.swift"])
    }

    /// Discovery reads what a pattern names, minus ignored paths (patterns too); a pattern that
    /// names nothing is an error naming it.
    func testDiscoveryExpandsInputPatternsAndIgnoresPatterns() throws {
        let folder = try ConfigurationTestFolder()
        for path in ["App.swift", "Sources/Feature/Home.swift", "Sources/Generated/Weaver.swift", "Sources/Generated/Other.swift"] {
            try folder.write(path, "")
        }
        var options = WeaverOptions(projectPath: folder.path)
        options.inputPaths = [folder.path + "/*.swift", folder.path + "/**/*.swift"]
        options.ignoredPaths = [folder.path + "/Sources/Generated/*"]
        let found = try FileDiscovery.swiftFiles(options: options, excluding: []).paths
        XCTAssertEqual(found.map { PathResolver.relative($0, to: folder.path) }, ["App.swift", "Sources/Feature/Home.swift"])

        options.ignoredPaths = [folder.path + "/Sources"]
        XCTAssertEqual(try FileDiscovery.swiftFiles(options: options, excluding: []).paths, [folder.path + "/App.swift"])

        // A folder walk skips a folder an ignored pattern names; a path that exists is a path.
        try folder.write("[x]/Literal.swift", "")
        options.inputPaths = [folder.path + "/Sources", folder.path + "/[x]"]
        options.ignoredPaths = [folder.path + "/Sources/*"]
        XCTAssertEqual(try FileDiscovery.swiftFiles(options: options, excluding: []).paths, [folder.path + "/[x]/Literal.swift"])

        options.inputPaths = [folder.path + "/Missing/**/*.swift"]
        XCTAssertThrowsError(try FileDiscovery.swiftFiles(options: options, excluding: [])) { error in
            let message = (error as? PipelineError)?.diagnostic.message ?? ""
            XCTAssertTrue(message.hasPrefix("input pattern 'Missing/**/*.swift' matches no Swift file"), message)
        }
    }
}
