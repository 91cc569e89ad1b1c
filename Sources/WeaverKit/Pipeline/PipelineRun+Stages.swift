import WeaverCore
#if canImport(Glibc)
import Glibc
#endif

/// The stages of `PipelineRun.execute` after the reuse decision, and how a run ends.
extension PipelineRun {
    /// Links and validates (`StageSequence`), recording the graph, the diagnostics and the phases.
    mutating func linkAndValidate(_ syntaxes: [FileSyntax], summaries: [ModuleSummary], allFiles: [SourceFile],
                                  fileDiagnostics: [Diagnostic]) -> DependencyGraph {
        // The usage stage reads every input file, annotated or not, so it runs only when asked.
        let usage = options.warnUnused ? UsageIndex(files: allFiles) : nil
        if usage != nil { lap("usage") } else { _ = clock.lap() }
        // Never cancelled: a command line run goes to its end.
        let sequence = StageSequence.run(syntaxes, summaries: summaries, fileDiagnostics: fileDiagnostics, options: options, usage: usage)!
        (result.graph, result.diagnostics, result.ruleMatches) = (sequence.graph, sequence.diagnostics, sequence.ruleMatches)
        result.timings += sequence.timings
        _ = clock.lap()
        return sequence.graph
    }

    /// Writes each file whose bytes changed, and records what it holds for the next run.
    mutating func write(_ files: [(path: String, text: String)], into next: inout NextRunCache) throws(PipelineError) {
        removeLeftovers()
        for (path, text) in files {
            if try OutputWriter.write(text, to: path, projectPath: options.projectPath) {
                result.writtenFiles.append(PathResolver.relative(path, to: options.projectPath))
            }
            next.recordOutput(text, at: path)
        }
    }

    /// The main output's files that these options no longer write (a smaller `--container-files`,
    /// or one file after `--split-output`), removed when weaver wrote them: a folder compiled as a
    /// whole must not hold a container twice. A file the user wrote there is left alone.
    func removeUnwrittenOutputs() {
        for path in MainOutputFiles.unwrittenPaths(of: options) where GeneratedHeader.startsFile(path) {
            unlink(path)
        }
    }

    mutating func save(_ next: NextRunCache) {
        removeLeftovers()
        if let note = next.save(options: options) { result.cacheNotes.append(note) }
        lap("cache")
    }

    /// Once per run, before it writes anything.
    private mutating func removeLeftovers() {
        guard !leftoversOf.isEmpty else { return }
        AtomicFile.removeLeftovers(of: leftoversOf)
        leftoversOf = []
    }

    mutating func lap(_ phase: String) {
        result.timings.append((phase, clock.lap()))
    }

    /// The result, with `--absolute-paths` where each summarized module's files are, so that a
    /// diagnostic pointing into one prints a path an editor opens. Read only when a diagnostic
    /// needs it: it parses every summary again.
    func finished(summaryContents: [[UInt8]?]) -> PipelineResult {
        let pointsIntoAnotherModule = result.diagnostics.contains { diagnostic in
            ([diagnostic.location] + diagnostic.notes.map(\.location)).contains { $0?.isInAnotherModule == true }
        }
        guard options.absolutePaths, pointsIntoAnotherModule else { return result }
        var result = result
        result.moduleRoots = ModuleSummaryLoader.sourceRoots(options.moduleSummaries, contents: summaryContents)
        return result
    }
}
