import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class AnnotationParserTests: XCTestCase {
    private func parse(_ text: String) -> Result<Annotation, Diagnostic> {
        AnnotationParser.parse(text, at: SourceLocation(file: "F.swift", line: 3, column: 5),
                               textLocation: SourceLocation(file: "F.swift", line: 3, column: 8))
    }

    private func dependency(_ text: String) -> DependencyAnnotation? {
        if case let .success(.dependency(annotation)) = parse(text) { return annotation }
        return nil
    }

    private func failure(_ text: String) -> Diagnostic? {
        if case let .failure(diagnostic) = parse(text) { return diagnostic }
        return nil
    }

    func testDependencyForms() {
        let registration = dependency("weaver: movieManager = MovieManager <- MovieManaging")
        XCTAssertEqual(registration?.kind, .registration)
        XCTAssertEqual(registration?.type.swiftSource, "MovieManager")
        XCTAssertEqual(registration?.abstractType?.swiftSource, "MovieManaging")
        XCTAssertEqual(dependency("weaver: logger = Logger")?.abstractType, nil)
        XCTAssertEqual(dependency("weaver: api = API <- A & B")?.abstractType?.swiftSource, "A & B")
        XCTAssertEqual(dependency("weaver: logger <- Logging")?.kind, .reference)
        XCTAssertEqual(dependency("weaver:movieID <= Int")?.kind, .parameter)
        XCTAssertEqual(dependency("weaver: handler <= (Int) -> Void")?.type.swiftSource, "(Int) -> Void")
    }

    func testConfigurationAndImport() {
        guard case let .success(.configuration(configuration)) = parse("weaver: logger.scope = .lazy") else { return XCTFail() }
        XCTAssertEqual(configuration.target, .dependency("logger"))
        XCTAssertEqual(configuration.attribute, "scope")
        XCTAssertEqual(configuration.value, ".lazy")
        XCTAssertEqual(configuration.valueLocation.column, 8 + "weaver: logger.scope = ".utf8.count)
        guard case let .success(.configuration(isolation)) = parse("weaver: self.isIsolated = true") else { return XCTFail() }
        XCTAssertEqual(isolation.target, .enclosingType)
        XCTAssertEqual(try parse("weaver: import Movies").get(), .importModule("Movies"))
    }

    func testKeywordNamesWithOrWithoutBackquotesAreTheSameName() {
        XCTAssertEqual(dependency("weaver: default = Logger")?.name, "default")
        XCTAssertEqual(dependency("weaver: `default` = Logger")?.name, "default")
        XCTAssertEqual(dependency("weaver: `init` <= String")?.kind, .parameter)
        XCTAssertEqual(dependency("weaver: `Type` <- Counter")?.name, "Type")
        XCTAssertEqual(dependency("weaver:`in`<-Theme")?.type.swiftSource, "Theme")
        guard case let .success(.configuration(configuration)) = parse("weaver: `class`.scope = .transient") else { return XCTFail() }
        XCTAssertEqual(configuration.target, .dependency("class"))
        XCTAssertEqual(configuration.attributeLocation?.column, 8 + "weaver: `class`.".utf8.count)
    }

    func testBackquotedImportAndSelfAreNotTheirForms() {
        XCTAssertEqual(dependency("weaver: `import` = Importer")?.name, "import")
        XCTAssertEqual(failure("weaver: `self` = Logger")?.message,
                       "'self' cannot be a dependency name; 'self.attribute = value' configures the enclosing type")
        XCTAssertEqual(failure("weaver: `self`.scope = .lazy")?.code, .invalidAnnotation)
        XCTAssertEqual(failure("weaver: _ <= Int")?.message, "'_' cannot be a dependency name")
    }

    func testBackquotesHoldOneIdentifier() {
        for text in ["weaver: `two words` = Logger", "weaver: `default = Logger", "weaver: `` = Logger", "weaver: `a`b = Logger"] {
            XCTAssertEqual(failure(text)?.code, .invalidAnnotation, text)
        }
    }

    func testInvalidAnnotations() {
        for text in ["weaver:", "weaver: = Foo", "weaver: foo", "weaver: a = B <- C <- D", "weaver: a <- B <- C", "weaver: a =   "] {
            XCTAssertEqual(failure(text)?.code, .invalidAnnotation, text)
            XCTAssertEqual(failure(text)?.location?.column, 5, text)
        }
    }

    func testInvalidTypesPointAtTheType() {
        let empty = failure("weaver: cache = Cache<>")
        XCTAssertEqual(empty?.code, .invalidType)
        XCTAssertEqual(empty?.location?.column, 8 + "weaver: cache = Cache<".utf8.count)
        let arrow = failure("weaver: a <-- X")
        XCTAssertEqual(arrow?.code, .invalidType)
        let opaque = failure("weaver: a <- some P")
        XCTAssertEqual(opaque?.code, .invalidType)
        XCTAssertTrue(opaque?.message.contains("'any'") == true)
    }
}
