/// A type of another module that a registration here names, found in the summaries but not
/// buildable from here (docs/modules.md): said at the registration, in the user's words, instead of
/// becoming a call the compiler rejects inside the generated file.
struct ExternalCandidate {
    let module: String
    let type: SummaryType

    var location: SourceLocation { type.location.sourceLocation(module: module) }
}

enum ExternalTypeProblems {
    /// The diagnostics for registrations of `spelling`: `ambiguous` when several modules export a
    /// buildable type of that name, `inaccessible-type` when none of them can be built from here.
    static func diagnose(_ spelling: String, _ found: [ExternalCandidate], buildable: [ExternalCandidate],
                         files: [FileSyntax]) -> [Diagnostic] {
        let sites = registrations(of: spelling, in: files)
        if buildable.count > 1 {
            let modules = buildable.map(\.module)
            let spellings = modules.map { "'\($0).\(spelling)'" }.joined(separator: " or ")
            let notes = buildable.map { DiagnosticNote("'\(spelling)' of module '\($0.module)'", at: $0.location) }
                + [DiagnosticNote("name the module in the registration: \(spellings)")]
            return sites.map {
                .error(.ambiguous, "'\(spelling)' is exported by \(modules.count) modules (\(modules.joined(separator: ", "))); "
                    + "weaver cannot tell which one this registration builds", at: $0, notes: notes)
            }
        }
        guard let candidate = found.first else { return [] }
        let (reason, fix) = whyNotBuildable(candidate)
        return sites.map {
            .error(.inaccessibleType, "'\(spelling)' is declared in module '\(candidate.module)', and \(reason)", at: $0,
                   notes: [DiagnosticNote("declared here", at: candidate.location), DiagnosticNote(fix)])
        }
    }

    private static func whyNotBuildable(_ candidate: ExternalCandidate) -> (reason: String, fix: String) {
        let type = candidate.type
        if type.accessLevel < .public {
            return ("it is \(type.accessLevel.rawValue) there, so another module can neither see nor build it",
                    "make it 'public' (with a public 'init(injecting:)') in module '\(candidate.module)', or register it there")
        }
        return ("module '\(candidate.module)' gives it no entry point (it is generic, builds itself, or has no 'init(injecting:)')",
                "give it 'public init(injecting:)' in module '\(candidate.module)', or build it here with a builder")
    }

    /// Where `spelling` is registered (each `#if` branch that names it).
    private static func registrations(of spelling: String, in files: [FileSyntax]) -> [SourceLocation] {
        var sites: [SourceLocation] = []
        for file in files {
            for type in file.types {
                for dependency in type.dependencies where dependency.kind == .registration {
                    sites += dependency.branches.filter { $0.type.swiftSource == spelling }.map(\.location)
                }
            }
        }
        return sites
    }
}
