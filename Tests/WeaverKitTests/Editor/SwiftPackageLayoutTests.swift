@testable import WeaverKit
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
