// Regex literals (`#/…/#`, and bare `/…/` in Swift 6 mode) are lexed as operators, so a `"`
// inside one opens a string literal: "unterminated string literal" at the quote. Not seen in
// /opt/swift-packages; found by hand. Compiles with swiftc -swift-version 6.
func pattern() -> Regex<Substring> {
    #/"/#
}

final class AfterTheRegex {
    // weaver: logger = Logger
}

final class Logger {}
