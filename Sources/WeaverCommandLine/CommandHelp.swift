import WeaverKit
import WeaverCore

/// `weaver <command> --help`: what one command does, its own options, and examples.
extension HelpText {
    static func usage(for command: Command) -> String {
        let (summary, options, examples) = details(command)
        var lines = ["OVERVIEW: \(summary)", "", "USAGE: weaver \(command.rawValue) [options]", ""]
        if !options.isEmpty { lines += ["OPTIONS:"] + options.map { "  " + $0 } + [""] }
        lines += ["The common options (--project-path, --config-path, --input-path, …) are listed by 'weaver --help'.", ""]
        lines += ["EXAMPLES:"] + examples.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    private static func details(_ command: Command) -> (String, [String], [String]) {
        switch command {
        case .swift:
            return ("Scan, check and write the dependency container (the main job).",
                    ["--main-output-path <path>   Output file, or folder for Weaver.swift",
                     "--tests                     Also write the test stubs (WeaverTests.swift); --no-tests: do not",
                     "--tests-output-path <path>  Test stubs file, or folder for WeaverTests.swift",
                     "--testable-imports <module> Module the stubs import with @testable; repeatable",
                     "--mainactor                 Isolate the container and resolvers to the main actor",
                     "--included-imports <module> / --excluded-imports <module>",
                     "--no-swiftlint-disable-all  Leave out '// swiftlint:disable all'",
                     "--single-output             Accepted for Weaver 0.12 phases; does nothing (one file always)",
                     "--module-name <name>        The module it is: public types get entry points for others",
                     "--summary-output-path <path> Also write the module's summary (with --module-name)",
                     "--module-summary <path>     Summary of an imported module; repeatable"],
                    ["weaver swift --project-path App --input-path Sources --main-output-path Sources/Generated",
                     "weaver swift --tests --testable-imports App --tests-output-path Tests/Generated",
                     "weaver swift --module-name Core --summary-output-path Core.weaversummary --input-path Sources/Core",
                     "weaver swift --module-summary Core.weaversummary --input-path Sources/App"])
        case .check:
            return ("Scan, parse, link and validate; write nothing but the cache. Same diagnostics and exit status as 'swift'.",
                    ["--warn-unused   Warn about registrations nothing uses"], ["weaver clean && weaver check --warnings-as-errors"])
        case .json:
            return ("Print the linked graph as JSON on standard output (Schemas/weaver-graph.schema.json), also when validation fails.",
                    ["--pretty   Indent the output"], ["weaver json --pretty > graph.json"])
        case .graph:
            return ("Print the graph as a picture source on standard output.",
                    ["--format <dot|mermaid>   Default: dot"], ["weaver graph | dot -Tpng -o graph.png", "weaver graph --format mermaid"])
        case .why:
            return ("Print how a dependency is resolved: for a reference, every path from where it is provided down to it; for a registration or parameter, every reference it satisfies; for a collection, its elements; for a type, where it is built. Each step with its file:line.",
                    ["<Type.dependency | Type>   What to explain (exit 1 when it does not exist)",
                     "--diagnostics-format json  The answer as JSON on standard output"],
                    ["weaver why HomeViewController.movieManager", "weaver why App.launchTasks", "weaver why MovieManager"])
        case .explore:
            return ("Write one self-contained HTML page of the graph (nothing is loaded from outside when it is opened), also when "
                    + "validation fails: the types by module, search, every path from the roots to a selected type, each root's "
                    + "launch cost, longest chain and dominating types, and the diagnostics on their types.",
                    ["--output-path <file>   The page (default: weaver-graph.html in the project folder)"],
                    ["weaver explore", "weaver explore --output-path build/graph.html", "weaver explore --target App   # in a SwiftPM package"])
        case .cost:
            return ("Print what creating each root's resolver builds at once (its launch cost): the instances of its .container "
                    + "registrations and theirs, the deepest chain with each step's file:line, the instances per module, and the "
                    + "collections it reads (its launch tasks) in order. Exit 1 when a root is over its budget or the graph has errors.",
                    ["[Root]                     Only this root (exit 2 when it is no root)",
                     "--format <text|json>       Default: text",
                     "--budget <file>            'App: 40' or 'App: {instances: 40, depth: 6}' a line; also for swift and check"],
                    ["weaver cost", "weaver cost AppDelegate --format json", "weaver check --budget launch-budget.yaml"])
        case .rules:
            return ("Print the rules in force (the configuration's 'rules:', docs/rules.md), each with its kind, severity, how many "
                    + "places it judged and how many broke it; a rule that matches nothing is a warning at its line (a misspelt "
                    + "name or pattern checks nothing). Violations are printed as diagnostics, as every command prints them; exit 1 on an error.",
                    ["--format <text|json>       Default: text"],
                    ["weaver rules", "weaver rules --format json", "weaver check   # reports the violations on every build"])
        case .xcfilelist:
            return ("Write weaver-inputs.xcfilelist and weaver-outputs.xcfilelist for an Xcode run-script phase.",
                    ["--output-path <folder>     Where to write them (default: the project folder)",
                     "--main-output-path <path>  The outputs to list, as 'swift' takes them:",
                     "--tests, --tests-output-path"],
                    ["weaver xcfilelist --project-path \"$SRCROOT\""])
        case .clean:
            return ("Delete the cache; succeeds when there is none.", [], ["weaver clean --cache-path .build/weaver-cache"])
        case .lsp:
            return ("Run the language server (LSP 3.17 over standard input and output) for editors: diagnostics as you type, "
                    + "go to definition, references, hover with 'why', and quick fixes. Each workspace folder is a project, "
                    + "configured from its own configuration file; options given here apply to every folder.",
                    [], ["weaver lsp", "weaver lsp --platform iOS"])
        case .version:
            return ("Print the version.", [], ["weaver version"])
        }
    }
}
