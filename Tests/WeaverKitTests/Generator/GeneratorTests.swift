import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class GeneratorTests: XCTestCase {
    func testEntryPointNamesFollowTheLowerCamelRule() {
        XCTAssertEqual(GeneratedNames.entryPoint("AppDelegate"), "appDelegateDependencyResolver")
        XCTAssertEqual(GeneratedNames.entryPoint("URLSession"), "urlSessionDependencyResolver")
        XCTAssertEqual(GeneratedNames.entryPoint("HTTPDebugMenu"), "httpDebugMenuDependencyResolver")
        XCTAssertEqual(GeneratedNames.entryPoint("API"), "apiDependencyResolver")
        XCTAssertEqual(GeneratedNames.entryPoint("Catalog.Index"), "catalogIndexDependencyResolver")
        XCTAssertEqual(GeneratedNames.resolverTypealias("Catalog.Index"), "CatalogIndexDependencyResolver")
        XCTAssertEqual(GeneratedNames.upperCamel("urlSession"), "UrlSession")
    }

    func testKeywordNamesAreBackquotedWhereSwiftNeedsIt() {
        XCTAssertEqual(Identifier("default").code, "`default`")
        XCTAssertEqual(Identifier("Type").code, "`Type`")
        XCTAssertEqual(Identifier("await").code, "`await`")
        XCTAssertEqual(Identifier("lazy").code, "lazy", "a contextual keyword is an identifier")
        XCTAssertEqual(Identifier("defaultValue").code, "defaultValue")
        XCTAssertEqual(Identifier("default").label, "default", "a call's label may be a keyword")
        XCTAssertEqual(Identifier("inout").label, "`inout`")
    }

    private func generate(_ text: String) -> String {
        let analysis = Analysis(text)
        XCTAssertEqual(analysis.errors, [])
        return Generator.mainOutput(analysis.graph)
    }

    func testOutputIsDeterministic() {
        let source = """
        final class App {
            // weaver: b = B <- Bing
            // weaver: a = A
        }
        final class A {
            // weaver: b <- Bing
        }
        """
        XCTAssertEqual(generate(source), generate(source))
    }

    func testResolverProtocolsAndTypealiases() {
        let output = generate("""
        final class App {
            // weaver: movieManager = MovieManager <- MovieManaging
            // weaver: movie = Movie
            // weaver: movie.scope = .transient
            // weaver: theme = Theme
            // weaver: theme.setter = true
        }
        final class Movie {
            // weaver: id <= Int
            // weaver: onTap <= () -> Void
        }
        """)
        XCTAssertTrue(output.contains("protocol MovieManagerResolver: AnyObject {\n    var movieManager: MovieManaging { get }\n}"), output)
        XCTAssertTrue(output.contains("protocol MovieResolver: AnyObject {\n    func movie(id: Int, onTap: @escaping () -> Void) -> Movie\n}"), output)
        XCTAssertTrue(output.contains("protocol ThemeSetter: AnyObject {\n    func setTheme(_ value: Theme)\n}"), output)
        // The type's resolver requires its dependencies' members, written out (docs/semantics.md Incremental builds).
        XCTAssertTrue(output.contains("""
            protocol AppDependencyResolver: AnyObject {
                var movieManager: MovieManaging { get }
                func movie(id: Int, onTap: @escaping () -> Void) -> Movie
                var theme: Theme { get }
                func setTheme(_ value: Theme)
            }
            """), output)
        XCTAssertTrue(output.contains("final class AppDependencyContainer: AppDependencyResolver, @unchecked Sendable {"), output)
        XCTAssertTrue(output.contains("static func appDependencyResolver() -> AppDependencyResolver"), output)
        XCTAssertFalse(output.contains("movieDependencyResolver()"), "a type with parameters gets no entry point")
    }

    func testOneNameWithTwoTypesGetsTwoProtocols() {
        let output = generate("""
        final class App {
            // weaver: logger = Logger
            // weaver: child = Child
        }
        final class Child {
            // weaver: logger = OtherLogger
        }
        """)
        XCTAssertTrue(output.contains("protocol LoggerResolver: AnyObject {\n    var logger: Logger { get }\n}"), output)
        XCTAssertTrue(output.contains("protocol LoggerResolver2: AnyObject {\n    var logger: OtherLogger { get }\n}"), output)
    }

    func testALargeResolverListsEachProtocolOnceInDeclarationOrder() {
        let names = (0..<40).map { "name\($0)" }
        let output = generate("final class App {\n" + names.map { "    // weaver: \($0) = Logger\n" }.joined() + """
                #if DEBUG
                // weaver: theme = Theme
                #else
                // weaver: theme = Theme
                #endif
                // weaver: last = Logger
            }
            """)
        guard let start = output.range(of: "protocol AppDependencyResolver: AnyObject {\n"),
              let end = output.range(of: "\n}", range: start.upperBound..<output.endIndex) else { return XCTFail(output) }
        let listed = output[start.upperBound..<end.lowerBound].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(listed, (names + ["theme", "last"]).map { "var \($0): \($0 == "theme" ? "Theme" : "Logger") { get }" })
    }

    func testEmptyResolverIsANamedProtocol() {
        let output = generate("""
        final class Preview {
            // weaver: self.isIsolated = true
        }
        """)
        XCTAssertTrue(output.contains("protocol PreviewDependencyResolver: AnyObject {}"), output)
    }

    func testPublicInitializerIsSkippedWhenTheTypeDeclaresIt() {
        let declared = generate("""
        public final class API {
            // weaver: client <- Client
            public convenience init(client: Client) { self.init(injecting: fatalError()) }
        }
        """)
        XCTAssertFalse(declared.contains("public convenience init(client: Client)"), declared)
        let missing = generate("""
        public final class API {
            // weaver: client <- Client
        }
        public struct Stamp {
            // weaver: client <- Client
        }
        """)
        XCTAssertTrue(missing.contains("public convenience init(client: Client)"), missing)
        XCTAssertTrue(missing.contains("extension Stamp {\n    public init(client: Client)"), missing)
    }

    func testImportsAndHeader() {
        let analysis = Analysis([
            "A.swift": "import UIKit\n@testable import Movies\nfinal class App {\n    // weaver: import Extra\n    // weaver: a = A\n}\n",
        ])
        let output = Generator.mainOutput(analysis.graph)
        XCTAssertTrue(output.hasPrefix("// This file is generated by weaver 2.0.0."), output)
        XCTAssertTrue(output.contains("// swiftlint:disable all\n"))
        // No file imports Foundation: the C library for the runtime's locks (Foundation on Apple
        // platforms, as Weaver 1.x), then the files' imports.
        XCTAssertTrue(output.contains("\n#if canImport(Darwin)\nimport Foundation\n#elseif canImport(Glibc)\nimport Glibc\n#elseif canImport(Musl)\nimport Musl\n#else\nimport Foundation\n#endif\nimport Extra\nimport Movies\nimport UIKit\n"), output)
        let withFoundation = Generator.mainOutput(Analysis(["A.swift": "import UIKit\nimport Foundation\nfinal class App {\n    // weaver: a = A\n}\n"]).graph)
        XCTAssertTrue(withFoundation.contains("\n\nimport Foundation\nimport UIKit\n"), withFoundation)
        XCTAssertFalse(withFoundation.contains("canImport(Glibc)"), withFoundation)
        let filtered = Linker.link(analysis.syntaxes, options: LinkOptions(excludedImports: ["UIKit"]))
        let withoutLint = Generator.mainOutput(filtered, options: GeneratorOptions(swiftlintDisableAll: false))
        XCTAssertFalse(withoutLint.contains("import UIKit"))
        XCTAssertFalse(withoutLint.contains("swiftlint"))
    }
}
