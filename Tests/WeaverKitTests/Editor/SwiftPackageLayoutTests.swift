@testable import WeaverKit
@testable import WeaverCore
@testable import WeaverLanguageServer
import XCTest

/// The modules a package's build runs weaver for, read from `swift package describe --type json`
/// as the plugin would run them (docs/editors.md "The build's module graph").
final class SwiftPackageLayoutTests: XCTestCase {
    private let description = #"""
    {
      "name" : "Shop",
      "path" : "/work/Shop",
      "targets" : [
        { "name" : "AppTests", "c99name" : "AppTests", "path" : "Tests/AppTests", "type" : "test",
          "sources" : [ "AppTests.swift" ], "target_dependencies" : [ "App" ], "product_dependencies" : [ "WeaverPlugin" ] },
        { "name" : "App", "c99name" : "App", "path" : "Sources/App", "type" : "executable",
          "sources" : [ "main.swift", "Info.plist" ], "target_dependencies" : [ "Feature", "Plain" ], "product_dependencies" : [ "WeaverPlugin" ] },
        { "name" : "Feature-Kit", "c99name" : "Feature_Kit", "path" : "Sources/FeatureKit", "type" : "library",
          "sources" : [ "Screen.swift" ], "target_dependencies" : [ "Core" ], "product_dependencies" : [ "WeaverPlugin", "Logging" ] },
        { "name" : "Core", "c99name" : "Core", "path" : "Sources/Core", "type" : "library", "sources" : [ "Core.swift" ] },
        { "name" : "Plain", "c99name" : "Plain", "path" : "Sources/Plain", "type" : "library", "sources" : [ "Plain.swift" ] }
      ]
    }
    """#

    func testEachPluginTargetIsAModuleWithItsDependenciesSummariesAfterThem() throws {
        // "Feature" names the target "Feature-Kit" in App's dependencies as SwiftPM writes it.
        let json = Array(description.replacingOccurrences(of: #"[ "Feature", "Plain" ]"#, with: #"[ "Feature-Kit", "Plain" ]"#).utf8)
        let annotated: Set<String> = ["/work/Shop/Sources/App/main.swift", "/work/Shop/Sources/FeatureKit/Screen.swift", "/work/Shop/Sources/Core/Core.swift"]
        let layout = try XCTUnwrap(SwiftPackageLayout.read(json, root: "/work/Shop", mentionsWeaver: annotated.contains))
        let summary = { (module: String) in "/work/Shop/.build/weaver-lsp/\(module).weaversummary" }
        XCTAssertEqual(layout.modules.map(\.target), ["Core", "Feature-Kit", "App"], "dependencies first; the test target is the tested target's")
        // Core has no plugin but is annotated and imported: summarized, never reported.
        XCTAssertEqual(layout.modules[0].summaryOnly, true)
        XCTAssertEqual(layout.modules[0].flags, ["--build-target", "Core", "--module-name", "Core", "--module-kind", "library", "--input-path", "/work/Shop/Sources/Core"])
        XCTAssertEqual(layout.modules[1].flags, ["--build-target", "Feature-Kit", "--module-name", "Feature_Kit", "--module-kind", "library",
                                                 "--input-path", "/work/Shop/Sources/FeatureKit/Screen.swift", "--module-summary", summary("Core")])
        // Plain is not annotated: nothing to import. Only Swift files are inputs. App is an
        // executable: its run sees the whole app, as the plugin's does.
        XCTAssertEqual(layout.modules[2].flags, ["--build-target", "App", "--module-name", "App", "--module-kind", "executable", "--input-path", "/work/Shop/Sources/App/main.swift",
                                                 "--module-summary", summary("Core"), "--module-summary", summary("Feature_Kit")])
        XCTAssertEqual(layout.modules.map(\.folder), ["/work/Shop/Sources/Core", "/work/Shop/Sources/FeatureKit", "/work/Shop/Sources/App"])
        XCTAssertEqual(layout.modules.map(\.summaryOnly), [true, false, false])
    }

    func testTextThatIsNotADescriptionIsRefused() {
        XCTAssertNil(SwiftPackageLayout.read(Array("error: manifest parse error".utf8), root: "/p", mentionsWeaver: { _ in true }))
        XCTAssertEqual(SwiftPackageLayout.read(Array(#"{"targets": []}"#.utf8), root: "/p", mentionsWeaver: { _ in true })?.modules, [])
    }
}

/// The packages whose products a package's targets use (docs/editors.md "The build's module
/// graph"): described too, found where SwiftPM resolved them, and their annotated targets
/// analysed before the targets importing them.
final class DescribedPackagesTests: XCTestCase {
    private let app = #"""
    {"name": "App", "path": "/work/App",
     "dependencies": [
       {"identity": "kit", "type": "fileSystem", "path": "/work/Kit"},
       {"identity": "weaver", "type": "fileSystem", "path": "/work/weaver"},
       {"identity": "charts", "type": "sourceControl", "url": "https://example.com/charts.git"},
       {"identity": "unused", "type": "sourceControl", "url": "https://example.com/unused.git"}
     ],
     "targets": [
       {"name": "App", "c99name": "App", "path": "Sources/App", "type": "executable", "sources": ["main.swift"],
        "product_dependencies": ["KitProduct", "Charts", "WeaverPlugin"]}
     ]}
    """#
    private let kit = #"""
    {"name": "Kit", "path": "/work/Kit",
     "dependencies": [{"identity": "weaver", "type": "fileSystem", "path": "/work/weaver"}],
     "products": [{"name": "KitProduct", "targets": ["Kit"], "type": {"library": ["automatic"]}}],
     "targets": [
       {"name": "Kit", "c99name": "Kit", "path": "Sources/Kit", "type": "library", "sources": ["Kit.swift"],
        "target_dependencies": ["KitCore"], "product_dependencies": ["WeaverPlugin"]},
       {"name": "KitCore", "c99name": "KitCore", "path": "Sources/KitCore", "type": "library", "sources": ["Core.swift"]},
       {"name": "KitTests", "c99name": "KitTests", "path": "Tests/KitTests", "type": "test", "sources": ["T.swift"],
        "target_dependencies": ["Kit"], "product_dependencies": ["WeaverPlugin"]}
     ]}
    """#
    private let charts = #"""
    {"name": "Charts", "products": [{"name": "Charts", "targets": ["Charts"]}],
     "targets": [{"name": "Charts", "c99name": "Charts", "path": "Sources/Charts", "type": "library", "sources": ["Charts.swift"],
                  "product_dependencies": ["WeaverPlugin"]}]}
    """#
    private let state = #"""
    {"object": {"dependencies": [
      {"packageRef": {"identity": "charts", "kind": "remoteSourceControl"}, "state": {"name": "sourceControlCheckout"}, "subpath": "charts"},
      {"packageRef": {"identity": "kit", "kind": "fileSystem"}, "state": {"name": "fileSystem", "path": "/work/Kit"}, "subpath": "kit"}
    ]}, "version": 7}
    """#

    private func gather(describing described: inout [String], failing: Set<String> = [], stopping: String? = nil) -> Result<DescribedPackages, PackageDescriptionFailure> {
        let descriptions = ["/work/App": app, "/work/Kit": kit, "/work/App/.build/checkouts/charts": charts]
        let files = ["/work/App/.build/workspace-state.json": state,
                     "/work/Kit/Package.swift": #"products: [.library(name: "KitProduct", targets: ["Kit"])]"#,
                     "/work/weaver/Package.swift": #".plugin(name: "WeaverPlugin", targets: ["WeaverPlugin"])"#,
                     "/work/App/.build/checkouts/charts/Package.swift": #"let package = Package(name: "Charts")"#]
        var asked: [String] = []
        defer { described = asked }
        return DescribedPackages.gather(root: "/work/App", describe: { folder in
            asked.append(folder)
            if folder == stopping { return .failure(PackageDescriptionFailure("stopped", isStop: true)) }
            if failing.contains(folder) { return .failure(PackageDescriptionFailure("manifest error")) }
            return descriptions[folder].map { .success(Array($0.utf8)) } ?? .failure(PackageDescriptionFailure("no such package"))
        }, contents: { files[$0].map { Array($0.utf8) } })
    }

    func testOnlyThePackagesNamingAWantedProductAreDescribed() throws {
        var asked: [String] = []
        let described = try gather(describing: &asked).get()
        // weaver's manifest names only the plugin; 'unused' is not resolved yet.
        XCTAssertEqual(asked, ["/work/App", "/work/Kit", "/work/App/.build/checkouts/charts"])
        XCTAssertEqual(described.packages["/work/App"]?.dependencies, ["/work/Kit", "/work/weaver", "/work/App/.build/checkouts/charts"])
        XCTAssertEqual(described.packages["/work/App/.build/checkouts/charts"]?.isCheckout, true)
        XCTAssertEqual(described.packages["/work/Kit"]?.isCheckout, false)
        XCTAssertEqual(Array(described.failures.keys), ["unused"])
        XCTAssertTrue(described.failures["unused"]?.contains("has not resolved") == true)

        // Kit's plugin target is a module of its own, after KitCore (annotated, no plugin:
        // summarized); the checkout's is summarized only; the app imports all three.
        let annotated: Set<String> = ["/work/App/Sources/App/main.swift", "/work/Kit/Sources/Kit/Kit.swift",
                                      "/work/Kit/Sources/KitCore/Core.swift", "/work/App/.build/checkouts/charts/Sources/Charts/Charts.swift"]
        let layout = try XCTUnwrap(SwiftPackageLayout.read(described, mentionsWeaver: annotated.contains))
        XCTAssertEqual(layout.modules.map(\.target), ["KitCore", "Kit", "Charts", "App"], "Kit's test target is not the app's build's")
        XCTAssertEqual(layout.modules.map(\.summaryOnly), [true, false, true, false])
        XCTAssertEqual(layout.modules.map(\.package), ["/work/Kit", "/work/Kit", "/work/App/.build/checkouts/charts", "/work/App"])
        XCTAssertEqual(layout.modules[1].flags, ["--build-target", "Kit", "--module-name", "Kit", "--module-kind", "library",
                                                 "--input-path", "/work/Kit/Sources/Kit/Kit.swift",
                                                 "--module-summary", "/work/App/.build/weaver-lsp/KitCore.weaversummary"])
        XCTAssertEqual(layout.modules[3].flags.filter { $0.hasSuffix(".weaversummary") },
                       ["KitCore", "Kit", "Charts"].map { "/work/App/.build/weaver-lsp/\($0).weaversummary" })
    }

    func testAPackageThatCannotBeDescribedIsLeftOutAndAStopEndsAll() throws {
        var asked: [String] = []
        let described = try gather(describing: &asked, failing: ["/work/Kit"]).get()
        XCTAssertEqual(described.failures["/work/Kit"], "manifest error")
        let layout = try XCTUnwrap(SwiftPackageLayout.read(described, mentionsWeaver: { _ in true }))
        XCTAssertEqual(layout.modules.map(\.target), ["Charts", "App"])

        guard case let .failure(failure) = gather(describing: &asked, stopping: "/work/Kit") else { return XCTFail("a stop is not a result") }
        XCTAssertTrue(failure.isStop)
        XCTAssertEqual(asked, ["/work/App", "/work/Kit"])
    }

    func testAManifestNamesAProductByItsStringLiteral() {
        XCTAssertTrue(DescribedPackages.mentions(Array(#".library(name: "Kit", targets: [])"#.utf8), name: "Kit"))
        XCTAssertFalse(DescribedPackages.mentions(Array(#".library(name: "KitCore", targets: [])"#.utf8), name: "Kit"))
        XCTAssertFalse(DescribedPackages.mentions([], name: "Kit"))
    }
}
