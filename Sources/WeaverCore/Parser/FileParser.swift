/// The parse stage for one file: scan, then turn the outline's `weaver:` comments into
/// annotated types with configured dependencies. Never throws: problems are diagnostics.
public enum FileParser {
    /// With a platform, declarations in `#if os(…)` branches that cannot be taken on it are
    /// dropped here, before duplicates are looked for (docs/annotations.md).
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
        // of its strings and arrays, a cost in parsing a file of many types.
        syntax.declaredTypes.reserveCapacity(outline.declarations.count)
        for index in outline.declarations.indices where !outline.declarations[index].isLocal && !isDropped(outline.declarations[index].conditions) {
            let kind = outline.declarations[index].kind
            syntax.declaredTypes.append(DeclaredTypeSyntax(
                path: outline.declarations[index].path, kind: kind, inherited: Self.inheritedNames(outline.declarations[index].inheritance),
                declaresInjectingInitializer: kind == .extension && outline.declarations[index].initializerLabels.contains(["injecting"]),
                declaresPublicInitializer: kind == .extension && outline.declarations[index].declaresPublicInitializer,
                mockMember: outline.declarations[index].mockMember,
                isPublic: kind != .extension && Self.effectiveAccess(outline, index) >= .public))
        }

        var collected = collectAnnotations(outline, file.bytes, isDropped: isDropped, location: location, into: &syntax)
        for index in collected.order where !isDropped(outline.declarations[index].conditions) {
            let configured = DependencyConfigurator.configure(collected.byDeclaration[index])
            // Released as soon as they are configured: the type keeps its dependencies only.
            collected.byDeclaration[index] = TypeAnnotations()
            syntax.diagnostics += configured.diagnostics
            syntax.types.append(AnnotatedTypeSyntax(
                path: outline.declarations[index].path, kind: outline.declarations[index].kind,
                accessLevel: Self.effectiveAccess(outline, index),
                genericParameters: outline.declarations[index].genericParameters, inheritance: outline.declarations[index].inheritance,
                location: location(outline.declarations[index].offset), firstAnnotationLocation: location(collected.firstOffset[index]),
                dependencies: configured.dependencies, isIsolated: configured.isIsolated,
                initializerLabels: outline.declarations[index].initializerLabels,
                declaresPublicInitializer: outline.declarations[index].declaresPublicInitializer,
                selfBuildingResolverProperty: outline.declarations[index].selfBuildingResolverProperty,
                conditions: outline.declarations[index].conditions, genericClause: outline.declarations[index].genericClause,
                mockLocation: configured.mockLocation, mockMember: outline.declarations[index].mockMember,
                contributions: configured.contributions))
        }
        return syntax
    }
}

extension FileParser {
    /// The least of a type's access level and its enclosing types' (an extension says nothing of
    /// its type's): a public type nested in an internal one is internal, and one inside a
    /// private type is private.
    static func effectiveAccess(_ outline: FileOutline, _ index: Int) -> AccessLevel {
        var level = outline.declarations[index].accessLevel
        var parent = outline.declarations[index].parent
        while let enclosing = parent {
            if outline.declarations[enclosing].kind != .extension { level = min(level, outline.declarations[enclosing].accessLevel) }
            parent = outline.declarations[enclosing].parent
        }
        return level
    }

    /// The annotations of a file, parsed into their types' lists, with the declarations that
    /// hold any in source order and where each one's first annotation is.
    struct CollectedAnnotations {
        /// Indexed by declaration: an annotated file may hold a thousand types.
        var byDeclaration: [TypeAnnotations]
        var order: [Int] = []
        var firstOffset: [Int]
        /// Where a misplaced annotation is parsed (to report it) and forgotten.
        var misplaced = TypeAnnotations()
    }

    /// Parses every comment annotation and wrapper in source order straight into its type's
    /// lists; problems, misplacements and imports go to `syntax`.
    static func collectAnnotations(
        _ outline: borrowing FileOutline, _ fileBytes: [UInt8], isDropped: ([ConditionalBranch]) -> Bool,
        location: (Int) -> SourceLocation, into syntax: inout FileSyntax
    ) -> CollectedAnnotations {
        var collected = CollectedAnnotations(
            byDeclaration: [TypeAnnotations](repeating: TypeAnnotations(), count: outline.declarations.count),
            firstOffset: [Int](repeating: 0, count: outline.declarations.count))
        // Read through buffers: an array's subscript copied each comment and wrapper it was asked
        // a field of (a retain per string and array in it).
        fileBytes.withUnsafeBufferPointer { bytes in
            outline.annotations.withUnsafeBufferPointer { comments in
                outline.wrappers.withUnsafeBufferPointer { wrappers in
                    // Comments and wrappers, each in source order already, merged.
                    var comment = 0
                    var wrapper = 0
                    while comment < comments.count || wrapper < wrappers.count {
                        let isComment = wrapper == wrappers.count
                            || (comment < comments.count && comments[comment].offset < wrappers[wrapper].offset)
                        let (offset, placement) = isComment
                            ? (comments[comment].offset, comments[comment].placement)
                            : (wrappers[wrapper].offset, wrappers[wrapper].placement)
                        defer { if isComment { comment += 1 } else { wrapper += 1 } }
                        guard !(isComment ? isDropped(comments[comment].conditions) : isDropped(wrappers[wrapper].conditions)) else { continue }
                        let misplacement = Misplacement.reason(placement, outline.declarations)
                        let target: Int? = if misplacement == nil, case let .declaration(index) = placement { index } else { nil }
                        let wasEmpty = target.map { collected.byDeclaration[$0].isEmpty } ?? true
                        func parse(into annotations: inout TypeAnnotations) -> AnnotationOutcome {
                            isComment
                                ? parseComment(comments[comment], bytes, location: location, into: &annotations)
                                : WrapperAnnotationParser.parse(wrappers[wrapper], bytes: bytes, location: location, into: &annotations)
                        }
                        let outcome = if let target {
                            parse(into: &collected.byDeclaration[target])
                        } else {
                            parse(into: &collected.misplaced)
                        }
                        switch outcome {
                        case let .failure(diagnostic):
                            syntax.diagnostics.append(diagnostic)
                        case let .importModule(module):
                            syntax.importAnnotations.append(module)
                        case .appended:
                            if let misplacement {
                                collected.misplaced = TypeAnnotations()
                                syntax.diagnostics.append(.error(
                                    .misplacedAnnotation, misplacement, at: location(offset),
                                    notes: [DiagnosticNote("annotations belong directly in the body of a class, struct or actor")]))
                            } else if let target, wasEmpty {
                                collected.order.append(target)
                                collected.firstOffset[target] = offset
                            }
                        }
                    }
                }
            }
        }
        return collected
    }
}

extension FileParser {
    /// Parses a comment annotation into `annotations`, reading the file's bytes in place
    /// (`CommentText.withReadableBytes`).
    static func parseComment(
        _ comment: borrowing AnnotationComment, _ bytes: UnsafeBufferPointer<UInt8>,
        location: (Int) -> SourceLocation, into annotations: inout TypeAnnotations
    ) -> AnnotationOutcome {
        let at = location(comment.offset)
        let textLocation = location(comment.textOffset)
        let text = UnsafeBufferPointer(rebasing: bytes[(comment.textOffset + AnnotationParser.prefixLength)..<comment.textEnd])
        return CommentText.withReadableBytes(text) {
            AnnotationParser.parse($0, at: at, textLocation: textLocation, conditions: comment.conditions, into: &annotations)
        }
    }
}

/// Why an annotation at a placement is misplaced (docs/annotations.md), or nil when it is well placed.
enum Misplacement {
    static func reason(_ placement: AnnotationPlacement, _ declarations: [TypeDeclaration]) -> String? {
        switch placement {
        case .fileLevel:
            return "an annotation at file level belongs to no type; only 'weaver: import' may stand there"
        case .codeBody:
            return "an annotation inside a function, closure or accessor body is not read"
        case let .declaration(index):
            // Fields read in place: asked for every annotation, and copying the declaration out
            // would retain each of its strings and arrays.
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
    ///
    /// Split over the clause's bytes (`,` and `&` are ASCII, so no name is cut inside a
    /// character): splitting the `String` by `Character` is slow, and it is done for every
    /// declared type.
    static func inheritedNames(_ clause: String) -> [String] {
        var clause = clause
        return clause.withUTF8 { bytes in
            var names: [String] = []
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ",") || bytes[end] == UInt8(ascii: "&") {
                let name = ASCII.trimmingWhitespace(start..<end, of: bytes)
                if !name.isEmpty { names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self)) }
                start = end + 1
            }
            return names
        }
    }
}
