import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// `self.mock = true` (docs/mocks.md) and the members named `mock` that rename the generated one or
/// serve as a default: what the parser records, and the cache keeps.
final class MockAnnotationTests: XCTestCase {
    private func parse(_ text: String) -> FileSyntax {
        FileParser.parse(SourceFile(path: "A.swift", text: text))
    }

    func testSelfMockRecordsItsLineAndFalseRecordsNothing() {
        let syntax = parse("""
            final class Home {
                // weaver: logger = Logger
                // weaver: self.mock = true
            }
            final class Other {
                // weaver: logger = Logger
                // weaver: self.mock = false
            }
            """)
        XCTAssertEqual(syntax.diagnostics, [])
        XCTAssertEqual(syntax.types[0].mockLocation?.line, 3)
        XCTAssertNil(syntax.types[1].mockLocation)
    }

    func testSelfMockTakesTrueOrFalseAndOnlyOnSelf() {
        let wrongValue = parse("final class A {\n    // weaver: self.mock = yes\n}\n")
        XCTAssertEqual(wrongValue.diagnostics.map(\.code), [.invalidValue])
        let onDependency = parse("final class A {\n    // weaver: b = B\n    // weaver: b.mock = true\n}\n")
        XCTAssertEqual(onDependency.diagnostics.map(\.code), [.attributeNotAllowed])
        XCTAssertTrue(onDependency.diagnostics[0].message.contains("write 'self.mock = true'"), onDependency.diagnostics[0].message)
    }

    func testMembersNamedMockAreRecordedOnTheirDeclaration() {
        let syntax = parse("""
            final class Home {
                // weaver: logger = Logger
                static func mock() -> Home { fatalError() }
            }
            final class Row {
                // weaver: logger = Logger
                var mock: Int { 0 }
            }
            struct Session {
                func helper() { func mock() {} }
            }
            extension Session {
                public static func mock() -> Session { Session() }
            }
            final class Cell {
                static func mock(title: String) -> Cell { Cell() }
            }
            """)
        XCTAssertEqual(syntax.types.map(\.mockMember), [.staticWithoutArguments, .other])
        let declared = Dictionary(syntax.declaredTypes.map { ($0.path + " " + $0.kind.rawValue, $0.mockMember) }, uniquingKeysWith: { $1 })
        XCTAssertEqual(declared["Session struct"], MockMember.none, "a function inside a method is not a member")
        XCTAssertEqual(declared["Session extension"], .staticWithoutArguments)
        XCTAssertEqual(declared["Cell class"], .other, "a mock taking arguments is not a default")
    }

    /// The cache stores and restores both.
    func testTheCacheKeepsThem() throws {
        let syntax = parse("""
            final class Home {
                // weaver: logger = Logger
                // weaver: self.mock = true
                static func mock() -> Home { fatalError() }
            }
            """)
        let decoded = try XCTUnwrap(SyntaxBinaryDecoder.decode(SyntaxBinaryEncoder.encode(syntax)[...], path: "A.swift"))
        XCTAssertEqual(decoded, syntax)
    }
}
