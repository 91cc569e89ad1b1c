// Targets `yaml` and `json`: the configuration file as `ConfigurationFile` reads and applies it,
// and its diagnostics as the command line prints them, so value conversion, path resolution
// and message formatting see the fuzzed text too.

enum FuzzConfigurationTarget {
    static func run(_ bytes: [UInt8], json: Bool) {
        let displayPath = json ? ".weaver.json" : ".weaver.yaml"
        let document: ConfigurationDocument
        do {
            document = json ? try JSONConfigurationReader.read(bytes) : try YAMLReader.read(bytes)
        } catch {
            let location = SourceLocation(file: displayPath, line: error.position.line, column: error.position.column)
            print([Diagnostic.error(.configuration, error.message, at: location)])
            return
        }
        var options = WeaverOptions(projectPath: "/fuzz/project")
        var applier = ConfigurationApplier(displayPath: displayPath)
        applier.apply(document, to: &options)
        print(applier.diagnostics)
        _ = CacheKey.of(options)
    }

    /// Formats as `weaver` does for a terminal and for `--diagnostics-format json`, without output.
    private static func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { _ = DiagnosticFormatter.text(diagnostic, colored: true) }
        _ = DiagnosticFormatter.json(DiagnosticFormatter.sortedUnique(diagnostics))
    }
}
