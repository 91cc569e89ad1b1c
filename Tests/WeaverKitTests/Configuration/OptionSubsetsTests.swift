import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Every subset of the options a stage takes is read off the option table: these hold the table
/// to what the options do.
final class OptionSubsetsTests: XCTestCase {
    /// Options that change the options but nothing a run produces, and why; any other option
    /// that changes the options must change the cache key (docs/commands.md: changing a flag regenerates).
    private let notInCacheKey: [String: String] = [
        "--cache-path": "where the cache is, not what it holds",
        "--diagnostics-format": "how diagnostics are printed",
        "--quiet": "what is printed",
        "--verbose": "what is printed",
        "--module-summary": "keyed on its own, by content (CacheKey.summaries)",
        "--import-module": "becomes a --module-summary before the key is taken",
        "--pretty": "weaver json's standard output",
        "--format": "weaver graph's standard output",
        "--output-path": "weaver xcfilelist's output",
        "--build-target": "what messages without a file say; the module keys it sets aside are keyed themselves",
        "--rules-path": "where shared rules are read from; the rules themselves are keyed (rules)",
        "--target": "which target of a package why, json or graph runs for; that run's own options are keyed",
    ]

    private let base = WeaverOptions(projectPath: "/project")

    /// The options as each value the option may take leaves them; none for options the
    /// command-line parser reads itself.
    private func applied(_ option: Option) -> [WeaverOptions] {
        var results: [WeaverOptions] = []
        switch option.kind {
        case let .switchValue(set):
            for value in [true, false] {
                var options = base
                set(&options, value)
                results.append(options)
            }
        case let .text(_, _, set):
            // The first value the option accepts.
            for value in ["iOS", "json", "mermaid", "Sample"] {
                var options = base
                guard (try? set(&options, value, Option.Source(name: option.name, isConfigurationKey: false))) != nil else { continue }
                results.append(options)
                break
            }
        case let .list(_, _, set):
            var options = base
            set(&options, ["Sample"])
            results.append(options)
        case .commandLine:
            break
        case .section:
            var options = base
            let rule = ProjectRule(id: "stores", severity: .warning, message: nil,
                                   kind: .typeFamily(.init(types: [NamePattern("*Store")], conformsTo: []), .init(scope: .container, registeredIn: nil, neverRoot: false)),
                                   location: SourceLocation(file: ".weaver.yaml", line: 2, column: 5))
            options.setRules([rule])
            results.append(options)
        }
        return results
    }

    func testEveryOptionThatChangesWhatARunProducesIsInTheCacheKey() {
        let key = CacheKey.of(base)
        for option in Option.all {
            let changing = applied(option).filter { $0 != base }
            guard !changing.isEmpty else { continue }
            let changesKey = changing.contains { CacheKey.of($0) != key }
            if let reason = notInCacheKey[option.name] {
                XCTAssertFalse(changesKey, "\(option.name) is listed as not in the cache key (\(reason)), but changes it")
                XCTAssertNil(option.subsets.cacheKey, option.name)
            } else {
                XCTAssertTrue(changesKey, "\(option.name) changes the options but not the cache key: a changed value would not regenerate")
            }
        }
    }

    /// What reaches the linker, the generator or an imported module's run changes what is made.
    func testEveryOptionOfAStageSubsetIsInTheCacheKey() {
        for option in Option.all where option.subsets.link != nil || option.subsets.generate != nil || option.subsets.moduleImport != nil {
            XCTAssertNotNil(option.subsets.cacheKey, option.name)
        }
    }

    private var everythingSet: WeaverOptions {
        var options = base
        options.platform = .iOS
        options.projectName = "Project"
        options.includedImports = ["UIKit"]
        options.excludedImports = ["AppKit"]
        options.moduleName = "Core"
        options.mainActor = true
        options.swiftlintDisableAll = false
        options.absolutePaths = true
        return options
    }

    func testLinkOptionsAreTheTablesLinkSubset() {
        let options = everythingSet
        let expected = LinkOptions(platform: .iOS, projectName: "Project", includedImports: ["UIKit"], excludedImports: ["AppKit"], moduleName: "Core")
        XCTAssertEqual(String(describing: LinkOptions(options)), String(describing: expected))
        XCTAssertEqual(String(describing: LinkOptions(base)), String(describing: LinkOptions()))
    }

    func testGeneratorOptionsAreTheTablesGenerateSubset() {
        let options = everythingSet
        let expected = GeneratorOptions(swiftlintDisableAll: false, projectName: "Project", platform: .iOS, mainActor: true,
                                        absoluteSourceBase: "/project", moduleName: "Core")
        XCTAssertEqual(String(describing: GeneratorOptions(options)), String(describing: expected))
        XCTAssertEqual(String(describing: GeneratorOptions(base)), String(describing: GeneratorOptions()))
    }

    /// An imported module's run decides which annotations hold as the importing run does, and
    /// takes nothing else from it.
    func testAnImportedModuleSharesOnlyWhatDecidesWhichAnnotationsHold() {
        var imported = WeaverOptions(projectPath: "/project/Core")
        imported.takeShared(from: everythingSet)
        var expected = WeaverOptions(projectPath: "/project/Core")
        (expected.platform, expected.projectName) = (.iOS, "Project")
        XCTAssertEqual(imported, expected)
    }
}
