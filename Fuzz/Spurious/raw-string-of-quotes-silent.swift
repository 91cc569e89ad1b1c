// Same root cause as raw-string-of-quotes.swift, without any diagnostic: the multi-line string
// wrongly opened by `#"""#` is closed by the `"""#` at the end of `#""""#`, so everything between
// (here a whole annotated type) silently disappears from the outline.
let quote = #"""#

final class Swallowed {
    // weaver: logger = Logger
}

final class Logger {}

let twoQuotes = #""""#
