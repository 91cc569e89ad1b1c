// Real-world class (8 files in /opt/swift-packages, e.g. vapor/postgres-kit PostgresDialect.swift):
// `#"""#` is a single-line raw string holding one `"`, because its closing `"#` is on the same
// line; the scanner opens a multi-line string instead, swallows the rest of the file, reports
// "unterminated string literal" and "'{' is never closed", and loses the annotation below.
// Compiles with swiftc -swift-version 6.
struct Dialect {
    var identifierQuote: String {
        #"""#
    }
}

final class Swallowed {
    // weaver: logger = Logger
}

final class Logger {}
