import Foundation
import XCTest

/// An optional reference (`name <- X?` with `name.ifAvailable = true`, docs/semantics.md) is the
/// provider on a path where something provides it and `nil` on a path where nothing does: an app
/// and its share extension build the same feature, and only the app registers analytics.
final class OptionalReferencesEndToEndTests: XCTestCase {
    private static let feature = """
    protocol Analytics: AnyObject { var name: String { get } }
    final class LiveAnalytics: Analytics { let name = "live" }
    final class DebugAnalytics: Analytics { let name = "debug" }

    final class Screen {
        // weaver: analytics <- Analytics?
        // weaver: analytics.ifAvailable = true
        let dependencies: ScreenDependencyResolver
        init(injecting dependencies: ScreenDependencyResolver) { self.dependencies = dependencies }
        var label: String { dependencies.analytics?.name ?? "none" }
    }

    final class Detail {
        @Weaver(.reference, ifAvailable: true) var analytics: Analytics?
        init(injecting dependencies: DetailDependencyResolver) {}
        var label: String { analytics?.name ?? "none" }
    }

    final class Feature {
        // weaver: screen = Screen
        // weaver: detail = Detail
        // weaver: detail.scope = .transient
        let dependencies: FeatureDependencyResolver
        init(injecting dependencies: FeatureDependencyResolver) { self.dependencies = dependencies }
    }

    """

    func testEachPathGetsTheProviderOrNil() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let apps = """
        final class MainApp {
            // weaver: analytics = LiveAnalytics <- Analytics
            // weaver: feature = Feature
            let dependencies: MainAppDependencyResolver
            init(injecting dependencies: MainAppDependencyResolver) { self.dependencies = dependencies }
        }

        final class ShareExtension {
            // weaver: feature = Feature
            let dependencies: ShareExtensionDependencyResolver
            init(injecting dependencies: ShareExtensionDependencyResolver) { self.dependencies = dependencies }
        }

        /// Provides it by type, under another name.
        final class DebugApp {
            // weaver: tracker = DebugAnalytics <- Analytics
            // weaver: feature = Feature
            let dependencies: DebugAppDependencyResolver
            init(injecting dependencies: DebugAppDependencyResolver) { self.dependencies = dependencies }
        }

        """
        let main = """
        let app = MainApp(injecting: MainDependencyContainer.mainAppDependencyResolver()).dependencies
        let share = ShareExtension(injecting: MainDependencyContainer.shareExtensionDependencyResolver()).dependencies
        let debug = DebugApp(injecting: MainDependencyContainer.debugAppDependencyResolver()).dependencies
        print(app.feature.dependencies.screen.label, app.feature.dependencies.detail.label)
        print(share.feature.dependencies.screen.label, share.feature.dependencies.detail.label)
        print(debug.feature.dependencies.screen.label, debug.feature.dependencies.detail.label)
        print(app.feature.dependencies.screen.dependencies.analytics === app.analytics)

        """
        let run = try EndToEnd.generateCompileAndRun(files: ["Feature.swift": Self.feature, "Apps.swift": apps, "main.swift": main], in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "live live\nnone none\ndebug debug\ntrue\n")
    }

    /// Every way Swift spells an optional is read as one (docs/semantics.md): `T!`, `Optional<T>`,
    /// `Swift.Optional<T>` and `(any P)?`, in comment and wrapper forms. The generated code
    /// compiles (a `T!` is written `T?` where Swift allows no `!`), and each is the provider in
    /// one app and nil in the other.
    func testEverySpellingOfAnOptionalIsOne() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = """
        protocol Analytics: AnyObject { var name: String { get } }
        final class LiveAnalytics: Analytics { let name = "live" }

        final class Screen {
            // weaver: unwrapped <- Analytics!
            // weaver: unwrapped.ifAvailable = true
            // weaver: spelledOut <- Optional<Analytics>
            // weaver: spelledOut.ifAvailable = true
            // weaver: qualified <- Swift.Optional<Analytics>
            // weaver: qualified.ifAvailable = true
            // weaver: existential <- (any Analytics)?
            // weaver: existential.ifAvailable = true
            @Weaver(.reference, ifAvailable: true) var wrapped: Analytics!
            let dependencies: ScreenDependencyResolver
            init(injecting dependencies: ScreenDependencyResolver) { self.dependencies = dependencies }
            var label: String {
                [dependencies.unwrapped?.name, dependencies.spelledOut?.name, dependencies.qualified?.name,
                 dependencies.existential?.name, wrapped?.name].map { $0 ?? "nil" }.joined(separator: " ")
            }
        }

        final class MainApp {
            // weaver: analytics = LiveAnalytics <- Analytics
            // weaver: screen = Screen
            let dependencies: MainAppDependencyResolver
            init(injecting dependencies: MainAppDependencyResolver) { self.dependencies = dependencies }
        }

        final class ShareExtension {
            // weaver: screen = Screen
            let dependencies: ShareExtensionDependencyResolver
            init(injecting dependencies: ShareExtensionDependencyResolver) { self.dependencies = dependencies }
        }

        """
        let main = """
        print(MainApp(injecting: MainDependencyContainer.mainAppDependencyResolver()).dependencies.screen.label)
        print(ShareExtension(injecting: MainDependencyContainer.shareExtensionDependencyResolver()).dependencies.screen.label)

        """
        let run = try EndToEnd.generateCompileAndRun(files: ["Screens.swift": sources, "main.swift": main], in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "live live live live live\nnil nil nil nil nil\n")
    }

    /// Optional on one path, required on another: the share extension's `Banner` asks for
    /// analytics without `ifAvailable`, so that path fails at Banner's line, and the screens'
    /// optional references stay quiet.
    func testARequiredReferenceOnAPathWithoutTheProviderIsStillAnError() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let apps = """
        final class Banner {
            // weaver: analytics <- Analytics
            init(injecting dependencies: BannerDependencyResolver) {}
        }

        final class MainApp {
            // weaver: analytics = LiveAnalytics <- Analytics
            // weaver: feature = Feature
            // weaver: banner = Banner
            init(injecting dependencies: MainAppDependencyResolver) {}
        }

        final class ShareExtension {
            // weaver: feature = Feature
            // weaver: banner = Banner
            init(injecting dependencies: ShareExtensionDependencyResolver) {}
        }

        """
        try Data(Self.feature.utf8).write(to: sources.appendingPathComponent("Feature.swift"))
        try Data(apps.utf8).write(to: sources.appendingPathComponent("Apps.swift"))
        let result = try EndToEnd.weaver(["check", "--project-path", folder.path, "--input-path", "Sources"])
        XCTAssertEqual(result.status, 1, result.standardError)
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error:") }
        XCTAssertEqual(errors.count, 1, result.standardError)
        XCTAssertTrue(errors.first?.contains("Apps.swift:2:") == true, result.standardError)
        XCTAssertTrue(errors.first?.contains("[unresolvable]") == true, result.standardError)
    }

    /// Across modules: a library's public feature whose screen optionally reads analytics gets it
    /// from the app that registers it and nil in the extension that does not; the need travels in
    /// the library's summary marked `ifAvailable`.
    func testALibrarysOptionalReferenceIsFilledByEachApp() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        for module in ["Feature", "App"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/\(module)"), withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let feature = """
        public protocol Analytics: AnyObject { var name: String { get } }

        final class Screen {
            // weaver: analytics <- Analytics?
            // weaver: analytics.ifAvailable = true
            let dependencies: ScreenDependencyResolver
            init(injecting dependencies: ScreenDependencyResolver) { self.dependencies = dependencies }
        }

        public final class Feature {
            // weaver: screen = Screen
            let dependencies: FeatureDependencyResolver
            init(injecting dependencies: FeatureDependencyResolver) { self.dependencies = dependencies }
            public var label: String { dependencies.screen.dependencies.analytics?.name ?? "none" }
        }

        """
        let app = """
        import Feature

        final class LiveAnalytics: Analytics { let name = "live" }

        final class MainApp {
            // weaver: analytics = LiveAnalytics <- Analytics
            // weaver: feature = Feature
            let dependencies: MainAppDependencyResolver
            init(injecting dependencies: MainAppDependencyResolver) { self.dependencies = dependencies }
        }

        final class ShareExtension {
            // weaver: feature = Feature
            let dependencies: ShareExtensionDependencyResolver
            init(injecting dependencies: ShareExtensionDependencyResolver) { self.dependencies = dependencies }
        }

        let main = MainApp(injecting: MainDependencyContainer.mainAppDependencyResolver()).dependencies
        let share = ShareExtension(injecting: MainDependencyContainer.shareExtensionDependencyResolver()).dependencies
        print(main.feature.label, share.feature.label)

        """
        try Data(feature.utf8).write(to: folder.appendingPathComponent("Sources/Feature/Feature.swift"))
        try Data(app.utf8).write(to: folder.appendingPathComponent("Sources/App/main.swift"))
        let library = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--input-path", "Sources/Feature", "--quiet",
                                           "--main-output-path", "out/FeatureWeaver.swift", "--module-name", "Feature",
                                           "--summary-output-path", "out/Feature.weaversummary"])
        XCTAssertEqual(library.status, 0, library.standardError)
        let summary = try String(contentsOf: out.appendingPathComponent("Feature.weaversummary"), encoding: .utf8)
        XCTAssertTrue(summary.contains("\"name\":\"analytics\",\"type\":\"Analytics?\",\"isFactory\":false,\"ifAvailable\":true"), summary)
        let application = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--input-path", "Sources/App", "--quiet",
                                               "--main-output-path", "out/AppWeaver.swift", "--module-summary", "out/Feature.weaversummary"])
        XCTAssertEqual(application.status, 0, application.standardError)
        try EndToEnd.compileLinked(["-emit-library", "-emit-module", "-parse-as-library", "-module-name", "Feature",
                     "-emit-module-path", out.appendingPathComponent("Feature.swiftmodule").path,
                     "-o", out.appendingPathComponent("libFeature.so").path,
                     folder.appendingPathComponent("Sources/Feature/Feature.swift").path, out.appendingPathComponent("FeatureWeaver.swift").path], in: out)
        let program = out.appendingPathComponent("app")
        try EndToEnd.compileLinked(["-lFeature", "-o", program.path, folder.appendingPathComponent("Sources/App/main.swift").path,
                     out.appendingPathComponent("AppWeaver.swift").path], in: out)
        let run = try EndToEnd.run(program, [], environment: ["LD_LIBRARY_PATH": out.path])
        XCTAssertEqual(run.standardOutput, "live none\n", run.standardError)
    }

    /// `weaver why` and the JSON graph say on which paths it is nil; the second command reads the
    /// first one's cache, which keeps `ifAvailable`.
    func testWhyAndTheGraphSayWhereItIsNil() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let apps = """
        final class MainApp {
            // weaver: analytics = LiveAnalytics <- Analytics
            // weaver: feature = Feature
            init(injecting dependencies: MainAppDependencyResolver) {}
        }

        final class ShareExtension {
            // weaver: feature = Feature
            init(injecting dependencies: ShareExtensionDependencyResolver) {}
        }

        """
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(Self.feature.utf8).write(to: sources.appendingPathComponent("Feature.swift"))
        try Data(apps.utf8).write(to: sources.appendingPathComponent("Apps.swift"))
        let json = try EndToEnd.weaver(["json", "--project-path", folder.path, "--input-path", "Sources"])
        XCTAssertEqual(json.status, 0, json.standardError)
        XCTAssertTrue(json.standardOutput.contains(#"{"from":"Screen.analytics","to":"ShareExtension","kind":"nilOn"}"#)
                      || json.standardOutput.contains(#""from": "Screen.analytics", "to": "ShareExtension", "kind": "nilOn""#), json.standardOutput)
        // The reference says it is optional; a required one does not carry the key.
        XCTAssertTrue(json.standardOutput.contains(#""id":"Screen.analytics","ifAvailable":true}"#), json.standardOutput)
        XCTAssertFalse(json.standardOutput.contains(#""id":"MainApp.analytics","ifAvailable""#), json.standardOutput)
        let why = try EndToEnd.weaver(["why", "Screen.analytics", "--project-path", folder.path, "--input-path", "Sources"])
        XCTAssertEqual(why.status, 0, why.standardError)
        XCTAssertEqual(why.standardError, "", "no diagnostic: the cached parse keeps ifAvailable")
        XCTAssertTrue(why.standardOutput.contains("ShareExtension is a root, so it is nil on this path (ifAvailable)"), why.standardOutput)
        XCTAssertTrue(why.standardOutput.contains("MainApp registers 'analytics = LiveAnalytics <- Analytics'"), why.standardOutput)
    }
}
