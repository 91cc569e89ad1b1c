/// A part of a generated file, by what it is. A file of the main output is a list of sections:
/// declarations printed (on any core, then joined in order), `// MARK:` lines between them and
/// `#if` blocks around some, so that no one assembles a file from raw strings.
indirect enum OutputSection {
    /// Declarations as `Printer` printed them (each starts with its blank line).
    case printed(String)
    /// A blank line and `// MARK: - title`.
    case mark(String)
    /// A blank line, `directive`, the sections, a blank line and `#endif`.
    case conditional(String, [OutputSection])

    /// The sections' text, in order.
    static func text(of sections: [OutputSection]) -> String {
        var output = ""
        output.reserveCapacity(sections.reduce(0) { $0 + $1.size })
        for section in sections { section.write(to: &output) }
        return output
    }

    private var size: Int {
        switch self {
        case let .printed(text): text.utf8.count
        case let .mark(title): title.utf8.count + 12
        case let .conditional(directive, sections): directive.utf8.count + sections.reduce(12) { $0 + $1.size }
        }
    }

    private func write(to output: inout String) {
        switch self {
        case let .printed(text):
            output += text
        case let .mark(title):
            output += "\n// MARK: - " + title + "\n"
        case let .conditional(directive, sections):
            output += "\n" + directive + "\n"
            for section in sections { section.write(to: &output) }
            output += "\n#endif\n"
        }
    }
}
