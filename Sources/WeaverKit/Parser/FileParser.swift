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
        // Declarations are read in place, by index, here and below: copying one out retains each
        // of its strings and arrays, a measured share of parsing a file of a thousand types.
        syntax.declaredTypes.reserveCapacity(outline.declarations.count)
        for index in outline.declarations.indices where !outline.declarations[index].isLocal && !isDropped(outline.declarations[index].conditions) {
            let kind = outline.declarations[index].kind
            syntax.declaredTypes.append(DeclaredTypeSyntax(
                path: outline.declarations[index].path, kind: kind, inherited: Self.inheritedNames(outline.declarations[index].inheritance),
                declaresInjectingInitializer: kind == .extension && outline.declarations[index].initializerLabels.contains(["injecting"])))
        }

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
                // The entry's array itself, not a copy of its elements.
                annotationsByDeclaration[index] = annotations
            } else {
                annotationsByDeclaration[index].append(contentsOf: annotations)
            }
        }

        for index in annotationOrder where !isDropped(outline.declarations[index].conditions) {
            let configured = DependencyConfigurator.configure(annotationsByDeclaration[index], ownerKind: outline.declarations[index].kind)
            // Released as soon as they are configured: the type keeps its dependencies only.
            annotationsByDeclaration[index] = []
            syntax.diagnostics += configured.diagnostics
            syntax.types.append(AnnotatedTypeSyntax(
                path: outline.declarations[index].path, kind: outline.declarations[index].kind,
                accessLevel: outline.declarations[index].accessLevel,
                genericParameters: outline.declarations[index].genericParameters, inheritance: outline.declarations[index].inheritance,
                location: location(outline.declarations[index].offset), firstAnnotationLocation: location(firstAnnotationOffset[index]),
                dependencies: configured.dependencies, isIsolated: configured.isIsolated,
                initializerLabels: outline.declarations[index].initializerLabels,
                selfBuildingResolverProperty: outline.declarations[index].selfBuildingResolverProperty,
                conditions: outline.declarations[index].conditions, genericClause: outline.declarations[index].genericClause))
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
        // One array, filled in place: appending a second mapped array copied every entry.
        var entries: [Entry] = []
        entries.reserveCapacity(outline.annotations.count + outline.wrappers.count)
        for comment in outline.annotations {
            entries.append(Entry(offset: comment.offset, placement: comment.placement, conditions: comment.conditions,
                                 result: AnnotationParser.parse(comment.text, at: location(comment.offset), textLocation: location(comment.textOffset)).map { [$0] }))
        }
        for index in outline.wrappers.indices {
            entries.append(Entry(offset: outline.wrappers[index].offset, placement: outline.wrappers[index].placement,
                                 conditions: outline.wrappers[index].conditions,
                                 result: WrapperAnnotationParser.parse(outline.wrappers[index], location: location)))
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
            // Fields read in place: asked for every annotation, and copying the declaration out
            // retained each of its strings and arrays (measured on a file of 3,000 annotations).
            if declarations[index].isLocal {
                return "'\(declarations[index].name)' is declared inside a function body, where generated code cannot reach it"
            }
            let kind = declarations[index].kind
            if !kind.holdsAnnotations {
                return "an annotation directly in \(kind.rawValue) '\(declarations[index].name)' belongs to no class, struct or actor; \(kind.rawValue) bodies are namespaces"
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
