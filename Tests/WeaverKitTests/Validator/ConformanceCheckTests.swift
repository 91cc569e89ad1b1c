import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// docs/diagnostics.md: a concrete type that visibly does not conform to its abstraction is a `type-mismatch`
/// at the registration; anything the tool cannot see is left to the compiler.
final class ConformanceCheckTests: XCTestCase {
    private func mismatches(_ declarations: String, registering line: String) -> [String] {
        let text = "protocol Service: AnyObject {}\nprotocol Other {}\n\(declarations)\nfinal class App {\n    // weaver: \(line)\n}\n"
        return Analysis(text).diagnostics(.typeMismatch).map(\.message)
    }

    func testVisibleConformancesAreAccepted() {
        let accepted = [
            "final class Impl: Service {}",
            "final class Impl {}\nextension Impl: Service {}",
            "protocol Refined: Service {}\nfinal class Impl: Refined {}",
            "class Base: Service {}\nfinal class Impl: Base {}",
            "final class Impl: @unchecked Sendable, Service {}",
            "struct Box<T> {}\nfinal class Impl {}\nextension Impl: Service where Impl: AnyObject {}",
        ]
        for declarations in accepted {
            XCTAssertEqual(mismatches(declarations, registering: "service = Impl <- Service"), [], declarations)
        }
    }

    func testWhatCannotBeSeenIsLeftToTheCompiler() {
        let unknown = [
            "final class Impl: UnscannedBase {}",
            "final class Impl: UnscannedProtocol {}",
        ]
        for declarations in unknown {
            XCTAssertEqual(mismatches(declarations, registering: "service = Impl <- Service"), [], declarations)
        }
        // An abstraction not declared in scanned code.
        XCTAssertEqual(mismatches("final class Impl {}", registering: "service = Impl <- UnscannedService"), [])
    }

    func testAVisibleMismatchIsReportedAtTheRegistration() {
        XCTAssertEqual(mismatches("final class Impl: Other {}", registering: "service = Impl <- Service"),
                       ["'service' builds 'Impl', which does not conform to 'Service', the type it is exposed as"])
        XCTAssertEqual(mismatches("class Base {}\nfinal class Impl: Base, Sendable {}", registering: "service = Impl <- Service").count, 1)
        // A class abstraction: the superclass chain must reach it.
        XCTAssertEqual(mismatches("class Base {}\nfinal class Impl {}", registering: "base = Impl <- Base").count, 1)
        XCTAssertEqual(mismatches("class Base {}\nfinal class Impl: Base {}", registering: "base = Impl <- Base"), [])
    }
}
