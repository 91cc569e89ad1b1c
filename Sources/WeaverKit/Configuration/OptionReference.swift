import WeaverCore
/// The table of every option in docs/commands.md, made from `Option.all` like the help, so the
/// documentation cannot drift from the parser (`OptionReferenceTests` compares the two and, with
/// `WEAVER_RECORD_GOLDEN=1`, writes the table into the page).
public enum OptionReference {
    /// The lines between which docs/commands.md holds the table.
    public static let begin = "<!-- The option table: made from the option table by OptionReferenceTests; do not edit by hand. -->"
    public static let end = "<!-- End of the option table. -->"

    /// One row per option with a flag the help lists: its flags, its configuration key, its
    /// value, the commands that take it, and its help text.
    public static func markdownTable() -> String {
        var lines = ["| flag | configuration key | value | commands | what it does |", "|---|---|---|---|---|"]
        for option in Option.all {
            let flags = option.flags.filter { !$0.isLegacy }.map { "`\($0.spelling)`" }
            guard !flags.isEmpty, let help = option.help else { continue }
            let commands = option.commands.map { commands in
                Command.allCases.filter(commands.contains).map { "`\($0.rawValue)`" }.joined(separator: ", ")
            } ?? "all"
            let description = help.description.joined(separator: " ").split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
            lines.append("| \(flags.joined(separator: " / ")) | \(option.key.map { "`\($0)`" } ?? "—") | \(value(option.kind)) | \(commands) | \(description) |")
        }
        return lines.joined(separator: "\n")
    }

    private static func value(_ kind: Option.Kind) -> String {
        switch kind {
        case .switchValue: "switch"
        case let .text(placeholder, _, _): "`\(placeholder)`"
        case let .list(placeholder, _, _): "`\(placeholder)`, repeatable"
        case let .commandLine(placeholder): placeholder.map { "`\($0)`" } ?? "switch"
        case .section: "a section"
        }
    }
}
