import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Discovery reuses the last run's listing of a folder whose identity (device, inode, modification
/// and change times) is unchanged and settled; whatever happens in a folder, the run must still see
/// exactly the files there are.
final class FolderReuseTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("weaver-folders-\(UUID().uuidString)").path
        try write("Sources/App/App.swift", "final class App {\n    // weaver: home = Home\n    init(injecting _: AppDependencyResolver) {}\n}\n")
        try write("Sources/App/Plain.swift", "struct Plain {}\n")
        try write("Sources/Home/Home.swift", "final class Home {\n    // weaver: logger = Logger\n    init(injecting _: HomeDependencyResolver) {}\n}\n")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ name: String, _ text: String) throws {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: PathResolver.directory(of: path), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private var options: WeaverOptions {
        var options = WeaverOptions(projectPath: folder)
        options.inputPaths = [folder + "/Sources"]
        return options
    }

    private func output() throws -> String { try String(contentsOfFile: folder + "/Weaver.swift", encoding: .utf8) }

    /// A first run, then the cache dated as if it had been written well after every folder last
    /// changed (a folder's change time cannot be set back, so the cache is moved forward instead).
    private func runAndSettle() async throws {
        _ = try Pipeline.run(options: options)
        let later = Date(timeIntervalSinceNow: 3600)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: options.cachePath)
        let settled = try Pipeline.run(options: options)
        XCTAssertEqual(settled.foldersWalked, 3)
        XCTAssertEqual(settled.foldersReused, 3)
        XCTAssertTrue(settled.usedFastPath)
    }

    func testRecentlyChangedFoldersAreListedAgain() async throws {
        _ = try Pipeline.run(options: options)
        let second = try Pipeline.run(options: options)
        XCTAssertEqual(second.foldersWalked, 3)
        XCTAssertEqual(second.foldersReused, 0, "folders changed seconds before the walk are not trusted")
        XCTAssertTrue(second.usedFastPath)
    }

    func testFoldersThatSettledAfterTheCacheWasWrittenAreCountedForRecording() throws {
        var known = FolderListings()
        known.settledBefore = .max
        let settled = try FileDiscovery.discover(options: options, excluding: [], known: known)
        XCTAssertEqual(settled.foldersNewlySettled, 3)
        known.settledBefore = .min
        XCTAssertEqual(try FileDiscovery.discover(options: options, excluding: [], known: known).foldersNewlySettled, 0)
    }

    func testAFileAddedToAFolderIsSeen() async throws {
        try await runAndSettle()
        try write("Sources/App/Extra.swift", "final class Extra {\n    // weaver: home = Home\n    init(injecting _: ExtraDependencyResolver) {}\n}\n")
        let result = try Pipeline.run(options: options)
        XCTAssertEqual(result.filesScanned, 4)
        XCTAssertEqual(result.foldersReused, 2, "only Sources/App changed")
        XCTAssertTrue(try output().contains("ExtraDependencyContainer"))
    }

    func testAFolderAddedToAFolderIsWalked() async throws {
        try await runAndSettle()
        try write("Sources/Home/Nested/Deep.swift", "final class Deep {\n    // weaver: home = Home\n    init(injecting _: DeepDependencyResolver) {}\n}\n")
        let result = try Pipeline.run(options: options)
        XCTAssertEqual(result.foldersWalked, 4)
        XCTAssertTrue(try output().contains("DeepDependencyContainer"))
    }

    func testAFileRemovedFromAFolderIsSeen() async throws {
        try await runAndSettle()
        try FileManager.default.removeItem(atPath: folder + "/Sources/Home/Home.swift")
        let result = try Pipeline.run(options: options)
        XCTAssertEqual(result.filesScanned, 2)
        XCTAssertFalse(try output().contains("HomeDependencyContainer"))
    }

    func testAFileRenamedInAFolderIsSeen() async throws {
        try await runAndSettle()
        try FileManager.default.moveItem(atPath: folder + "/Sources/App/Plain.swift", toPath: folder + "/Sources/App/Plain.txt")
        try FileManager.default.moveItem(atPath: folder + "/Sources/Home/Home.swift", toPath: folder + "/Sources/Home/Renamed.swift")
        let result = try Pipeline.run(options: options)
        XCTAssertEqual(result.filesScanned, 2)
        XCTAssertEqual(result.foldersReused, 1)
        XCTAssertFalse(result.usedFastPath)
        let files = try FileDiscovery.discover(options: options, excluding: []).files.map(\.relativePath)
        XCTAssertEqual(files, ["Sources/App/App.swift", "Sources/Home/Renamed.swift"])
    }

    func testAFileReplacedByRenamingOverItIsReread() async throws {
        try await runAndSettle()
        try write("Sources/App/App.swift.new", "final class App {\n    // weaver: home = Home\n    // weaver: other = Home\n    init(injecting _: AppDependencyResolver) {}\n}\n")
        XCTAssertEqual(rename(folder + "/Sources/App/App.swift.new", folder + "/Sources/App/App.swift"), 0)
        let result = try Pipeline.run(options: options)
        XCTAssertEqual(result.filesParsed, 1)
        XCTAssertTrue(try output().contains("var other: Home"))
    }

    func testAFileEditedInAnUnchangedFolderIsReread() async throws {
        try await runAndSettle()
        try write("Sources/Home/Home.swift", "final class Home {\n    // weaver: logger = Logger\n    // weaver: clock = Clock\n    init(injecting _: HomeDependencyResolver) {}\n}\n")
        let result = try Pipeline.run(options: options)
        XCTAssertEqual(result.foldersReused, 3, "an edit does not change the folder")
        XCTAssertEqual(result.filesParsed, 1)
        XCTAssertTrue(try output().contains("var clock: Clock"))
    }

    func testAListingThatNoLongerHoldsIsNotReused() throws {
        // A listing recorded under the folder's current identity, trusted whatever its age, that
        // names a file which is not there and misses one that is: the folder is listed again.
        let path = folder + "/Sources/App"
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        let identity = FolderListing.Identity(info)
        let stale = try XCTUnwrap(FolderListing(identity: identity, entries: [("Gone.swift", false), ("Plain.swift", false)]))
        let known = FolderListings(listings: [path: stale], reuseBefore: .max)
        let contents = try XCTUnwrap(DirectoryReader.read(path, reusing: known))
        XCTAssertFalse(contents.reused)
        XCTAssertEqual(contents.entries.map(\.name), ["App.swift", "Plain.swift"])
        // An entry recorded as a file that is now a folder falls back too.
        let wrongKind = try XCTUnwrap(FolderListing(identity: identity, entries: [("App.swift", true), ("Plain.swift", false)]))
        XCTAssertFalse(try XCTUnwrap(DirectoryReader.read(path, reusing: FolderListings(listings: [path: wrongKind], reuseBefore: .max))).reused)
        // And one that holds is reused, with fresh fingerprints.
        let current = try XCTUnwrap(FolderListing(identity: identity, entries: [("App.swift", false), ("Plain.swift", false)]))
        let reused = try XCTUnwrap(DirectoryReader.read(path, reusing: FolderListings(listings: [path: current], reuseBefore: .max)))
        XCTAssertTrue(reused.reused)
        XCTAssertEqual(reused.entries.compactMap(\.fingerprint), [FileFingerprint.of(path + "/App.swift"), FileFingerprint.of(path + "/Plain.swift")])
    }

    func testAFolderHoldingALinkIsNeverRecorded() throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/Sources/Home/Linked.swift", withDestinationPath: folder + "/Sources/App/App.swift")
        let contents = try XCTUnwrap(DirectoryReader.read(folder + "/Sources/Home", reusing: FolderListings()))
        XCTAssertNil(contents.listing, "a link's target can change without its folder changing")
        XCTAssertNotNil(try XCTUnwrap(DirectoryReader.read(folder + "/Sources/App", reusing: FolderListings())).listing)
    }

    func testListingsSurviveTheCacheAndACorruptOneIsIgnored() throws {
        let identity = FolderListing.Identity(device: 1, inode: 2, modified: 3, changed: 4)
        let listing = try XCTUnwrap(FolderListing(identity: identity, entries: [("A.swift", false), ("Sub", true), ("é.swift", false)]))
        XCTAssertEqual(listing.entries()?.map(\.name), ["A.swift", "Sub", "é.swift"])
        XCTAssertEqual(listing.entries()?.map(\.isDirectory), [false, true, false])
        XCTAssertNil(FolderListing(identity: identity, encodedEntries: listing.encodedEntries.dropLast()).entries())
        XCTAssertNil(FolderListing(identity: identity, encodedEntries: [7, 1, 0, 65]).entries())
        var cache = ScanCache(optionsKey: 1)
        cache.folders = ["/p/Sources": listing]
        cache.walkDuration = 5
        let path = folder + "/cache"
        XCTAssertNil(cache.save(to: path, projectPath: "/p"))
        let loaded = try XCTUnwrap(ScanCache.load(from: path, optionsKey: 1, projectPath: "/p").cache)
        XCTAssertEqual(loaded.folders, cache.folders)
        // Stored relative to the project: a project moved elsewhere finds its folders under the new path.
        XCTAssertFalse(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self).contains("/p/Sources"))
        let moved = try XCTUnwrap(ScanCache.load(from: path, optionsKey: 1, projectPath: "/q").cache)
        XCTAssertEqual(Array(moved.folders.keys), ["/q/Sources"])
        XCTAssertEqual(loaded.walkDuration, 5)
    }

    func testTheWalkYieldsFilesInPathOrder() throws {
        // "A.swift" sorts before the folder "A" by full path ("A.swift" < "A/…"), "A-b" after "A.swift" and before "A/".
        for name in ["Sources/A/Z.swift", "Sources/A.swift", "Sources/A-b/B.swift", "Sources/B.swift", "Sources/A0.swift"] {
            try write(name, "struct S {}\n")
        }
        let files = try FileDiscovery.discover(options: options, excluding: []).files.map(\.path)
        XCTAssertEqual(files, files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        XCTAssertEqual(files.count, 8)
    }
}
