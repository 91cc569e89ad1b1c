/// The codes of docs/diagnostics.md, plus the codes for lexical, usage and I/O problems.
public enum DiagnosticCode: String, Sendable, CaseIterable {
    case invalidAnnotation = "invalid-annotation"
    case invalidType = "invalid-type"
    case unknownAttribute = "unknown-attribute"
    case invalidValue = "invalid-value"
    case attributeNotAllowed = "attribute-not-allowed"
    case attributeSetTwice = "attribute-set-twice"
    case unknownDependency = "unknown-dependency"
    case duplicateDependency = "duplicate-dependency"
    case misplacedAnnotation = "misplaced-annotation"
    case duplicateType = "duplicate-type"
    case unresolvable
    case typeMismatch = "type-mismatch"
    case ambiguous
    case cycle
    case isolation
    case parametersInContainerScope = "parameters-in-container-scope"
    case referenceToFactory = "reference-to-factory"
    case weakParameterNotOptional = "weak-parameter-not-optional"
    case wrapperSignature = "wrapper-signature"
    /// An annotated type the container builds with `init(injecting:)` that declares none (docs/diagnostics.md
    /// asks for the report, the table names no code).
    case missingInitializer = "missing-initializer"
    /// A registration of another module's type that cannot be built from here (docs/modules.md): it is
    /// internal there, or its module gives it no entry point.
    case inaccessibleType = "inaccessible-type"
    case ignoredAnnotation = "ignored-annotation"
    case unusedRegistration = "unused-registration"
    case parametersIgnored = "parameters-ignored"
    /// A collection reference (docs/contributions.md) that no contribution fills: an empty collection is built.
    case emptyCollection = "empty-collection"
    /// A contribution to a collection no consumer reads, in a run that sees the whole app (docs/contributions.md).
    case unusedContribution = "unused-contribution"
    /// A library module's internal type contributing to a collection the module does not read:
    /// its element can never reach the app (docs/contributions.md).
    case unreachableContribution = "unreachable-contribution"
    /// An optional reference (`ifAvailable`) that nothing provides on any path, in a run that sees
    /// the whole app: it is always nil (docs/semantics.md).
    case neverAvailable = "never-available"
    /// A root that builds more instances at launch, or a deeper chain, than its budget allows
    /// (`--budget`, docs/cost.md).
    case launchBudget = "launch-budget"
    /// A place that breaks one of the project's rules (the configuration's `rules:`, docs/rules.md);
    /// the diagnostic names the rule.
    case rule
    /// Unterminated strings or comments, invalid UTF-8 and other problems of the file's text.
    case lexical
    /// A configuration file or flag that cannot be used (exit status 2).
    case configuration
    /// A file or folder that cannot be read or written (exit status 2).
    case io
}
