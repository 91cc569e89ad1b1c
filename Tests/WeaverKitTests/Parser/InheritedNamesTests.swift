import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// An inheritance clause split into the names `ConformanceCheck` walks (docs/diagnostics.md: a concrete type
/// that visibly does not conform), over the clause's bytes.
final class InheritedNamesTests: XCTestCase {
    func testNamesAreSplitAtCommasAndAmpersandsAndTrimmed() {
        XCTAssertEqual(FileParser.inheritedNames("AnyObject, Service & Sendable"), ["AnyObject", "Service", "Sendable"])
        XCTAssertEqual(FileParser.inheritedNames(" Base<Int>,\n\tService\r\n"), ["Base<Int>", "Service"])
        XCTAssertEqual(FileParser.inheritedNames("@unchecked Sendable, Service"), ["@unchecked Sendable", "Service"])
    }

    func testEmptyPiecesAreDropped() {
        XCTAssertEqual(FileParser.inheritedNames(""), [])
        XCTAssertEqual(FileParser.inheritedNames(" , &,"), [])
        XCTAssertEqual(FileParser.inheritedNames("A,,B"), ["A", "B"])
    }

    func testUnicodeNamesAreKeptWhole() {
        XCTAssertEqual(FileParser.inheritedNames("Sérvice, 服务 & Ünïcode"), ["Sérvice", "服务", "Ünïcode"])
    }

    /// The names reach the conformance check as written: it drops attributes and generic
    /// arguments, also across a line break in a CRLF file, so every supertype is found and a
    /// visible mismatch is reported (a name it failed to find would leave it to the compiler).
    func testAttributedAndGenericSupertypesAreFound() {
        let text = "protocol Service: AnyObject {}\nclass Base<T> {}\n"
            + "final class Impl: @unchecked\r\n    Sendable, Base<Int> {}\n"
            + "final class App {\n    // weaver: service = Impl <- Service\n}\n"
        XCTAssertEqual(Analysis(text).diagnostics(.typeMismatch).count, 1)
        XCTAssertEqual(Analysis(text.replacingOccurrences(of: "class Base<T> {}", with: "class Base<T>: Service {}"))
            .diagnostics(.typeMismatch), [])
    }
}
