import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// docs/commands.md through the pipeline: hits, misses, invalidation, broken caches, deleted files.
final class ScanCacheTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("weaver-cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        try write("Sources/App.swift", "final class App {\n    // weaver: home = Home\n    init(injecting _: AppDependencyResolver) {}\n}\n")
        try write("Sources/Home.swift", "final class Home {\n    // weaver: logger = Logger\n    init(injecting _: HomeDependencyResolver) {}\n}\n")
        try write("Sources/Plain.swift", "struct Plain {}\n")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }

    private var options: WeaverOptions {
        var options = WeaverOptions(projectPath: folder)
        options.inputPaths = [folder + "/Sources"]
        return options
    }

    private func run(_ options: WeaverOptions? = nil) async throws -> PipelineResult {
        try Pipeline.run(options: options ?? self.options)
    }

    private func output() throws -> String { try String(contentsOfFile: folder + "/Weaver.swift", encoding: .utf8) }

    /// Makes every input look older than the cache, as files are on a real second run.
    private func ageInputs() throws {
        let past = Date(timeIntervalSinceNow: -60)
        for name in ["App.swift", "Home.swift", "Plain.swift"] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder + "/Sources/" + name)
        }
    }

    func testSecondRunIsAHitAndTakesTheFastPath() async throws {
        let first = try await run()
        XCTAssertEqual(first.filesParsed, 2)
        XCTAssertFalse(first.usedFastPath)
        try ageInputs()
        let second = try await run()
        XCTAssertEqual(second.filesParsed, 0)
        XCTAssertTrue(second.usedFastPath)
        XCTAssertEqual(second.writtenFiles, [])
    }

    func testAnEditedOrDeletedOutputIsRegenerated() async throws {
        _ = try await run()
        try ageInputs()
        let generated = try output()
        // An edit gives the output a new modification time, so it is read back and found changed.
        try write("Weaver.swift", generated.replacingOccurrences(of: "MainDependencyContainer", with: "EditedByHandContainer"))
        let edited = try await run()
        XCTAssertFalse(edited.usedFastPath)
        XCTAssertEqual(edited.writtenFiles, ["Weaver.swift"])
        XCTAssertEqual(try output(), generated)
        let trusted = try await run()
        XCTAssertTrue(trusted.usedFastPath)
        try FileManager.default.removeItem(atPath: folder + "/Weaver.swift")
        let deleted = try await run()
        XCTAssertFalse(deleted.usedFastPath)
        XCTAssertEqual(try output(), generated)
    }

    func testContentChangeIsAMiss() async throws {
        _ = try await run()
        try write("Sources/Home.swift", "final class Home {\n    // weaver: logger = Logger\n    // weaver: cache = Cache\n    init(injecting _: HomeDependencyResolver) {}\n}\n")
        let second = try await run()
        XCTAssertEqual(second.filesParsed, 1)
        XCTAssertTrue(try output().contains("var cache: Cache"))
    }

    func testEditsThatCannotChangeTheGraphKeepTheFastPath() async throws {
        _ = try await run()
        // A file that mentions weaver neither before nor after the edit is not part of the graph.
        try write("Sources/Plain.swift", "struct Plain {\n    let value = 1\n}\n")
        try write("Sources/Added.swift", "struct Added {}\n")
        let plainEdit = try await run()
        XCTAssertTrue(plainEdit.usedFastPath)
        XCTAssertEqual(plainEdit.filesParsed, 0)
        // An annotated file whose parse result is unchanged: parsed again, nothing else redone.
        try write("Sources/Home.swift", "final class Home {\n    // weaver: logger = Logger\n    init(injecting _: HomeDependencyResolver) {}\n}\n\nfunc helper() { print(1) }\n")
        let bodyEdit = try await run()
        XCTAssertEqual(bodyEdit.filesParsed, 1)
        XCTAssertTrue(bodyEdit.usedFastPath)
        try FileManager.default.removeItem(atPath: folder + "/Sources/Added.swift")
        let plainDeleted = try await run()
        XCTAssertTrue(plainDeleted.usedFastPath)
    }

    func testEditsThatChangeTheParseResultLeaveTheFastPath() async throws {
        _ = try await run()
        // A line above the annotation moves its location: diagnostics would point elsewhere.
        try write("Sources/Home.swift", "import Foundation\nfinal class Home {\n    // weaver: logger = Logger\n    init(injecting _: HomeDependencyResolver) {}\n}\n")
        let moved = try await run()
        XCTAssertFalse(moved.usedFastPath)
        XCTAssertTrue(try output().contains("import Foundation"))
        // A file that starts to mention weaver joins the graph.
        try write("Sources/Plain.swift", "struct Plain {}\nfinal class Extra {\n    // weaver: home = Home\n    init(injecting _: ExtraDependencyResolver) {}\n}\n")
        let joined = try await run()
        XCTAssertFalse(joined.usedFastPath)
        XCTAssertTrue(try output().contains("ExtraDependencyContainer"))
        // And one that stops mentioning it leaves it.
        try write("Sources/Plain.swift", "struct Plain {}\n")
        let left = try await run()
        XCTAssertFalse(left.usedFastPath)
        XCTAssertFalse(try output().contains("ExtraDependencyContainer"))
    }

    func testMovedAnnotationsAreValidatedAgainButNotRegenerated() async throws {
        try write("Sources/App.swift", "final class App {\n    // weaver: movie = Movie\n    // weaver: movie.scope = .lazy\n    init(injecting _: AppDependencyResolver) {}\n}\n")
        try write("Sources/Home.swift", "final class Movie {\n    // weaver: movieID <= Int\n    init(injecting _: MovieDependencyResolver) {}\n}\n")
        let first = try await run()
        XCTAssertEqual(first.diagnostics.map(\.location?.line), [2])
        let generated = try output()
        // Lines added above the annotations move them: the warning moves with them, the code does not.
        try write("Sources/App.swift", "// The app.\n\nfinal class App {\n    // weaver: movie = Movie\n    // weaver: movie.scope = .lazy\n    init(injecting _: AppDependencyResolver) {}\n}\n")
        let moved = try await run()
        XCTAssertFalse(moved.usedFastPath)
        XCTAssertEqual(moved.filesParsed, 1)
        XCTAssertEqual(moved.diagnostics.map(\.location?.line), [4])
        XCTAssertEqual(moved.diagnostics.first?.code, .parametersIgnored)
        XCTAssertTrue(moved.timings.contains { $0.phase.hasPrefix("generate (skipped") })
        XCTAssertEqual(moved.writtenFiles, [])
        XCTAssertEqual(try output(), generated)
        // The next run with nothing changed repeats the moved warning from the cache.
        let again = try await run()
        XCTAssertTrue(again.usedFastPath)
        XCTAssertEqual(again.diagnostics.map(\.location?.line), [4])
        // A change of shape in the same file is generated again.
        try write("Sources/App.swift", "// The app.\n\nfinal class App {\n    // weaver: movie = Movie\n    // weaver: movie.scope = .transient\n    init(injecting _: AppDependencyResolver) {}\n}\n")
        let reshaped = try await run()
        XCTAssertFalse(reshaped.timings.contains { $0.phase.hasPrefix("generate (skipped") })
        XCTAssertEqual(reshaped.writtenFiles, ["Weaver.swift"])
        XCTAssertNotEqual(try output(), generated)
    }

    func testMovedAnnotationsRegenerateAnOutputEditedByHand() async throws {
        _ = try await run()
        let generated = try output()
        try write("Weaver.swift", generated + "// edited\n")
        try write("Sources/Home.swift", "\nfinal class Home {\n    // weaver: logger = Logger\n    init(injecting _: HomeDependencyResolver) {}\n}\n")
        let moved = try await run()
        XCTAssertEqual(moved.writtenFiles, ["Weaver.swift"])
        XCTAssertEqual(try output(), generated)
    }

    func testWithWarnUnusedEveryEditCounts() async throws {
        var options = self.options
        options.warnUnused = true
        _ = try await run(options)
        try write("Sources/Plain.swift", "struct Plain {\n    let home = 1\n}\n")
        let edited = try await run(options)
        XCTAssertFalse(edited.usedFastPath)
    }

    func testAnEditThatKeepsSizeAndTimeIsSeenWhenNotOlderThanTheCache() async throws {
        try ageInputs()
        _ = try await run()
        let cacheTime = try XCTUnwrap(FileFingerprint.of(options.cachePath)).modified
        // Same size, and a modification time equal to the cache's: not trusted, so re-hashed.
        try write("Sources/Home.swift", "final class Home {\n    // weaver: logger = Loggex\n    init(injecting _: HomeDependencyResolver) {}\n}\n")
        let sameTime = Date(timeIntervalSince1970: Double(cacheTime) / 1e9)
        try FileManager.default.setAttributes([.modificationDate: sameTime], ofItemAtPath: folder + "/Sources/Home.swift")
        let second = try await run()
        XCTAssertEqual(second.filesParsed, 1)
        XCTAssertTrue(try output().contains("Loggex"))
    }

    func testChangingAResultChangingFlagRebuilds() async throws {
        _ = try await run()
        var changed = options
        changed.swiftlintDisableAll = false
        let second = try await run(changed)
        XCTAssertEqual(second.filesParsed, 2)
        XCTAssertFalse(try output().contains("swiftlint"))
    }

    func testForeignVersionCorruptAndTruncatedCachesAreIgnored() async throws {
        _ = try await run()
        let path = options.cachePath
        let valid = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let version = Array(WeaverVersion.current.utf8)
        let versionOffset = try XCTUnwrap((0...(valid.count - version.count)).first { Array(valid[$0..<($0 + version.count)]) == version })
        var foreign = valid
        foreign[versionOffset] = UInt8(ascii: "1")
        let broken: [(String, [UInt8])] = [
            ("foreign version", foreign),
            ("truncated", Array(valid.prefix(valid.count / 2))),
            ("cut inside the magic", Array(valid.prefix(3))),
            ("trailing bytes", valid + [1, 2, 3]),
        ]
        for (name, bytes) in broken {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let result = try await run()
            XCTAssertEqual(result.filesParsed, 2, name)
            XCTAssertFalse(result.cacheNotes.isEmpty, name)
            XCTAssertFalse(result.hasErrors, name)
        }
        // A file that does not start as a cache is the user's (docs/commands.md): refused, kept.
        let garbage = Array("garbage \u{0}\u{1}".utf8)
        try Data(garbage).write(to: URL(fileURLWithPath: path))
        do {
            _ = try await run()
            XCTFail("a file that is no cache was replaced")
        } catch {
            XCTAssertTrue("\(error)".contains("did not write"), "\(error)")
        }
        XCTAssertEqual(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), garbage)
    }

    func testEveryFlippedByteIsCaughtByTheChecksumBeforeAnythingIsRead() async throws {
        _ = try await run()
        let valid = try [UInt8](Data(contentsOf: URL(fileURLWithPath: options.cachePath)))
        let key = CacheKey.of(options)
        XCTAssertNotNil(ScanCache.read(bytes: valid, modified: 0, optionsKey: key, projectPath: folder).cache)
        for offset in valid.indices {
            for flip: UInt8 in [0x01, 0x80, 0xFF] {
                var damaged = valid
                damaged[offset] ^= flip
                let (cache, note) = ScanCache.read(bytes: damaged, modified: 0, optionsKey: key, projectPath: folder)
                XCTAssertNil(cache, "byte \(offset) ^ \(flip)")
                XCTAssertNotNil(note, "byte \(offset) ^ \(flip)")
            }
        }
        for length in [0, 1, 8, 9, valid.count / 2, valid.count - 1] {
            XCTAssertNil(ScanCache.read(bytes: Array(valid.prefix(length)), modified: 0, optionsKey: key, projectPath: folder).cache, "torn at \(length)")
        }
    }

    /// A cache whose checksum holds but whose numbers are out of range (what the fuzzer found:
    /// Fuzz/Crashes/cache-1 and cache-2) is ignored, never a trap.
    func testOutOfRangeNumbersBehindAValidChecksumAreIgnored() throws {
        func sealed(_ bytes: [UInt8]) -> [UInt8] {
            var body = Array(bytes.dropLast(8))
            let hash = ContentHash.of(body)
            for index in 0..<8 { body.append(UInt8(truncatingIfNeeded: hash >> UInt64(index * 8))) }
            return body
        }
        var cache = ScanCache(optionsKey: 0)
        cache.walkDuration = Int64.min + 1
        let negativeWalk = sealed(cache.encoded(projectPath: "/p"))
        XCTAssertNil(ScanCache.read(bytes: negativeWalk, modified: Int64.min, optionsKey: 0, projectPath: "/p").cache)
        cache.walkDuration = 5
        var hugeCount = cache.encoded(projectPath: "/p")
        // The count of annotated types follows the header: magic, format, version, options key, length.
        let countOffset = 8 + 8 + 8 + 8 + WeaverVersion.current.utf8.count + 8 + 8
        hugeCount[countOffset + 7] = 0x80
        XCTAssertNil(ScanCache.read(bytes: sealed(hugeCount), modified: 0, optionsKey: 0, projectPath: "/p").cache)
        // Near the start of time, no listing is reused rather than an overflow.
        let valid = try XCTUnwrap(ScanCache.read(bytes: sealed(cache.encoded(projectPath: "/p")), modified: Int64.min, optionsKey: 0, projectPath: "/p").cache)
        _ = valid.folderListings
    }

    func testADamagedCacheGivesTheColdRunsOutput() async throws {
        _ = try await run()
        let cold = try output()
        try ageInputs()
        let valid = try [UInt8](Data(contentsOf: URL(fileURLWithPath: options.cachePath)))
        // A flip inside a cached type name (the case that once wrote a container for a type that does not exist).
        let name = Array("Logger".utf8)
        let offset = try XCTUnwrap((0...(valid.count - name.count)).first { Array(valid[$0..<($0 + name.count)]) == name })
        var damaged = valid
        damaged[offset] ^= 0x20
        try Data(damaged).write(to: URL(fileURLWithPath: options.cachePath))
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: options.cachePath)
        try FileManager.default.removeItem(atPath: folder + "/Weaver.swift")
        let result = try await run()
        XCTAssertFalse(result.hasErrors)
        XCTAssertEqual(result.filesParsed, 2)
        XCTAssertEqual(try output(), cold)
    }

    func testAMovedProjectKeepsItsCache() async throws {
        _ = try await run()
        let moved = folder + "-moved"
        try FileManager.default.moveItem(atPath: folder, toPath: moved)
        defer { try? FileManager.default.removeItem(atPath: moved) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: moved + "/.weaver_cache"))
        XCTAssertFalse(String(decoding: bytes, as: UTF8.self).contains(folder), "the cache holds an absolute path")
        var options = WeaverOptions(projectPath: moved)
        options.inputPaths = [moved + "/Sources"]
        let result = try Pipeline.run(options: options)
        XCTAssertEqual(result.cacheNotes, [])
        XCTAssertEqual(result.filesParsed, 0)
        XCTAssertFalse(result.hasErrors)
    }

    func testUnwritableCacheIsANoteNotAFailure() async throws {
        var unwritable = options
        try write("blocker", "a file where a folder is needed")
        unwritable.cachePath = folder + "/blocker/cache"
        let result = try await run(unwritable)
        XCTAssertFalse(result.hasErrors)
        XCTAssertTrue(result.cacheNotes.contains { $0.contains("could not be written") }, "\(result.cacheNotes)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/Weaver.swift"))
    }

    func testDeletedAndRenamedFilesAreNoticed() async throws {
        _ = try await run()
        try ageInputs()
        try FileManager.default.moveItem(atPath: folder + "/Sources/Home.swift", toPath: folder + "/Sources/Renamed.swift")
        let renamed = try await run()
        XCTAssertFalse(renamed.usedFastPath)
        XCTAssertTrue(try output().contains("HomeDependencyContainer"))
        try FileManager.default.removeItem(atPath: folder + "/Sources/Renamed.swift")
        let deleted = try await run()
        XCTAssertFalse(deleted.usedFastPath)
        XCTAssertFalse(try output().contains("HomeDependencyContainer"))
    }

    func testConcurrentRunsBothFinishWithCorrectFiles() async throws {
        let options = self.options
        async let first = Pipeline.run(options: options)
        async let second = Pipeline.run(options: options)
        let results = try await [first, second]
        XCTAssertTrue(results.allSatisfy { !$0.hasErrors })
        XCTAssertTrue(try output().contains("final class MainDependencyContainer"))
        XCTAssertNotNil(ScanCache.load(from: options.cachePath, optionsKey: CacheKey.of(options), projectPath: options.projectPath).cache)
    }

    func testCheckWritesOnlyTheCache() async throws {
        let result = try Pipeline.run(options: options, goal: .validate)
        XCTAssertFalse(result.hasErrors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/Weaver.swift"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: options.cachePath))
    }
}
