/// The default value of a mock's argument (docs/mocks.md), when the graph can make one, in this order:
/// 1. a registration elsewhere in the graph exposing exactly the argument's type, whose target is
///    built from defaults too: `Logger()` for a type that is not annotated and has no builder,
///    `MovieAPI.mock()` for a mocked type whose every argument has a default (transitively,
///    without cycles); registrations are tried in the graph's order (types by path, then
///    declaration order), the first that works wins;
/// 2. the type's own `static func mock()` taking nothing, in its body or an extension;
/// 3. `nil` for an optional.
/// Otherwise the argument is required. A factory (a closure argument) never gets a default.
struct MockDefaults {
    private let graph: DependencyGraph
    private let mocks: MockSelection
    /// The registrations exposing each type, by the type's normalized text.
    private let registrationsByType: [String: [DependencyID]]
    /// Whether each mocked type's every argument has a default (worked out on demand).
    private var builtFromDefaults: [TypeID: Bool] = [:]
    private var defaults: [String: String?] = [:]

    init(graph: DependencyGraph, mocks: MockSelection) {
        self.graph = graph
        self.mocks = mocks
        var byType: [String: [DependencyID]] = [:]
        let owners = graph.types.indices.sorted { graph.types[$0].path < graph.types[$1].path }
        for owner in owners {
            for id in graph.types[owner].dependencies {
                let dependency = graph.dependencies[id].dependency
                guard dependency.kind == .registration, !dependency.isSetter, dependency.variants.count <= 1,
                      graph.dependencies[id].target != nil, !graph.isFactory(id) else { continue }
                byType[dependency.exposedType.normalized.swiftSource, default: []].append(id)
            }
        }
        registrationsByType = byType
    }

    /// The mock function's name for `type`: `weaverMock` when it declares a `mock` of its own.
    static func functionName(of type: TypeID, graph: DependencyGraph) -> String {
        graph.mockMembers[graph.types[type].path] == nil ? "mock" : "weaverMock"
    }

    /// The default of an argument of type `type` (a dependency's written type), or nil.
    mutating func defaultValue(for type: TypeExpression, isFactory: Bool) -> String? {
        guard !isFactory else { return nil }
        let key = type.normalized.swiftSource
        if let known = defaults[key] { return known }
        defaults[key] = .some(nil)   // a cycle through this type finds no default
        let found = search(type)
        defaults[key] = found
        return found
    }

    private mutating func search(_ type: TypeExpression) -> String? {
        for id in registrationsByType[type.normalized.swiftSource] ?? [] {
            if let value = build(id) { return value }
        }
        if graph.mockMembers[type.swiftSource] == .staticWithoutArguments { return type.swiftSource + ".mock()" }
        if type.isOptional { return "nil" }
        return nil
    }

    /// `Logger()` or `MovieAPI.mock()` for registration `id`, when its target is built from defaults.
    private mutating func build(_ id: DependencyID) -> String? {
        let dependency = graph.dependencies[id].dependency
        guard let target = graph.dependencies[id].target else { return nil }
        let node = graph.types[target]
        if !node.isAnnotated {
            guard dependency.builder == nil, node.external == nil else { return nil }
            return dependency.type.swiftSource + "()"
        }
        guard mocks.mockedSet.contains(target), dependency.builder == nil, isBuiltFromDefaults(target) else { return nil }
        return dependency.type.swiftSource + "." + Self.functionName(of: target, graph: graph) + "()"
    }

    /// Whether every argument of `type`'s mock has a default.
    mutating func isBuiltFromDefaults(_ type: TypeID) -> Bool {
        if let known = builtFromDefaults[type] { return known }
        builtFromDefaults[type] = false
        var result = true
        for id in graph.parameters(of: type) where defaultValue(for: graph.dependencies[id].dependency.type, isFactory: false) == nil {
            result = false
        }
        if result {
            for need in graph.needs[type]
            where defaultValue(for: graph.dependencies[need.origin].dependency.type, isFactory: need.key.isFactory) == nil {
                result = false
                break
            }
        }
        builtFromDefaults[type] = result
        return result
    }
}
