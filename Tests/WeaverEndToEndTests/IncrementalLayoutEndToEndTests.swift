import Foundation
import XCTest

/// docs/commands.md "Output as several files", checked against the Swift driver itself: `Fixtures/Incremental` is
/// edited the ways a team edits a graph every day, weaver rewrites its split output, `swiftc
/// -incremental` rebuilds, and `-driver-show-incremental` says which files it compiled again. The
/// program runs after every step and prints what its graph now does.
final class IncrementalLayoutEndToEndTests: XCTestCase {
    /// The fixture's source files that hold no annotated type whose resolver could change.
    private let untouched = ["Models.swift", "main.swift"]

    func testEachEverydayEditRecompilesOnlyWhatItChanges() throws {
        let project = try IncrementalProject()
        var output = try project.build()
        XCTAssertEqual(output.run, "home(feed:session) settings:1")

        // (1) A method body.
        try project.edit("Feed.swift", "\"feed:\"", "\"feed!:\"")
        output = try project.build()
        XCTAssertEqual(output.run, "home(feed!:session) settings:1")
        XCTAssertEqual(output.recompiledSources, ["Feed.swift"])
        XCTAssertEqual(output.changedGenerated, [])

        // (2) A leaf gains a reference to a service its root registers.
        try project.edit("Feed.swift", "    // weaver: session <- Session\n", "    // weaver: session <- Session\n    // weaver: logger <- Logging\n")
        try project.edit("Feed.swift", "        \"feed!:\" + dependencies.session.name",
                         "        dependencies.logger.log(\"feed\")\n        return \"feed!:\" + dependencies.session.name")
        output = try project.build()
        XCTAssertEqual(output.run, "home(feed!:session) settings:2")
        try assertOnlyEditedSourcesRecompiled(output, edited: ["Feed.swift"])

        // (3) A leaf loses a reference.
        try project.edit("Feed.swift", "    // weaver: session <- Session\n", "")
        try project.edit("Feed.swift", "\"feed!:\" + dependencies.session.name", "\"feed!\"")
        output = try project.build()
        XCTAssertEqual(output.run, "home(feed!) settings:2")
        try assertOnlyEditedSourcesRecompiled(output, edited: ["Feed.swift"])

        // (4) A registration's scope.
        try project.edit("App.swift", "session.scope = .container", "session.scope = .lazy")
        output = try project.build()
        XCTAssertEqual(output.run, "home(feed!) settings:2")
        try assertOnlyEditedSourcesRecompiled(output, edited: ["App.swift"])
        XCTAssertEqual(output.changedGenerated.count, 1, "only the App container's file: \(output.changedGenerated)")

        // (5) A mid-level type gains a registration under a new name.
        try project.edit("Home.swift", "    // weaver: feed = Feed\n", "    // weaver: feed = Feed\n    // weaver: cache = Cache\n")
        try project.edit("Home.swift", "+ \")\"", "+ \")\" + String(dependencies.cache.capacity)")
        output = try project.build()
        XCTAssertEqual(output.run, "home(feed!)8 settings:2")
        try assertOnlyEditedSourcesRecompiled(output, edited: ["Home.swift"])
        XCTAssertTrue(output.changedGenerated.contains("WeaverResolvers.swift"), "CacheResolver is new: \(output.changedGenerated)")

        // (6) A leaf registers a new annotated type, in a new file.
        try project.write("Story.swift", """
            final class Story {
                // weaver: logger <- Logging

                private let dependencies: StoryDependencyResolver

                init(injecting dependencies: StoryDependencyResolver) {
                    self.dependencies = dependencies
                }

                func describe() -> String {
                    dependencies.logger.log("story")
                    return "story"
                }
            }

            """)
        try project.edit("Feed.swift", "    // weaver: logger <- Logging\n", "    // weaver: logger <- Logging\n    // weaver: story = Story\n")
        try project.edit("Feed.swift", "\"feed!\"", "\"feed!\" + dependencies.story.describe()")
        output = try project.build()
        XCTAssertEqual(output.run, "home(feed!story)8 settings:3")
        // Story's declarations are new top-level declarations of one container file: the driver
        // recompiles every file using that file, so the sources of the types that share it.
        let storyFile = try XCTUnwrap(project.generatedFile(declaring: "protocol StoryDependencyResolver"))
        let sharing = try project.sources(ofTypesDeclaredIn: storyFile)
        try assertOnlyEditedSourcesRecompiled(output, edited: ["Feed.swift", "Story.swift"] + sharing)
    }

    /// The edited sources and the generated files that changed, and nothing else but generated
    /// files using a changed container: never `Weaver.swift` (the support), never another source.
    private func assertOnlyEditedSourcesRecompiled(_ output: IncrementalProject.Build, edited: [String],
                                                   file: StaticString = #filePath, line: UInt = #line) throws {
        let otherSources = output.recompiledSources.subtracting(edited)
        XCTAssertEqual(otherSources, [], "sources recompiled though not edited (\(output.recompiledGenerated) generated)", file: file, line: line)
        XCTAssertTrue(output.recompiledSources.isSuperset(of: Set(edited).intersection(output.existingSources)), file: file, line: line)
        XCTAssertFalse(output.recompiledGenerated.contains("Weaver.swift"), "the support file is stable", file: file, line: line)
        XCTAssertTrue(output.recompiledSources.isDisjoint(with: untouched), file: file, line: line)
    }
}

/// A copy of `Fixtures/Incremental` built step by step: weaver's split output, then an incremental
/// `swiftc` build that reports what it compiled.
private final class IncrementalProject {
    struct Build {
        var run: String
        var recompiledSources: Set<String>
        var recompiledGenerated: Set<String>
        var changedGenerated: Set<String>
        var existingSources: Set<String>
    }

    let folder: URL
    private var sources: URL { folder.appendingPathComponent("Sources") }
    private var generated: URL { folder.appendingPathComponent("Generated") }
    private var buildFolder: URL { folder.appendingPathComponent("build") }
    private var lastGenerated: [String: Data] = [:]

    init() throws {
        let temporary = try EndToEnd.temporaryDirectory("IncrementalLayout")
        folder = try EndToEnd.copyFixture("Incremental", to: temporary)
        try FileManager.default.createDirectory(at: buildFolder, withIntermediateDirectories: true)
    }

    func edit(_ name: String, _ old: String, _ new: String) throws {
        let url = sources.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard text.contains(old) else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(name) has no '\(old)'"]) }
        try write(name, text.replacingOccurrences(of: old, with: new))
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: sources.appendingPathComponent(name))
    }

    func generatedFile(declaring text: String) throws -> String? {
        try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted().first { name in
            (try? String(contentsOf: generated.appendingPathComponent(name), encoding: .utf8))?.contains(text) ?? false
        }
    }

    /// The source files declaring the types whose resolver protocols are in generated file `name`.
    func sources(ofTypesDeclaredIn name: String) throws -> [String] {
        let text = try String(contentsOf: generated.appendingPathComponent(name), encoding: .utf8)
        let types = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("protocol "), let end = line.range(of: "DependencyResolver:") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 9)..<end.lowerBound])
        }
        return try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { source in
            let text = try String(contentsOf: sources.appendingPathComponent(source), encoding: .utf8)
            return types.contains { text.contains("final class \($0) {") }
        }
    }

    func build() throws -> Build {
        // The driver tells edited files by modification time: a step's writes must be later than
        // the previous build's start.
        Thread.sleep(forTimeInterval: 1.1)
        let weaver = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--input-path", "Sources",
                                          "--main-output-path", "Generated", "--split-output", "--quiet"])
        guard weaver.status == 0 else { throw failure("weaver: " + weaver.standardError) }
        var generatedNow: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: generated.path) where name.hasSuffix(".swift") {
            generatedNow[name] = try Data(contentsOf: generated.appendingPathComponent(name))
        }
        let changed = lastGenerated.isEmpty ? [] : Set(generatedNow.keys.filter { lastGenerated[$0] != generatedNow[$0] })
        lastGenerated = generatedNow

        let sourceNames = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }.sorted()
        let files = sourceNames.map { sources.appendingPathComponent($0).path } + generatedNow.keys.sorted().map { generated.appendingPathComponent($0).path }
        var map: [String: [String: String]] = ["": ["swift-dependencies": buildFolder.appendingPathComponent("App.swiftdeps").path]]
        for file in files {
            let base = buildFolder.appendingPathComponent(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent).path
            map[file] = ["object": base + ".o", "swift-dependencies": base + ".swiftdeps"]
        }
        let mapFile = buildFolder.appendingPathComponent("output-file-map.json")
        try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys]).write(to: mapFile)
        let program = buildFolder.appendingPathComponent("app")
        let compile = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-module-name", "App", "-incremental", "-enable-batch-mode",
                                                         "-output-file-map", mapFile.path, "-driver-show-incremental", "-o", program.path] + files,
                                       in: folder)
        guard compile.status == 0 else { throw failure("swiftc: " + compile.standardError) }
        var recompiled = Set<String>()
        for line in (compile.standardOutput + compile.standardError).split(separator: "\n") where line.contains("Queuing") {
            guard let start = line.range(of: "{compile: "), let end = line.range(of: ".o <= ", range: start.upperBound..<line.endIndex) else { continue }
            recompiled.insert(String(line[start.upperBound..<end.lowerBound]) + ".swift")
        }
        let run = try EndToEnd.run(program, [])
        guard run.status == 0 else { throw failure("app: " + run.standardError) }
        print("incremental layout: rewrote \(changed.sorted()), compiled again \(recompiled.sorted())")
        return Build(run: run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines),
                     recompiledSources: recompiled.intersection(sourceNames), recompiledGenerated: recompiled.intersection(generatedNow.keys),
                     changedGenerated: changed, existingSources: Set(sourceNames))
    }

    private func failure(_ message: String) -> Error {
        CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: message])
    }
}
