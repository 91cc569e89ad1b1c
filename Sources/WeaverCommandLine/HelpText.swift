import WeaverKit
import WeaverCore

/// The text `weaver --help` prints: the commands and examples as written here, the options as
/// `Option.all` states them.
enum HelpText {
    /// The whole help: commands, flags and examples.
    static let usage = [
        header,
        section("COMMON OPTIONS:", .common),
        section("OPTIONS OF 'swift' ('xcfilelist' also takes the output paths and --tests):", .swift),
        section("OPTIONS OF OTHER COMMANDS:", .otherCommands),
        footer,
    ].joined(separator: "\n\n")

    private static let header = """
        OVERVIEW: Generates compile-time dependency injection code for Swift from weaver annotations.

        USAGE: weaver <command> [options]

        COMMANDS:
          swift                   Scan, check and write the dependency container (the main job)
          check                   Scan and check only; write nothing but the cache
          json                    Print the dependency graph as JSON on stdout
          graph                   Print the dependency graph as Graphviz or Mermaid source
          why <Type.name | Type>  Print how a dependency is resolved, each step at its file:line
          cost [Root]             Print what each root builds at launch, against a budget
          rules                   Print the project's rules and how many places each matched
          explore                 Write an HTML page to explore the graph in a browser
          xcfilelist              Write input and output file lists for an Xcode run-script phase
          clean                   Delete the cache
          lsp                     Run the language server for editors (LSP over stdin/stdout)
          version                 Print the version (also: --version)
        """

    private static let footer = """
        Flags accept '--flag value' and '--flag=value'. Relative paths, on the command line and in
        a configuration file alike, resolve against the project folder (as in Weaver 1.x). Flags
        override the file key by key. Weaver 1.x's '--recursive-on' and '--no-tests' are accepted.
        '@<file>' stands for the arguments in that file, one per line (a response file, for long
        argument lists).

        EXAMPLES:
          weaver swift --project-path App --input-path Sources --main-output-path Sources/Generated
          weaver swift --config-path Config/.weaver.yaml --no-swiftlint-disable-all
        """

    /// A description starts in this column, on the synopsis's line when the synopsis leaves room.
    private static let descriptionColumn = 26

    private static func section(_ title: String, _ section: Option.HelpSection) -> String {
        var lines = [title]
        for option in Option.all {
            guard let help = option.help, help.section == section else { continue }
            let synopsis = "  " + self.synopsis(option)
            let indent = String(repeating: " ", count: descriptionColumn)
            var description = help.description.map { indent + $0 }
            if synopsis.count + 2 <= descriptionColumn, !description.isEmpty {
                description[0] = synopsis.padding(toLength: descriptionColumn) + help.description[0]
            } else {
                lines.append(synopsis)
            }
            lines += description
        }
        return lines.joined(separator: "\n")
    }

    /// `--project-path <path>`, `-h, --help`, `--swiftlint-disable-all / --no-swiftlint-disable-all`:
    /// the taught spellings, shortest first among those that mean the same, then their opposites.
    private static func synopsis(_ option: Option) -> String {
        let taught = option.flags.filter { !$0.isLegacy }
        guard let first = taught.first else { return option.name }
        let same = taught.filter { $0.sets == first.sets }.map(\.spelling).sorted { $0.count < $1.count }
        let opposite = taught.filter { $0.sets != first.sets }.map(\.spelling)
        var text = ([same.joined(separator: ", ")] + opposite).joined(separator: " / ")
        if case .text(let placeholder, _, _) = option.kind { text += " " + placeholder }
        if case .list(let placeholder, _, _) = option.kind { text += " " + placeholder }
        if case .commandLine(let placeholder?) = option.kind { text += " " + placeholder }
        return text
    }
}

private extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
