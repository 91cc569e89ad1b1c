/// The text `weaver --help` prints.
public enum HelpText {
    /// The whole help: commands, flags and examples.
    public static let usage = """
        OVERVIEW: Generates compile-time dependency injection code for Swift from weaver annotations.

        USAGE: weaver <command> [options]

        COMMANDS:
          swift                   Scan, check and write the dependency container (the main job)
          check                   Scan and check only; write nothing but the cache
          json                    Print the dependency graph as JSON on stdout
          graph                   Print the dependency graph as Graphviz or Mermaid source
          xcfilelist              Write input and output file lists for an Xcode run-script phase
          clean                   Delete the cache
          version                 Print the version (also: --version)

        COMMON OPTIONS:
          --project-path <path>   Project folder (default: $WEAVER_PROJECT_PATH, else the current folder)
          --config-path <path>    Configuration file, or a folder holding .weaver.yaml, .weaver.yml
                                  or .weaver.json (default: searched in the project folder)
          --input-path <path>     File or folder to scan; repeatable (default: the project folder)
          --input-file-list <file>
                                  File listing files to scan, one path per line (as Bazel or Buck
                                  actions pass them); repeatable
          --ignored-path <path>   File or folder to skip; repeatable
          --recursive-off         Do not descend into subfolders of input folders
          --cache-path <path>     Cache location (default: <project>/.weaver_cache)
          --platform <name>       iOS, macOS (or OSX), watchOS, tvOS, visionOS or Linux
          --project-name <name>   Project name, used in Objective-C runtime names
          --diagnostics-format <text|json>
                                  How diagnostics are printed on stderr (default: text)
          --absolute-paths        Name files by absolute path in diagnostics and in the
                                  output's compiler checks, for editors (plugin, build phase)
          --warnings-as-errors    Fail when there are warnings
          --warn-unused           Warn about registrations nothing uses
          --quiet                 Do not print the summary line
          --verbose               Print the time each phase takes
          -h, --help              Show this help

        OPTIONS OF 'swift' ('xcfilelist' also takes the output paths and --tests):
          --main-output-path <path>
                                  Output file, or folder for Weaver.swift (default: <project>/Weaver.swift)
          --tests                 Also write the test stubs (--no-tests: do not)
          --tests-output-path <path>
                                  Test stubs file, or folder for WeaverTests.swift
          --testable-imports <module>
                                  Module the test stubs import with @testable; repeatable
          --swiftlint-disable-all / --no-swiftlint-disable-all
                                  Whether the output starts with '// swiftlint:disable all' (default: yes)
          --included-imports <module>
                                  Only these modules are imported by the output; repeatable
          --excluded-imports <module>
                                  Modules never imported by the output; repeatable
          --mainactor             Mark the container and resolvers @MainActor

        OPTIONS OF OTHER COMMANDS:
          --pretty                json: indent the output
          --format <dot|mermaid>  graph: picture format (default: dot)
          --output-path <path>    xcfilelist: folder for the two lists (default: the project folder)

        Flags accept '--flag value' and '--flag=value'. Relative paths, on the command line and in
        a configuration file alike, resolve against the project folder (as in Weaver 1.x). Flags
        override the file key by key. Weaver 1.x's '--recursive-on' and '--no-tests' are accepted.
        '@<file>' stands for the arguments in that file, one per line (a response file, for long
        argument lists).

        EXAMPLES:
          weaver swift --project-path App --input-path Sources --main-output-path Sources/Generated
          weaver swift --config-path Config/.weaver.yaml --no-swiftlint-disable-all
        """
}
