/// The attributes of docs/annotations.md: which kinds they apply to and which values they take.
enum AttributeRules {
    static let known: Set<String> = ["scope", "builder", "setter", "objc", "escaping", "platforms", "projects", "isIsolated", "mock", "ifAvailable"]
    /// The attributes of the type itself (`self.isIsolated = true`, `self.mock = true`).
    static let typeAttributes: Set<String> = ["isIsolated", "mock"]

    private static let allowedKinds: [String: Set<DependencyKind>] = [
        "scope": [.registration, .parameter], "builder": [.registration], "setter": [.registration],
        "objc": [.registration], "escaping": [.parameter], "platforms": [.registration, .reference, .parameter],
        "projects": [.registration, .reference, .parameter], "isIsolated": [], "mock": [], "ifAvailable": [.reference],
    ]

    /// Applies one attribute; returns the problem when it cannot.
    static func apply(_ configuration: ConfigurationAnnotation, to dependency: inout Dependency) -> Diagnostic? {
        let attribute = configuration.attribute
        guard allowedKinds[attribute, default: []].contains(dependency.kind) else {
            let message = typeAttributes.contains(attribute)
                ? "'\(attribute)' configures the type itself: write 'self.\(attribute) = true'"
                : "'\(attribute)' does not apply to the \(dependency.kind.rawValue) '\(dependency.name)'"
            return .error(.attributeNotAllowed, message, at: configuration.location)
        }
        switch attribute {
        case "scope":
            guard let scope = enumCase(configuration.value).flatMap(Scope.init(rawValue:)) else {
                return invalid(configuration, "scope must be .container, .lazy, .weak or .transient")
            }
            if dependency.kind == .parameter, scope != .container, scope != .weak {
                return invalid(configuration, "a parameter's scope is .container or .weak")
            }
            dependency.explicitScope = scope
            dependency.scopeLocation = configuration.attributeLocation == nil ? nil : configuration.valueLocation
        case "builder":
            if let variant = dependency.variants.firstIndex(where: { $0.conditions == configuration.conditions }) {
                dependency.variants[variant].builder = configuration.value
                dependency.variants[variant].builderLocation = configuration.location
                if variant == 0 {
                    dependency.builder = configuration.value
                    dependency.builderLocation = configuration.location
                }
            } else {
                dependency.builder = configuration.value
                dependency.builderLocation = configuration.location
                for index in dependency.variants.indices where dependency.variants[index].builder == nil {
                    dependency.variants[index].builder = configuration.value
                    dependency.variants[index].builderLocation = configuration.location
                }
            }
        case "setter", "objc", "escaping":
            switch boolean(configuration) {
            case let .success(value):
                if attribute == "setter" { dependency.isSetter = value }
                if attribute == "objc" { dependency.isObjC = value }
                if attribute == "escaping" { dependency.escaping = value }
            case let .failure(diagnostic):
                return diagnostic
            }
        case "ifAvailable":
            switch boolean(configuration) {
            case let .success(value):
                if value, !dependency.type.isOptional {
                    return invalid(configuration, "'ifAvailable' is for a reference of an optional type, which is nil where nothing "
                        + "provides it: write '\(dependency.name) <- \(dependency.type.swiftSource)?'")
                }
                dependency.ifAvailable = value
            case let .failure(diagnostic):
                return diagnostic
            }
        case "platforms":
            guard let items = list(configuration.value) else { return invalid(configuration, "platforms take a list such as [.iOS, .macOS]") }
            var platforms: [Platform] = []
            for item in items {
                guard let platform = enumCase(item).flatMap(Platform.init(name:)) else {
                    return invalid(configuration, "unknown platform '\(item)'; platforms are .iOS, .macOS, .watchOS, .tvOS, .visionOS, .Linux")
                }
                platforms.append(platform)
            }
            dependency.platforms = platforms
        case "projects":
            guard let items = list(configuration.value) else { return invalid(configuration, "projects take a list such as [App, Widget]") }
            dependency.projects = items.map { $0.trimmingCharacters(in: "\"' ") }
        default:
            break
        }
        return nil
    }

    static func boolean(_ configuration: ConfigurationAnnotation) -> Swift.Result<Bool, Diagnostic> {
        switch configuration.value {
        case "true": .success(true)
        case "false": .success(false)
        default: .failure(invalid(configuration, "'\(configuration.attribute)' is true or false"))
        }
    }

    private static func invalid(_ configuration: ConfigurationAnnotation, _ message: String) -> Diagnostic {
        .error(.invalidValue, "invalid value '\(configuration.value)': \(message)", at: configuration.valueLocation)
    }

    /// `.lazy` → `lazy`; a value without the leading dot is not a case.
    private static func enumCase(_ value: String) -> String? {
        let trimmed = value.trimmedWhitespace
        guard trimmed.hasPrefix("."), trimmed.count > 1 else { return nil }
        return String(trimmed.dropFirst())
    }

    /// `[a, b]` → `["a", "b"]`.
    private static func list(_ value: String) -> [String]? {
        let trimmed = value.trimmedWhitespace
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]") else { return nil }
        return trimmed.dropFirst().dropLast().split(separator: ",").map { String($0).trimmedWhitespace }.filter { !$0.isEmpty }
    }
}
