/// Turns one type's annotations into configured dependencies: declarations first (so that a
/// configuration line may stand before or after what it configures), then attributes (docs/annotations.md).
enum DependencyConfigurator {
    struct Result {
        var dependencies: [Dependency] = []
        var isIsolated = false
        /// `self.mock = true`.
        var mockLocation: SourceLocation?
        /// `contributes …` lines, in source order (docs/contributions.md).
        var contributions: [ContributionSyntax] = []
        var diagnostics: [Diagnostic] = []
    }

    /// Annotations are read in place, by index: copying one out retains each of its strings and
    /// types, a cost in parsing an annotation-dense file.
    static func configure(_ annotations: borrowing TypeAnnotations) -> Result {
        var result = Result()
        result.contributions = annotations.contributions
        result.dependencies.reserveCapacity(annotations.dependencies.count)
        // Keyed by bytes, as swiftc compares identifiers: `café` spelled precomposed and spelled
        // with a combining accent are two names to it, though equal as Swift strings.
        var indexByName = SmallIndex<SpelledName>()
        for index in annotations.dependencies.indices {
            let name = SpelledName(annotations.dependencies[index].name)
            if let first = indexByName.index(of: name) {
                if let problem = ConditionalVariants.merge(annotations.dependencies[index], into: &result.dependencies[first]) {
                    result.diagnostics.append(problem)
                }
                continue
            }
            indexByName.insert(name)
            result.dependencies.append(Dependency(annotations.dependencies[index]))
        }
        var seen = SmallIndex<SettingKey>()
        for configuration in annotations.configurations {
            let key = SettingKey(target: configuration.target, attribute: configuration.attribute,
                                 branches: configuration.conditions.map { BranchKey(block: $0.block, branch: $0.branch) })
            guard AttributeRules.known.contains(configuration.attribute) else {
                result.diagnostics.append(.error(.unknownAttribute, "unknown attribute '\(configuration.attribute)'",
                                                 at: configuration.attributeLocation ?? configuration.location,
                                                 notes: unknownAttributeNotes(configuration)))
                continue
            }
            guard seen.index(of: key) == nil else {
                result.diagnostics.append(.error(.attributeSetTwice, "'\(configuration.attribute)' is set twice for \(describe(configuration.target))",
                                                 at: configuration.location))
                continue
            }
            seen.insert(key)
            switch configuration.target {
            case .enclosingType:
                guard AttributeRules.typeAttributes.contains(configuration.attribute) else {
                    result.diagnostics.append(.error(.attributeNotAllowed,
                                                     "'\(configuration.attribute)' does not apply to 'self'; only 'isIsolated' and 'mock' do",
                                                     at: configuration.location))
                    continue
                }
                switch AttributeRules.boolean(configuration) {
                case let .success(value) where configuration.attribute == "mock": result.mockLocation = value ? configuration.location : nil
                case let .success(value): result.isIsolated = value
                case let .failure(diagnostic): result.diagnostics.append(diagnostic)
                }
            case let .dependency(name):
                guard let index = indexByName.index(of: SpelledName(name)) else {
                    let names = result.dependencies.map(\.name)
                    let closest = Suggestion.closest(to: name, among: names)
                    let suggestion = closest.map { "; did you mean '\($0)'?" } ?? ""
                    let location = configuration.nameLocation ?? configuration.location
                    result.diagnostics.append(.error(.unknownDependency, "this type declares no dependency named '\(name)'\(suggestion)",
                                                     at: location,
                                                     fixes: closest.map { [DiagnosticFix("Rename to '\($0)'", [.replaceWord(at: location, old: name, new: $0)])] } ?? []))
                    continue
                }
                if let diagnostic = AttributeRules.apply(configuration, to: &result.dependencies[index]) {
                    result.diagnostics.append(diagnostic)
                }
            }
        }
        result.diagnostics += branchScopeProblems(annotations.configurations, dependencies: result.dependencies)
        for dependency in result.dependencies where dependency.isSetter && (dependency.builder != nil || dependency.explicitScope != nil) {
            // At the attribute that makes the combination wrong (docs/diagnostics.md): the `setter` line, or
            // the wrapper when the wrapper says it.
            let setter = annotations.configurations.first {
                $0.attribute == "setter" && $0.target == .dependency(dependency.name)
            }
            result.diagnostics.append(.error(.attributeNotAllowed,
                                             "'setter' cannot be combined with '\(dependency.builder != nil ? "builder" : "scope")' on '\(dependency.name)'",
                                             at: setter.flatMap { $0.attributeLocation == nil ? nil : $0.location } ?? dependency.location))
        }
        return result
    }

    /// A name compared and hashed by its UTF-8 bytes, without copying them out.
    private struct SpelledName: Hashable {
        var name: String
        init(_ name: String) { self.name = name }

        static func == (lhs: SpelledName, rhs: SpelledName) -> Bool {
            guard lhs.name.utf8.count == rhs.name.utf8.count else { return false }
            // Over contiguous bytes: the generic comparison of two UTF-8 views walked them by index.
            var (left, right) = (lhs.name, rhs.name)
            return left.withUTF8 { leftBytes in right.withUTF8 { leftBytes.elementsEqual($0) } }
        }

        func hash(into hasher: inout Hasher) {
            var name = name
            name.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// What one configuration line sets: an attribute of a target, in a set of `#if` branches
    /// (branches of one `#if` may each configure their own variant).
    private struct SettingKey: Hashable {
        var target: ConfigurationTarget
        var attribute: String
        var branches: [BranchKey]
    }

    private struct BranchKey: Hashable {
        var block: Int
        var branch: Int
    }

    /// A dependency declared in several branches of an `#if` has one scope (docs/annotations.md reproduces
    /// the builds that differ, not the slots): a scope set inside the branches must be set, to the
    /// same value, in every one of them — otherwise one branch would silently get another's scope.
    private static func branchScopeProblems(_ configurations: [ConfigurationAnnotation], dependencies: [Dependency]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for dependency in dependencies where dependency.variants.count > 1 {
            let branchConditions = dependency.variants.map(\.conditions)
            var scopeLines: [ConfigurationAnnotation] = []
            for configuration in configurations
            where configuration.target == .dependency(dependency.name) && configuration.attribute == "scope"
                && branchConditions.contains(configuration.conditions) {
                scopeLines.append(configuration)
            }
            guard let first = scopeLines.first else { continue }
            let differing = scopeLines.first { $0.value != first.value }
            guard differing != nil || Set(scopeLines.map { $0.conditions.map(\.branch) }).count < dependency.variants.count else { continue }
            let culprit = differing ?? first
            problems.append(.error(.invalidValue,
                                   "'\(dependency.name).scope' must be the same in every branch of its '#if': a dependency declared in several branches has one scope",
                                   at: culprit.valueLocation,
                                   notes: [DiagnosticNote("set '\(dependency.name).scope' once, outside the '#if', or to the same value in every branch")]))
        }
        return problems
    }

    /// The known attributes; for Weaver 0.10's `customRef`, also what replaced it.
    private static func unknownAttributeNotes(_ configuration: ConfigurationAnnotation) -> [DiagnosticNote] {
        var notes = [DiagnosticNote("attributes are \(AttributeRules.known.sorted().joined(separator: ", "))")]
        if configuration.attribute == "customRef", case let .dependency(name) = configuration.target {
            notes.append(DiagnosticNote("'customRef' was replaced by 'builder': build '\(name)' with a static function, "
                + "'// weaver: \(name).builder = Type.make'"))
        }
        return notes
    }

    private static func describe(_ target: ConfigurationTarget) -> String {
        switch target {
        case let .dependency(name): "'\(name)'"
        case .enclosingType: "'self'"
        }
    }
}
