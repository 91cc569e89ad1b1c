/// The parse stage for one file: scan, then turn the outline's `weaver:` comments into
/// annotated types with configured dependencies. Never throws: problems are diagnostics.
public enum FileParser {
    /// With a platform, declarations in `#if os(…)` branches that cannot be taken on it are
    /// dropped here, before duplicates are looked for (SPEC §4.4).
    public static func parse(_ file: SourceFile, platform: Platform? = nil) -> FileSyntax {
        let outline = Scanner.scan(file.bytes)
        let lines = LineTable(bytes: file.bytes)
        var syntax = FileSyntax(path: file.path)
        var lastLine = 0
        func location(_ offset: Int) -> SourceLocation {
            lastLine = lines.line(of: offset, near: lastLine)
            return lines.location(of: offset, line: lastLine, in: file.path)
        }

        for problem in outline.problems {
            syntax.diagnostics.append(.warning(.lexical, problem.message, at: location(problem.offset)))
        }
        for ignored in outline.ignoredAnnotations {
            syntax.diagnostics.append(.warning(.ignoredAnnotation, ignored.reason, at: location(ignored.offset)))
        }
        syntax.imports = outline.imports.map(\.module)
        func isDropped(_ conditions: [ConditionalBranch]) -> Bool {
            guard let platform, !conditions.isEmpty else { return false }
            return ConditionEvaluator.isActive(conditions, platform: platform) == .no
        }
        syntax.declaredTypes = outline.declarations.filter { !$0.isLocal && !isDropped($0.conditions) }
            .map { DeclaredTypeSyntax(path: $0.path, kind: $0.kind, inherited: Self.inheritedNames($0.inheritance),
                                      declaresInjectingInitializer: $0.kind == .extension && $0.initializerLabels.contains(["injecting"])) }

        // Indexed by declaration: an annotated file may hold a thousand types.
        var annotationsByDeclaration = [[Annotation]](repeating: [], count: outline.declarations.count)
        var annotationOrder: [Int] = []
        var firstAnnotationOffset = [Int](repeating: 0, count: outline.declarations.count)
        for entry in collectEntries(outline, location: location) where !isDropped(entry.conditions) {
            var annotations: [Annotation]
            switch entry.result {
            case let .success(parsed): annotations = entry.conditions.isEmpty ? parsed : parsed.map { $0.with(conditions: entry.conditions) }
            case let .failure(diagnostic):
                syntax.diagnostics.append(diagnostic)
                continue
            }
            if annotations.count == 1, case let .importModule(module) = annotations[0] {
                syntax.importAnnotations.append(module)
                continue
            }
            if let misplacement = Misplacement.reason(entry.placement, outline.declarations) {
                syntax.diagnostics.append(.error(.misplacedAnnotation, misplacement, at: location(entry.offset),
                                                 notes: [DiagnosticNote("annotations belong directly in the body of a class, struct or actor")]))
                continue
            }
            guard case let .declaration(index) = entry.placement else { continue }
            if annotationsByDeclaration[index].isEmpty {
                annotationOrder.append(index)
                firstAnnotationOffset[index] = entry.offset
            }
            annotationsByDeclaration[index].append(contentsOf: annotations)
        }

        for index in annotationOrder where !isDropped(outline.declarations[index].conditions) {
            let declaration = outline.declarations[index]
            let configured = DependencyConfigurator.configure(annotationsByDeclaration[index], ownerKind: declaration.kind)
            syntax.diagnostics += configured.diagnostics
            syntax.types.append(AnnotatedTypeSyntax(
                path: declaration.path, kind: declaration.kind, accessLevel: declaration.accessLevel,
                genericParameters: declaration.genericParameters, inheritance: declaration.inheritance,
                location: location(declaration.offset), firstAnnotationLocation: location(firstAnnotationOffset[index]),
                dependencies: configured.dependencies, isIsolated: configured.isIsolated,
                initializerLabels: declaration.initializerLabels,
                selfBuildingResolverProperty: declaration.selfBuildingResolverProperty, conditions: declaration.conditions,
                genericClause: declaration.genericClause))
        }
        return syntax
    }
}

extension FileParser {
    struct Entry {
        var offset: Int
        var placement: AnnotationPlacement
        var conditions: [ConditionalBranch]
        var result: Result<[Annotation], Diagnostic>
    }

    /// Comment annotations and wrapper properties together, in source order.
    static func collectEntries(_ outline: FileOutline, location: (Int) -> SourceLocation) -> [Entry] {
        var entries = outline.annotations.map { comment in
            Entry(offset: comment.offset, placement: comment.placement, conditions: comment.conditions,
                  result: AnnotationParser.parse(comment.text, at: location(comment.offset), textLocation: location(comment.textOffset)).map { [$0] })
        }
        entries += outline.wrappers.map { property in
            Entry(offset: property.offset, placement: property.placement, conditions: property.conditions,
                  result: WrapperAnnotationParser.parse(property, location: location))
        }
        // Each list is in source order already; only a file with both needs them merged.
        return outline.annotations.isEmpty || outline.wrappers.isEmpty ? entries : entries.sorted { $0.offset < $1.offset }
    }
}

extension Annotation {
    func with(conditions: [ConditionalBranch]) -> Annotation {
        switch self {
        case var .dependency(annotation):
            annotation.conditions = conditions
            return .dependency(annotation)
        case var .configuration(annotation):
            annotation.conditions = conditions
            return .configuration(annotation)
        case .importModule:
            return self
        }
    }
}

/// Why an annotation at a placement is misplaced (SPEC §4.4), or nil when it is well placed.
enum Misplacement {
    static func reason(_ placement: AnnotationPlacement, _ declarations: [TypeDeclaration]) -> String? {
        switch placement {
        case .fileLevel:
            return "an annotation at file level belongs to no type; only 'weaver: import' may stand there"
        case .codeBody:
            return "an annotation inside a function, closure or accessor body is not read"
        case let .declaration(index):
            let declaration = declarations[index]
            if declaration.isLocal {
                return "'\(declaration.name)' is declared inside a function body, where generated code cannot reach it"
            }
            if !declaration.kind.holdsAnnotations {
                return "an annotation directly in \(declaration.kind.rawValue) '\(declaration.name)' belongs to no class, struct or actor; \(declaration.kind.rawValue) bodies are namespaces"
            }
            return nil
        }
    }
}

extension FileParser {
    /// `AnyObject, Service & Sendable` → `["AnyObject", "Service", "Sendable"]`.
    static func inheritedNames(_ clause: String) -> [String] {
        clause.split(whereSeparator: { $0 == "," || $0 == "&" })
            .map { String($0).trimmedWhitespace }
            .filter { !$0.isEmpty }
    }
}
