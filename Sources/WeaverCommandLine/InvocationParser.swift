import WeaverKit
import WeaverCore

/// Turns the arguments of one run into an `Invocation` (docs/commands.md): defaults, then the
/// configuration file, then the flags, key by key.
package enum InvocationParser {
    /// Parses `arguments` (without the program name). The configuration file is read from disk.
    ///
    /// - Parameters:
    ///   - currentDirectory: absolute; relative `--project-path` and `WEAVER_PROJECT_PATH` resolve against it.
    ///   - environment: the process environment, for `WEAVER_PROJECT_PATH`.
    /// - Throws: `UsageError` with every problem found, for exit status 2.
    package static func parse(
        _ arguments: [String], currentDirectory: String, environment: [String: String]
    ) throws(UsageError) -> Invocation {
        let parsed = CommandLineArguments(try ArgumentFiles.expand(arguments, currentDirectory: currentDirectory))
        let projectPath = projectPath(parsed, currentDirectory: currentDirectory, environment: environment)
        let defaults = WeaverOptions(projectPath: projectPath)
        if parsed.showHelp {
            let command = parsed.commandWord.flatMap(Command.init(rawValue:)) ?? .swift
            return Invocation(command: command, options: defaults, showHelp: true)
        }
        var diagnostics = parsed.errors
        let command = self.command(parsed, diagnostics: &diagnostics)
        diagnostics += misplacedFlags(parsed, command: command)
        var invocation = Invocation(command: command, options: defaults)
        if command == .why {
            if parsed.operands.count == 1 { invocation.query = parsed.operands[0] } else {
                diagnostics.append(.error(.configuration, "'why' takes one name: 'weaver why Type.dependency' or 'weaver why Type'", at: nil))
            }
        } else if command == .cost {
            if parsed.operands.count <= 1 { invocation.query = parsed.operands.first ?? "" } else {
                diagnostics.append(.error(.configuration, "'cost' takes at most one root: 'weaver cost' or 'weaver cost App'", at: nil))
            }
        } else {
            diagnostics += parsed.operands.map { .error(.configuration, "unexpected argument '\($0)'", at: nil) }
        }
        // `version` must work whatever state the configuration file is in.
        if command != .version {
            readConfiguration(parsed, into: &invocation, diagnostics: &diagnostics)
        }
        if parsed.lastValue(of: .buildTarget) != nil {
            // The build passes the module keys it wants as flags; the file's are an editor's.
            (invocation.options.moduleName, invocation.options.moduleSummaries, invocation.options.summaryOutputPath) = (nil, [], nil)
            invocation.options.moduleKind = .library
        }
        FlagApplier.apply(parsed, to: &invocation.options, diagnostics: &diagnostics)
        do { try ProjectRulesFile.merge(into: &invocation.options) } catch { diagnostics += error.diagnostics }
        if invocation.options.inputPaths.isEmpty { invocation.options.inputPaths = [projectPath] }
        if let problem = formatProblem(invocation.options.outputFormat, command: command) { diagnostics.append(problem) }
        if command == .swift { diagnostics += weaver1OutputPaths(parsed, options: invocation.options, currentDirectory: currentDirectory) }
        if diagnostics.contains(where: { $0.severity == .error }) { throw UsageError(diagnostics: diagnostics) }
        invocation.warnings = diagnostics
        return invocation
    }

    /// `--format` names one command's formats: `graph` draws, `cost` and `rules` report.
    private static func formatProblem(_ format: WeaverOptions.OutputFormat?, command: Command) -> Diagnostic? {
        guard let format else { return nil }
        let allowed: [WeaverOptions.OutputFormat] = command == .cost || command == .rules ? [.text, .json] : [.dot, .mermaid]
        guard !allowed.contains(format) else { return nil }
        return .error(.configuration, "'\(command.rawValue) --format' must be \(allowed[0].rawValue) or \(allowed[1].rawValue), not '\(format.rawValue)'", at: nil)
    }

    private static func projectPath(
        _ parsed: CommandLineArguments, currentDirectory: String, environment: [String: String]
    ) -> String {
        let environmentPath = environment["WEAVER_PROJECT_PATH"].flatMap { $0.isEmpty ? nil : $0 }
        guard let given = parsed.lastValue(of: .projectPath) ?? environmentPath else {
            return PathResolver.normalize(currentDirectory)
        }
        return PathResolver.join(currentDirectory, given)
    }

    private static func command(_ parsed: CommandLineArguments, diagnostics: inout [Diagnostic]) -> Command {
        if parsed.askedVersion { return .version }
        guard let word = parsed.commandWord else {
            // A build phase that forgot `swift` must fail, not print help and pass.
            let commands = Command.allCases.map(\.rawValue).joined(separator: ", ")
            diagnostics.append(.error(.configuration, "no command given: write 'weaver <command> [options]' with one of \(commands); 'weaver --help' lists them", at: nil))
            return .swift
        }
        guard let command = Command(rawValue: word) else {
            let hint = ClosestMatch.hint(for: word, among: Command.allCases.map(\.rawValue))
            diagnostics.append(.error(.configuration, "unknown command '\(word)'\(hint)", at: nil))
            return .swift
        }
        return command
    }

    /// Flags of another command (`weaver check --tests`, `weaver swift --output-path D`): each is
    /// an error naming the commands it belongs to, or the flag this command spells it with.
    private static func misplacedFlags(_ parsed: CommandLineArguments, command: Command) -> [Diagnostic] {
        // Without a command word there is nothing to check the flags against.
        guard parsed.commandWord != nil || parsed.askedVersion else { return [] }
        var reported = Set<String>()
        var diagnostics: [Diagnostic] = []
        for given in parsed.given {
            let spelling = given.flag.spelling
            guard let commands = given.option.commands, !commands.contains(command), reported.insert(spelling).inserted else { continue }
            let names = Command.allCases.filter(commands.contains).map { "'\($0.rawValue)'" }
            let owners = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
            var message = "'\(spelling)' is an option of \(owners), not of '\(command.rawValue)'"
            if let counterpart = given.option.counterparts[command] {
                message += "; '\(command.rawValue)' spells it '\(counterpart)'"
            }
            diagnostics.append(.error(.configuration, message, at: nil))
        }
        return diagnostics
    }

    /// Output flags a Weaver 1.0 build phase read against the current folder (`Weaver1OutputPath`).
    private static func weaver1OutputPaths(_ parsed: CommandLineArguments, options: WeaverOptions, currentDirectory: String) -> [Diagnostic] {
        var outputs = [(Option.mainOutputPath, options.mainOutputPath, "Weaver.swift")]
        if options.tests { outputs.append((Option.testsOutputPath, options.testsOutputPath, "WeaverTests.swift")) }
        return outputs.compactMap { option, resolved, defaultName in
            guard let typed = parsed.lastValue(of: option) else { return nil }
            let given = Weaver1OutputPath.Given(flag: option.name, typed: typed, resolved: resolved, defaultName: defaultName)
            return Weaver1OutputPath.warning(for: given, currentDirectory: PathResolver.normalize(currentDirectory), projectPath: options.projectPath)
        }
    }

    private static func readConfiguration(_ parsed: CommandLineArguments, into invocation: inout Invocation, diagnostics: inout [Diagnostic]) {
        let projectPath = invocation.options.projectPath
        let typed = parsed.lastValue(of: .configPath)
        let explicitPath = typed.map { PathResolver.join(projectPath, $0) }
        do {
            guard let path = try ConfigurationFile.locate(explicitPath: explicitPath, typed: typed, projectPath: projectPath) else { return }
            let file = try ConfigurationFile(path: path, projectPath: projectPath)
            invocation.configurationPath = path
            diagnostics += file.apply(to: &invocation.options)
        } catch {
            diagnostics += error.diagnostics
        }
    }
}
