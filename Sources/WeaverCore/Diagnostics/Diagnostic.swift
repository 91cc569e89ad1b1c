/// How serious a diagnostic is.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A note attached to a diagnostic, with a location of its own when it has one.
public struct DiagnosticNote: Sendable, Hashable {
    public package(set) var message: String
    public package(set) var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}

/// One problem found by any stage (docs/diagnostics.md).
public struct Diagnostic: Sendable, Hashable {
    public package(set) var severity: Severity
    public package(set) var code: DiagnosticCode
    public package(set) var message: String
    public package(set) var location: SourceLocation?
    public package(set) var notes: [DiagnosticNote]
    /// Changes that fix it, for an editor's code actions (docs/editors.md); the notes say the same in words.
    public var fixes: [DiagnosticFix] = []
    /// The id of the project rule it reports (docs/rules.md), printed beside the code.
    public package(set) var rule: String?

    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String,
        at location: SourceLocation?, notes: [DiagnosticNote] = [], fixes: [DiagnosticFix] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
        self.fixes = fixes
    }

    /// The same diagnostic, its message led by `prefix` (`target 'App': `) when it has no file
    /// to place it: a build log shows many runs' messages together.
    public func placed(in prefix: String) -> Diagnostic {
        guard location == nil else { return self }
        return withMessage(prefix + message)
    }

    /// The same diagnostic saying `message`.
    public func withMessage(_ message: String) -> Diagnostic {
        var copy = self
        copy.message = message
        return copy
    }

    /// `placed(in:)` the build's target (`--build-target`): `target 'Profile': …`, its name with
    /// control characters escaped, since a build log prints it as it is given.
    public func placed(inTarget target: String) -> Diagnostic {
        placed(in: "target '\(Self.escaped(target))': ")
    }

    /// `text` with line breaks, escapes and other control characters written as a Swift string
    /// literal writes them (`\n`, `\u{1B}`), so that no name can forge a line of the output or
    /// drive a terminal.
    public static func escaped(_ text: String) -> String {
        // Control characters are C0 (below 0x20), DEL, and C1 (U+0080–U+009F, UTF-8 0xC2 0x80–0x9F):
        // a byte scan tells most text has none without asking each scalar's category (a build
        // with thousands of warnings prints each line through here).
        var previous: UInt8 = 0
        let hasControl = text.utf8.contains { byte in
            defer { previous = byte }
            return byte < 0x20 || byte == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(byte))
        }
        guard hasControl else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    public static func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = [],
        fixes: [DiagnosticFix] = []
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, notes: notes, fixes: fixes)
    }

    public static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [DiagnosticNote] = [],
        fixes: [DiagnosticFix] = []
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, notes: notes, fixes: fixes)
    }
}
extension Diagnostic: Error {}

extension Diagnostic {
    /// `--absolute-paths`: the same diagnostic with its locations' project-relative paths made
    /// absolute against `projectPath`, and those in another module (`Networking: Sources/…`)
    /// against that module's project path in `moduleRoots`, when known, so an editor opens them.
    public func withAbsolutePaths(from projectPath: String, moduleRoots: [String: String] = [:]) -> Diagnostic {
        relocated { $0.absolute(from: projectPath, moduleRoots: moduleRoots) }
    }

    /// The same diagnostic with every location it holds (its own, its notes', its fixes') moved by `move`.
    public func relocated(_ move: (SourceLocation) -> SourceLocation) -> Diagnostic {
        var copy = self
        copy.location = location.map(move)
        copy.notes = notes.map { DiagnosticNote($0.message, at: $0.location.map(move)) }
        copy.fixes = fixes.map { $0.relocated(move) }
        return copy
    }

    /// `--warnings-as-errors`: the same diagnostic as an error.
    public var promotedToError: Diagnostic {
        var copy = self
        if severity == .warning { copy.severity = .error }
        return copy
    }
}
