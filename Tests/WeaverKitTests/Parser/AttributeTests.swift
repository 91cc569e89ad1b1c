import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Every row of docs/annotations.md: the value forms each attribute takes, where it is allowed, and errors.
final class AttributeTests: XCTestCase {
    private func configured(_ lines: [String]) -> (dependencies: [Dependency], isIsolated: Bool, diagnostics: [Diagnostic]) {
        let body = lines.map { "    // weaver: " + $0 }.joined(separator: "\n")
        let syntax = FileParser.parse(SourceFile(path: "A.swift", text: "final class Owner {\n\(body)\n}\n"))
        return (syntax.types.first?.dependencies ?? [], syntax.types.first?.isIsolated ?? false, syntax.diagnostics)
    }

    func testValueForms() {
        let result = configured([
            "a = A", "a.scope = .weak", "a.objc = true",
            "b = B", "b.builder = { resolver in B(resolver.a) }",
            "c = C", "c.setter = true",
            "d <= D?", "d.scope = .weak", "d.escaping = false",
            "e <- E", "e.platforms = [.iOS, .OSX, .Linux]", "e.projects = [App, \"Widget\"]",
            "self.isIsolated = true",
        ])
        XCTAssertEqual(result.diagnostics, [])
        let byName = Dictionary(uniqueKeysWithValues: result.dependencies.map { ($0.name, $0) })
        XCTAssertEqual(byName["a"]?.explicitScope, .weak)
        XCTAssertEqual(byName["a"]?.isObjC, true)
        XCTAssertEqual(byName["b"]?.builder, "{ resolver in B(resolver.a) }")
        XCTAssertEqual(byName["c"]?.isSetter, true)
        XCTAssertEqual(byName["d"]?.explicitScope, .weak)
        XCTAssertEqual(byName["d"]?.escaping, false)
        XCTAssertEqual(byName["e"]?.platforms, [.iOS, .macOS, .Linux])
        XCTAssertEqual(byName["e"]?.projects, ["App", "Widget"])
        XCTAssertTrue(result.isIsolated)
    }

    func testEveryScopeOnARegistration() {
        for scope in Scope.allCases {
            XCTAssertEqual(configured(["a = A", "a.scope = .\(scope.rawValue)"]).dependencies.first?.explicitScope, scope)
        }
    }

    func testErrorsByCode() {
        let cases: [([String], DiagnosticCode)] = [
            (["a = A", "a.scope = lazy"], .invalidValue),
            (["a = A", "a.setter = yes"], .invalidValue),
            (["a = A", "a.platforms = [.amiga]"], .invalidValue),
            (["a = A", "a.platforms = .iOS"], .invalidValue),
            (["a = A", "a.projects = App"], .invalidValue),
            (["p <= P", "p.scope = .lazy"], .invalidValue),
            (["p <= P", "p.scope = .transient"], .invalidValue),
            (["r <- R", "r.builder = make"], .attributeNotAllowed),
            (["r <- R", "r.scope = .lazy"], .attributeNotAllowed),
            (["r <- R", "r.objc = true"], .attributeNotAllowed),
            (["a = A", "a.escaping = true"], .attributeNotAllowed),
            (["a = A", "a.isIsolated = true"], .attributeNotAllowed),
            (["self.objc = true"], .attributeNotAllowed),
            (["a = A", "a.setter = true", "a.scope = .lazy"], .attributeNotAllowed),
            (["a = A", "a.setter = true", "a.builder = make"], .attributeNotAllowed),
            (["a = A", "a.lifetime = .long"], .unknownAttribute),
            (["a = A", "a.scope = .lazy", "a.scope = .weak"], .attributeSetTwice),
            (["b.scope = .lazy"], .unknownDependency),
        ]
        for (lines, code) in cases {
            let problems = configured(lines).diagnostics
            XCTAssertEqual(problems.map(\.code), [code], "\(lines)")
        }
    }

    func testWeaver010CustomRefPointsToBuilder() {
        let problems = configured(["logger = Logger", "logger.customRef = true"]).diagnostics
        XCTAssertEqual(problems.map(\.code), [.unknownAttribute])
        XCTAssertEqual(problems.first?.notes.last?.message,
                       "'customRef' was replaced by 'builder': build 'logger' with a static function, '// weaver: logger.builder = Type.make'")
    }

    func testConfigurationMayPrecedeItsDeclaration() {
        let result = configured(["a.scope = .transient", "a = A"])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.dependencies.first?.explicitScope, .transient)
    }

    func testWeakOnAValueTypeIsInvalid() {
        let analysis = Analysis("""
        final class App {
            // weaver: point = Point
            // weaver: point.scope = .weak
        }
        struct Point {}
        """)
        XCTAssertEqual(analysis.errors.map(\.code), [.invalidValue])
    }

    func testWeakParameterMustBeOptional() {
        let analysis = Analysis("""
        final class Screen {
            // weaver: self.isIsolated = true
            // weaver: delegate <= Delegate
            // weaver: delegate.scope = .weak
        }
        """)
        XCTAssertEqual(analysis.errors.map(\.code), [.weakParameterNotOptional])
    }

    func testIsolatedTypeRegisteredByANonIsolatedOne() {
        let analysis = Analysis("""
        final class App {
            // weaver: preview = Preview
        }
        final class Preview {
            // weaver: self.isIsolated = true
        }
        """)
        XCTAssertEqual(analysis.errors.map(\.code), [.isolation])
        XCTAssertEqual(analysis.errors.first?.position, "2:5")
    }

    func testParametersIgnoredWarning() {
        let analysis = Analysis("""
        final class App {
            // weaver: movie = Movie
            // weaver: movie.scope = .lazy
        }
        final class Movie {
            // weaver: id <= Int
        }
        """)
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.parametersIgnored])
        XCTAssertEqual(analysis.diagnostics.first?.severity, .warning)
    }
}
