import WeaverCommandLine
import WeaverKit
import WeaverCore

/// `weaver rules` (docs/rules.md): the rules in force and how many places each judged, with the
/// violations printed as diagnostics. In a SwiftPM package without `--target`, every target's run
/// (as the plugin runs it), the counts added up by rule, so that a rule about one feature's types
/// is not "matched nothing" in another's; then a rule that judged nothing anywhere is a warning.
enum RulesCommand {
    /// - Parameter runs: one invocation per target (named for the messages), or one unnamed.
    static func run(_ runs: [(target: String, invocation: Invocation)], displayRoot: String? = nil) -> Int32 {
        var status: Int32 = 0
        var rows: [RulesReport.Row] = []
        var rules: [ProjectRule] = []
        var matches: [Int] = []
        var rowOf: [RuleKey: Int] = [:]
        for (_, invocation) in runs {
            let options = invocation.options
            let result: PipelineResult
            do {
                result = try Pipeline.run(options: options, goal: .export)
            } catch {
                PipelineCommand.report([located(error.diagnostic, options, displayRoot)], options: options)
                return UsageError.exitCode
            }
            if result.hasErrors { status = 1 }
            PipelineCommand.report(result.diagnostics.map { located($0, options, displayRoot) }, options: options, moduleRoots: result.moduleRoots)
            let report = RulesReport(rules: options.projectRules, matches: result.ruleMatches, diagnostics: result.diagnostics)
            // The same rule (by id and place) in several targets' runs is one row.
            for (index, row) in report.rows.enumerated() {
                let rule = options.projectRules[index]
                let key = RuleKey(id: rule.id, location: located(rule.location, options, displayRoot))
                if let existing = rowOf[key] {
                    rows[existing].matched += row.matched
                    rows[existing].violations += row.violations
                    matches[existing] += row.matched
                } else {
                    rowOf[key] = rows.count
                    var row = row
                    row.location = key.location
                    var shown = rule
                    shown.location = key.location
                    rows.append(row)
                    rules.append(shown)
                    matches.append(row.matched)
                }
            }
        }
        let options = runs.first?.invocation.options ?? WeaverOptions(projectPath: displayRoot ?? ".")
        PipelineCommand.report(RulesReport.unmatched(rules, matches: matches), options: options)
        let report = RulesReport(rows: rows)
        Console.write(options.outputFormat == .json ? report.json + "\n" : report.text, to: 1)
        return status
    }

    /// In a package, places are shown from its folder: each target's run names them from the target's.
    private static func located(_ diagnostic: Diagnostic, _ options: WeaverOptions, _ root: String?) -> Diagnostic {
        guard root != nil else { return diagnostic }
        return diagnostic.relocated { located($0, options, root) }
    }

    private static func located(_ location: SourceLocation, _ options: WeaverOptions, _ root: String?) -> SourceLocation {
        guard let root else { return location }
        let absolute = location.absolute(from: options.projectPath, moduleRoots: [:])
        return SourceLocation(file: PathResolver.relative(absolute.file, to: root), line: absolute.line, column: absolute.column)
    }

    private struct RuleKey: Hashable {
        let id: String
        let location: SourceLocation
    }
}
