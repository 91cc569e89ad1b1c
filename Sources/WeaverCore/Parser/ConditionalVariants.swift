/// One name declared twice in a type (docs/annotations.md): allowed only in different branches of one `#if`
/// that tests something other than the platform (the DEBUG/release switch), when every branch
/// exposes the same type. Those declarations become variants of one dependency; anything else is
/// `duplicate-dependency`.
enum ConditionalVariants {
    static func merge(_ annotation: DependencyAnnotation, into dependency: inout Dependency) -> Diagnostic? {
        let existing = dependency.branches.map(\.conditions)
        let note = DiagnosticNote("first declared here", at: dependency.location)
        var platformBlock = false
        for conditions in existing {
            guard let block = differingBlock(conditions, annotation.conditions) else {
                return duplicate(annotation, notes: [note])
            }
            if ConditionEvaluator.isPlatformOnly(block) { platformBlock = true }
        }
        if platformBlock {
            return duplicate(annotation, notes: [note, DiagnosticNote(
                "the two declarations are in branches of an '#if os(…)'; pass '--platform' to keep the one for your platform")])
        }
        let exposed = annotation.abstractType ?? annotation.type
        guard annotation.kind == dependency.kind, exposed.normalized == dependency.exposedType.normalized else {
            return duplicate(annotation, notes: [note, DiagnosticNote(
                "branches of one '#if' may declare the same name only when every branch exposes the same type ('\(dependency.exposedType.swiftSource)')")])
        }
        if dependency.variants.isEmpty {
            dependency.variants = [DependencyVariant(conditions: dependency.conditions, type: dependency.type, builder: dependency.builder, location: dependency.location,
                                                     builderLocation: dependency.builderLocation)]
        }
        dependency.variants.append(DependencyVariant(conditions: annotation.conditions, type: annotation.type, builder: nil, location: annotation.location))
        return nil
    }

    /// The `#if` block in which the two declarations take different branches, if any.
    static func differingBlock(_ lhs: [ConditionalBranch], _ rhs: [ConditionalBranch]) -> ConditionalBranch? {
        for (left, right) in zip(lhs, rhs) {
            guard left.block == right.block else { return nil }
            if left.branch != right.branch { return left.conditions.count >= right.conditions.count ? left : right }
        }
        return nil
    }

    private static func duplicate(_ annotation: DependencyAnnotation, notes: [DiagnosticNote]) -> Diagnostic {
        .error(.duplicateDependency, "'\(annotation.name)' is declared twice in this type", at: annotation.location, notes: notes)
    }
}
