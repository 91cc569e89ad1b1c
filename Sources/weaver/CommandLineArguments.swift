/// The arguments split into a command word and flags with their values, before any meaning is
/// given to them. Problems are collected, not thrown, so that every one is reported.
struct CommandLineArguments {
    var commandWord: String?
    var flags: [(flag: CommandLineFlag, value: String)] = []
    var showHelp = false
    var askedVersion = false
    var errors: [Diagnostic] = []

    init(_ arguments: [String]) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "-h" || argument == "--help" {
                showHelp = true
            } else if argument == "--version" {
                askedVersion = true
            } else if argument.hasPrefix("-"), argument != "-" {
                readFlag(argument, following: arguments, index: &index)
            } else if commandWord == nil {
                commandWord = argument
            } else {
                errors.append(.error(.configuration, "unexpected argument '\(argument)'", at: nil))
            }
        }
    }

    /// The values given for `flag`, in order.
    func values(of flag: CommandLineFlag) -> [String] {
        flags.filter { $0.flag == flag }.map(\.value)
    }

    /// The last value given for `flag`: a later flag overrides an earlier one.
    func lastValue(of flag: CommandLineFlag) -> String? {
        flags.last { $0.flag == flag }?.value
    }

    func contains(_ flag: CommandLineFlag) -> Bool {
        flags.contains { $0.flag == flag }
    }

    private mutating func readFlag(_ argument: String, following arguments: [String], index: inout Int) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let inlineValue = parts.count > 1 ? String(parts[1]) : nil
        guard let flag = CommandLineFlag(rawValue: name) else {
            // `-v` is too short for an edit distance to find `--version`.
            let hint = name == "-v" || name == "-V" ? "; did you mean '--version'?"
                : ClosestMatch.hint(for: name, among: CommandLineFlag.suggested.map(\.rawValue) + ["-h"])
            errors.append(.error(.configuration, "unknown flag '\(name)'\(hint)", at: nil))
            return
        }
        guard flag.takesValue else {
            if inlineValue != nil {
                errors.append(.error(.configuration, "'\(name)' does not take a value", at: nil))
            } else {
                flags.append((flag, ""))
            }
            return
        }
        var value = inlineValue
        // A following flag is not a value: `--input-path --quiet` forgot the path.
        if value == nil, index < arguments.count, !arguments[index].hasPrefix("--") {
            value = arguments[index]
            index += 1
        }
        guard let value, !value.isEmpty else {
            errors.append(.error(.configuration, "missing value for '\(name)'", at: nil))
            return
        }
        flags.append((flag, value))
    }
}
