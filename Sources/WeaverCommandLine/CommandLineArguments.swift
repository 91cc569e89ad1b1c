import WeaverKit
import WeaverCore

/// The arguments split into a command word and flags with their values, before any meaning is
/// given to them. Problems are collected, not thrown, so that every one is reported.
struct CommandLineArguments {
    /// One flag as given, with its value (empty for a switch).
    struct Given {
        let option: Option
        let flag: Option.Flag
        let value: String
    }

    var commandWord: String?
    /// Words after the command word (`weaver why Home.logger`): only `why` takes one.
    var operands: [String] = []
    var given: [Given] = []
    var showHelp = false
    var askedVersion = false
    var errors: [Diagnostic] = []

    init(_ arguments: [String]) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if Option.help.flags.contains(where: { $0.spelling == argument }) {
                showHelp = true
            } else if Option.version.flags.contains(where: { $0.spelling == argument }) {
                askedVersion = true
            } else if argument.hasPrefix("-"), argument != "-" {
                readFlag(argument, following: arguments, index: &index)
            } else if commandWord == nil {
                commandWord = argument
            } else {
                operands.append(argument)
            }
        }
    }

    /// The values given for `option`, in order.
    func values(of option: Option) -> [String] {
        given.filter { $0.option.name == option.name }.map(\.value)
    }

    /// The last value given for `option`: a later flag overrides an earlier one.
    func lastValue(of option: Option) -> String? {
        given.last { $0.option.name == option.name }?.value
    }

    func contains(_ option: Option) -> Bool {
        given.contains { $0.option.name == option.name }
    }

    private mutating func readFlag(_ argument: String, following arguments: [String], index: inout Int) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let inlineValue = parts.count > 1 ? String(parts[1]) : nil
        guard let (option, flag) = Option.named(name) else {
            // `-v` is too short for an edit distance to find `--version`.
            let closest = name == "-v" || name == "-V" ? "--version"
                : ClosestMatch.suggestion(for: name, among: Option.taughtSpellings)
            let hint = closest.map { "; did you mean '\($0)'?" } ?? ""
            errors.append(.error(.configuration, "unknown flag '\(name)'\(hint)", at: nil))
            if inlineValue == nil, index < arguments.count, isValue(arguments[index], ofUnknownFlagLike: closest) { index += 1 }
            return
        }
        guard option.takesValue else {
            if inlineValue != nil {
                errors.append(.error(.configuration, "'\(name)' does not take a value", at: nil))
            } else {
                given.append(Given(option: option, flag: flag, value: ""))
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
        // Response files and worker requests can hold what a shell's arguments cannot. The build's
        // target name is only shown (escaped), never a path or a name written anywhere: any is taken.
        if option.name != Option.buildTarget.name, let problem = PathText.problem(with: value) {
            errors.append(.error(.configuration, "the value of '\(name)': \(problem)", at: nil))
            return
        }
        given.append(Given(option: option, flag: flag, value: value))
    }

    /// Whether `argument`, following a flag nobody knows, is that flag's value rather than an
    /// argument of its own: `--input-pth Sources` is one mistake, not two. It is not when the
    /// closest flag takes no value, when it is a flag itself, or when it is the command word
    /// still missing (`weaver --bogus swift`).
    private func isValue(_ argument: String, ofUnknownFlagLike closest: String?) -> Bool {
        if argument.hasPrefix("-"), argument != "-" { return false }
        if let closest, let known = Option.named(closest), !known.option.takesValue { return false }
        return commandWord != nil || Command(rawValue: argument) == nil
    }
}
