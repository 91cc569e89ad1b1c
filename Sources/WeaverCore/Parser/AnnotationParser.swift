/// Parses the text of one comment annotation (after `weaver:`) into an `Annotation` (docs/annotations.md).
/// Column arithmetic: `textLocation` is where `weaver:` starts; offsets within the text are bytes.
public enum AnnotationParser {
    static let prefixLength = "weaver:".utf8.count

    /// One annotation on its own; `text` starts with `weaver:`.
    public static func parse(
        _ text: String, at location: SourceLocation, textLocation: SourceLocation
    ) -> Result<Annotation, Diagnostic> {
        var text = text
        var annotations = TypeAnnotations()
        let outcome = text.withUTF8 { bytes in
            parse(UnsafeBufferPointer(rebasing: bytes.dropFirst(prefixLength)), at: location, textLocation: textLocation,
                  conditions: [], into: &annotations)
        }
        switch outcome {
        case let .failure(diagnostic): return .failure(diagnostic)
        case let .importModule(module): return .success(.importModule(module))
        case .appended:
            if let contribution = annotations.contributions.first { return .success(.contribution(contribution)) }
            return .success(annotations.dependencies.first.map(Annotation.dependency) ?? .configuration(annotations.configurations[0]))
        }
    }

    /// Parses `body`, the bytes after `weaver:`, read in place, and appends what it declares to
    /// `annotations`, or nothing when it fails or imports a module.
    static func parse(
        _ body: UnsafeBufferPointer<UInt8>, at location: SourceLocation, textLocation: SourceLocation,
        conditions: [ConditionalBranch], into annotations: inout TypeAnnotations
    ) -> AnnotationOutcome {
        func column(_ offset: Int) -> SourceLocation {
            SourceLocation(file: textLocation.file, line: textLocation.line, column: textLocation.column + prefixLength + offset)
        }
        func problem(_ message: String) -> Diagnostic {
            .error(.invalidAnnotation, message, at: location, notes: [DiagnosticNote(Self.formsNote)])
        }
        func invalid(_ message: String) -> AnnotationOutcome { .failure(problem(message)) }
        var cursor = AnnotationCursor(bytes: body)
        cursor.skipSpaces()
        let nameOffset = cursor.offset
        guard let (name, backquoted) = cursor.dependencyName() else {
            return invalid("'weaver:' must be followed by a dependency name, 'self' or 'import'")
        }
        // `self.isIsolated = true` configures the type; `` `self` `` is a name, and not a usable one.
        if let message = Self.unusableNameMessage(name), backquoted || name != "self" { return invalid(message) }
        if name == "import", !backquoted {
            cursor.skipSpaces()
            guard let module = cursor.identifier() else { return invalid("'weaver: import' needs a module name") }
            cursor.skipSpaces()
            guard cursor.isAtEnd else { return invalid("unexpected text after 'weaver: import \(module)'") }
            return .importModule(module)
        }
        cursor.skipSpaces()
        // `contributes launchTasks <- LaunchTask` (docs/contributions.md); `contributes <- X` is a reference so named.
        if name == "contributes", !backquoted, cursor.offset < body.count,
           ASCII.isIdentifierStart(body[cursor.offset]) || body[cursor.offset] == ASCII.backtick {
            switch ContributionParser.parse(body, from: cursor.offset, at: location, column: column, conditions: conditions) {
            case let .success(contribution):
                annotations.contributions.append(contribution)
                return .appended
            case let .failure(diagnostic):
                return .failure(diagnostic)
            }
        }
        if cursor.consume(".") {
            let attributeOffset = cursor.offset
            guard let attribute = cursor.identifier() else { return invalid("expected an attribute name after '\(name).'") }
            cursor.skipSpaces()
            guard cursor.consume("=") else { return invalid("expected '=' after '\(name).\(attribute)'") }
            cursor.skipSpaces()
            let valueOffset = cursor.offset
            let value = cursor.rest.trimmedWhitespace
            guard !value.isEmpty else { return invalid("'\(name).\(attribute)' needs a value") }
            let target: ConfigurationTarget = name == "self" ? .enclosingType : .dependency(name)
            annotations.configurations.append(ConfigurationAnnotation(
                target: target, attribute: attribute, value: value, location: location, valueLocation: column(valueOffset),
                conditions: conditions, nameLocation: column(nameOffset), attributeLocation: column(attributeOffset)))
            return .appended
        }
        let kind: DependencyKind
        if cursor.consume("<-") {
            kind = .reference
        } else if cursor.consume("<=") {
            kind = .parameter
        } else if cursor.consume("=") {
            kind = .registration
        } else {
            return invalid("expected '=', '<-' or '<=' after '\(name)'")
        }
        guard name != "self" else { return invalid("'self' can only be configured ('self.isIsolated = true')") }
        let typeOffset = cursor.offset
        // The arrows, found in the bytes (every annotation passes here).
        var arrow: Int?
        var arrowCount = 0
        var hasParameterArrow = false
        var scan = typeOffset
        while scan + 1 < body.count {
            if body[scan] == UInt8(ascii: "<") {
                if body[scan + 1] == UInt8(ascii: "-") {
                    arrowCount += 1
                    if arrow == nil { arrow = scan }
                    scan += 2
                    continue
                }
                if body[scan + 1] == UInt8(ascii: "=") { hasParameterArrow = true }
            }
            scan += 1
        }
        if kind != .registration, arrowCount > 0 || hasParameterArrow {
            return invalid("a reference or parameter has exactly one arrow")
        }
        if arrowCount > 1 { return invalid("a registration has at most one '<-'") }
        // At most two parts, parsed without an array for them: every annotation passes here.
        func type(in part: Range<Int>) -> Result<TypeExpression, Diagnostic> {
            let partBytes = UnsafeBufferPointer(rebasing: body[part])
            guard partBytes.contains(where: { !ASCII.isWhitespace($0) }) else {
                return .failure(problem("'\(name)' has no type"))
            }
            switch TypeParser.parse(bytes: partBytes) {
            case let .success(type):
                if case .opaque = type {
                    return .failure(.error(.invalidType, "'\(Self.text(partBytes).trimmedWhitespace)' cannot be a dependency type; use 'any' instead of 'some'",
                                           at: column(part.lowerBound + leadingSpaces(partBytes))))
                }
                return .success(type)
            case let .failure(error):
                return .failure(.error(.invalidType, "invalid type '\(Self.text(partBytes).trimmedWhitespace)': \(error.message)",
                                       at: column(part.lowerBound + error.offset)))
            }
        }
        let concrete: TypeExpression
        var abstract: TypeExpression?
        switch type(in: typeOffset..<(arrow ?? body.count)) {
        case let .success(parsed): concrete = parsed
        case let .failure(diagnostic): return .failure(diagnostic)
        }
        if let arrow {
            switch type(in: (arrow + 2)..<body.count) {
            case let .success(parsed): abstract = parsed
            case let .failure(diagnostic): return .failure(diagnostic)
            }
        }
        annotations.dependencies.append(DependencyAnnotation(
            kind: kind, name: name, type: concrete, abstractType: abstract, location: location,
            conditions: conditions))
        return .appended
    }

    private static func leadingSpaces(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.prefix { $0 == ASCII.space || $0 == ASCII.tab }.count
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Why `name` cannot name a dependency, if it cannot: `self` would hide `self` in the generated
    /// initializers that take it, and `_` as an argument label means no label.
    static func unusableNameMessage(_ name: String) -> String? {
        switch name {
        case "self": "'self' cannot be a dependency name; 'self.attribute = value' configures the enclosing type"
        case "_": "'_' cannot be a dependency name"
        default: nil
        }
    }

    static let formsNote = "annotations read 'name = Type', 'name = Type <- Abstraction', 'name <- Type', 'name <= Type', 'name.attribute = value', 'contributes name <- Element' or 'import Module'"
}
