import WeaverCore
/// One option of docs/commands.md, stated once: its flag spellings, its configuration key, the
/// kind of value it takes and what that value sets, the option subsets its value is part of, the
/// commands that take it and its line in `weaver --help`. The command-line parser, the
/// configuration-file reader, the help text and every subset a stage takes (`Option.Subsets`)
/// are all read off `Option.all`.
public struct Option: Sendable {
    /// One way to write the option on the command line.
    public struct Flag: Sendable {
        public let spelling: String
        /// For a switch, the value it sets (`--recursive-off` sets `recursive` to false).
        public let sets: Bool
        /// Weaver 1.x's spellings are accepted, never suggested or listed in the help.
        public let isLegacy: Bool

        init(_ spelling: String, sets: Bool = true, isLegacy: Bool = false) {
            self.spelling = spelling
            self.sets = sets
            self.isLegacy = isLegacy
        }
    }

    /// Where a value comes from, for messages: a flag as typed, or a configuration key.
    public struct Source: Sendable {
        public let name: String
        public let isConfigurationKey: Bool

        public init(name: String, isConfigurationKey: Bool) {
            self.name = name
            self.isConfigurationKey = isConfigurationKey
        }
    }

    /// A value that cannot be used (`--platform amiga`); the caller gives it a location.
    public struct ValueError: Error, Sendable {
        public let message: String
    }

    public typealias SetSwitch = @Sendable (inout WeaverOptions, Bool) -> Void
    public typealias SetText = @Sendable (inout WeaverOptions, String, Source) throws(ValueError) -> Void
    public typealias SetList = @Sendable (inout WeaverOptions, [String]) -> Void

    /// What the option takes, and what it sets in `WeaverOptions`. Paths resolve against the
    /// project path, on the command line and in a configuration file alike.
    public enum Kind: Sendable {
        /// A flag without a value; `true` or `false` in a configuration file.
        case switchValue(SetSwitch)
        /// One value; a later flag overrides an earlier one. A path must not be empty in a file.
        case text(placeholder: String, isPath: Bool, SetText)
        /// A repeatable flag whose values, given at least once, replace the file's whole list.
        case list(placeholder: String, isPath: Bool, SetList)
        /// Read by the command-line parser itself before the others (`--project-path`,
        /// `--config-path`, `--input-file-list`, `--help`, `--version`).
        case commandLine(placeholder: String?)
        /// A section of the configuration file only, read by its own reader (`rules:`, docs/rules.md).
        case section
    }

    /// The sections of `weaver --help`.
    public enum HelpSection: Sendable {
        case common, swift, otherCommands
    }

    public let flags: [Flag]
    /// The configuration-file key; nil for options that only the command line sets.
    public let key: String?
    public let kind: Kind
    /// The subsets of the options its value is part of: the cache key, the link and generator
    /// options, and what an imported module's run takes from this run.
    let subsets: Subsets
    /// The commands that take the option; nil for the common options, which every command takes.
    public let commands: Set<Command>?
    /// The flag another command spells this option with (`swift` takes `--output-path` as `--main-output-path`).
    public let counterparts: [Command: String]
    /// The section and the description lines of the option in `weaver --help`; nil to leave it out.
    public let help: (section: HelpSection, description: [String])?
    /// Why a configuration key is no longer needed; it is then accepted with that warning.
    public let retiredBecause: String?

    init(
        _ flags: [Flag], key: String? = nil, _ kind: Kind, in subsets: Subsets = Subsets(), commands: Set<Command>? = nil,
        counterparts: [Command: String] = [:], help: (section: HelpSection, description: [String])?,
        retiredBecause: String? = nil
    ) {
        self.flags = flags
        self.key = key
        self.kind = kind
        self.subsets = subsets
        self.commands = commands
        self.counterparts = counterparts
        self.help = help
        self.retiredBecause = retiredBecause
    }

    /// The option's name: its first flag, else its key.
    public var name: String { flags.first?.spelling ?? key ?? "" }

    /// True for flags followed by a value (`--flag value` or `--flag=value`).
    public var takesValue: Bool {
        switch kind {
        case .switchValue: false
        case .text, .list: true
        case .commandLine(let placeholder): placeholder != nil
        case .section: false
        }
    }

    /// The option and the spelling `spelling` names, if any.
    public static func named(_ spelling: String) -> (option: Option, flag: Flag)? {
        guard let place = bySpelling[spelling] else { return nil }
        let option = all[place.option]
        return (option, option.flags[place.flag])
    }

    /// Each flag's option and place, by spelling: a module's run passes a flag per summary it
    /// reads, thousands for an app's root, each looked up.
    private static let bySpelling: [String: (option: Int, flag: Int)] = {
        var table: [String: (option: Int, flag: Int)] = [:]
        for (optionIndex, option) in all.enumerated() {
            for (flagIndex, flag) in option.flags.enumerated() where table[flag.spelling] == nil {
                table[flag.spelling] = (optionIndex, flagIndex)
            }
        }
        return table
    }()

    /// The option a configuration key sets, if any.
    public static func keyed(_ key: String) -> Option? {
        all.first { $0.key == key }
    }

    /// The flags a "did you mean" may name.
    public static var taughtSpellings: [String] {
        all.flatMap { $0.flags.filter { !$0.isLegacy }.map(\.spelling) }
    }

    /// The configuration keys, for "did you mean".
    public static var keys: [String] {
        all.compactMap(\.key)
    }
}
