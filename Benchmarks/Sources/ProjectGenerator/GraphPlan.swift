/// The annotated part of a synthetic project, planned before any text is written.
///
/// Shape: a tree. `App` (index 0) is the only root: nobody registers it and it has no references or
/// parameters. Every other annotated type is registered by exactly one parent, so it has exactly
/// one path from the root, and every reference it makes names something one of its ancestors
/// registers (a service 2–6 levels up, one of `App`'s shared services, or a parameter of its
/// parent). Every registered name is unique in the project and every registered concrete type is
/// registered once, so neither name lookup nor type lookup can find an unexpected provider, and
/// since references only ever point at leaf services or parameters, no cycle is possible.

public enum Scope: String, Sendable, CaseIterable {
    case container, lazy, weak, transient
}

public enum AnnotationStyle: Sendable {
    case comment, wrapper
}

public struct Parameter: Sendable, Equatable {
    public var name: String
    public var type: String
}

/// A type that is only registered (not annotated): it exists in the registering type's file with
/// an `init()`.
public struct ServiceDecl: Sendable {
    public enum Kind: Sendable { case finalClass, structure, genericClass }
    public var typeName: String          // as declared: `CacheService12`, `Box12`
    public var registeredType: String    // as registered: `CacheService12`, `Box12<Int>`
    public var abstraction: String?      // a class-bound protocol the registration exposes
    public var kind: Kind
    public var tag: Int
}

public struct Dependency: Sendable {
    public enum Kind: Sendable {
        /// `child` is the index of the annotated type it builds, nil for a service.
        case registration(scope: Scope, child: Int?)
        case reference
    }
    public var name: String
    public var kind: Kind
    /// What the dependency exposes: the abstraction, or the concrete type.
    public var exposedType: String
    /// The built type, for registrations.
    public var concreteType: String
    public var style: AnnotationStyle
    /// The parameters of the type a registration builds (a factory when not empty).
    public var factoryParameters: [Parameter]

    public var isRegistration: Bool {
        if case .registration = kind { return true }
        return false
    }
}

public struct PlannedType: Sendable {
    public var index: Int
    public var depth: Int
    public var parent: Int?
    public var simpleName: String
    public var namespace: String?
    public var isStruct: Bool
    public var usesWrappers: Bool
    public var parameters: [Parameter] = []
    public var dependencies: [Dependency] = []
    public var services: [ServiceDecl] = []
    /// The name its parent registers it under.
    public var registrationName: String
    /// How its parent registers it.
    public var registrationScope: Scope = .container

    public var typePath: String { namespace.map { "\($0).\(simpleName)" } ?? simpleName }
    public var resolverName: String { typePath.replacingOccurrences(of: ".", with: "") + "DependencyResolver" }
    public var fileName: String { (namespace ?? simpleName) + ".swift" }
}

public struct GraphPlan: Sendable {
    public var types: [PlannedType]

    public var registrationCount: Int { types.reduce(0) { $0 + $1.dependencies.filter(\.isRegistration).count } }
    public var referenceCount: Int { types.reduce(0) { $0 + $1.dependencies.filter { !$0.isRegistration }.count } }
    public var parameterCount: Int { types.reduce(0) { $0 + $1.parameters.count } }
    public var dependencyCount: Int { registrationCount + referenceCount + parameterCount }
    public var serviceCount: Int { types.reduce(0) { $0 + $1.services.count } }
    public var maxDepth: Int { types.map(\.depth).max() ?? 0 }
    public var wrapperAnnotationCount: Int {
        types.reduce(0) { $0 + $1.dependencies.filter { $0.style == .wrapper }.count }
    }
    public var scopeCounts: [Scope: Int] {
        var counts: [Scope: Int] = [:]
        for type in types {
            for dependency in type.dependencies {
                if case .registration(let scope, _) = dependency.kind { counts[scope, default: 0] += 1 }
            }
        }
        return counts
    }

    /// Plans `count` annotated types (at least 12, so the tree can be 10 deep plus a little fan-out).
    public static func make(count requested: Int, maxDepth: Int = 10, rng: inout SplitMix64) -> GraphPlan {
        let count = max(requested, 12)
        let names = NameFactory()

        // 1. The tree: a spine guarantees the depth, the rest is spread over the levels with more
        //    weight on deeper levels (feature screens have sub-screens), each hanging off a random
        //    node one level up.
        var depthOf: [Int] = [0]
        var parentOf: [Int?] = [nil]
        var byDepth: [[Int]] = Array(repeating: [], count: maxDepth + 1)
        byDepth[0] = [0]
        for level in 1...maxDepth {
            let index = depthOf.count
            depthOf.append(level)
            parentOf.append(index - 1)
            byDepth[level].append(index)
        }
        let levelWeights = (1...maxDepth).map { min($0, 4) }
        while depthOf.count < count {
            let level = 1 + rng.weighted(levelWeights)
            let parent = rng.pick(byDepth[level - 1])
            let index = depthOf.count
            depthOf.append(level)
            parentOf.append(parent)
            byDepth[level].append(index)
        }

        // 2. Type shapes.
        var types: [PlannedType] = []
        types.reserveCapacity(count)
        for index in 0..<count {
            if index == 0 {
                types.append(PlannedType(index: 0, depth: 0, parent: nil, simpleName: "App", namespace: nil,
                                         isStruct: false, usesWrappers: false, registrationName: "app"))
                continue
            }
            let (simple, namespace, registration) = names.typeName(index, nested: rng.chance(0.1))
            let isStruct = rng.chance(0.15)
            let usesWrappers = !isStruct && rng.chance(0.3)
            var type = PlannedType(index: index, depth: depthOf[index], parent: parentOf[index],
                                   simpleName: simple, namespace: namespace, isStruct: isStruct,
                                   usesWrappers: usesWrappers, registrationName: registration)
            if rng.chance(0.1) {
                type.parameters.append(Parameter(name: "id", type: "Int"))
                if rng.chance(0.4) { type.parameters.append(Parameter(name: "title", type: "String")) }
            }
            types.append(type)
        }

        // 3. Services each type registers (declared in its file).
        let shared: [ServiceDecl] = [
            ServiceDecl(typeName: "ConsoleLogger", registeredType: "ConsoleLogger", abstraction: "Logging", kind: .finalClass, tag: 1),
            ServiceDecl(typeName: "NetworkClient", registeredType: "NetworkClient", abstraction: "Networking", kind: .finalClass, tag: 2),
            ServiceDecl(typeName: "AnalyticsTracker", registeredType: "AnalyticsTracker", abstraction: "Tracking", kind: .finalClass, tag: 3),
            ServiceDecl(typeName: "SystemClock", registeredType: "SystemClock", abstraction: nil, kind: .structure, tag: 4),
            ServiceDecl(typeName: "AppConfig", registeredType: "AppConfig", abstraction: nil, kind: .structure, tag: 5),
        ]
        let sharedNames = ["logger", "network", "analytics", "clock", "config"]
        let sharedScopes: [Scope] = [.container, .lazy, .weak, .transient, .container]
        // Per type: the (name, exposed type) of each service it registers, for references below.
        var serviceRefs: [[(name: String, type: String)]] = Array(repeating: [], count: count)
        for index in 0..<count {
            var type = types[index]
            var registrations: [Dependency] = []
            if index == 0 {
                for (offset, service) in shared.enumerated() {
                    type.services.append(service)
                    registrations.append(Dependency(
                        name: sharedNames[offset], kind: .registration(scope: sharedScopes[offset], child: nil),
                        exposedType: service.abstraction ?? service.registeredType,
                        concreteType: service.registeredType, style: .comment, factoryParameters: []))
                    serviceRefs[0].append((sharedNames[offset], service.abstraction ?? service.registeredType))
                }
            } else {
                let serviceCount = type.depth <= 3 ? rng.within(2...3) : rng.within(1...2)
                var words = NameFactory.serviceWords
                rng.shuffle(&words)
                for word in words.prefix(serviceCount) {
                    let kindRoll = rng.below(10)
                    let kind: ServiceDecl.Kind = kindRoll < 7 ? .finalClass : (kindRoll < 9 ? .structure : .genericClass)
                    let upper = word.prefix(1).uppercased() + word.dropFirst()
                    let typeName = kind == .genericClass ? "\(upper)Box\(index)" : "\(upper)Service\(index)"
                    let registered = kind == .genericClass ? "\(typeName)<Int>" : typeName
                    let abstraction = kind == .finalClass && rng.chance(0.3) ? "\(upper)Providing\(index)" : nil
                    let service = ServiceDecl(typeName: typeName, registeredType: registered, abstraction: abstraction,
                                              kind: kind, tag: index * 10 + type.services.count)
                    type.services.append(service)
                    var scopes: [Scope] = [.container, .lazy, .transient]
                    var weights = [45, 25, 15]
                    if kind != .structure { scopes.append(.weak); weights.append(15) }
                    let scope = scopes[rng.weighted(weights)]
                    let name = "\(word)\(index)"
                    let style: AnnotationStyle = type.usesWrappers && rng.chance(0.7) ? .wrapper : .comment
                    registrations.append(Dependency(
                        name: name, kind: .registration(scope: scope, child: nil),
                        exposedType: abstraction ?? registered, concreteType: registered,
                        style: style, factoryParameters: []))
                    serviceRefs[index].append((name, abstraction ?? registered))
                }
            }
            type.dependencies = registrations
            types[index] = type
        }

        // 4. Children: each type registers its children, interleaved with its services.
        for index in 1..<count {
            guard let parent = parentOf[index] else { continue }
            let child = types[index]
            let scope: Scope
            if !child.parameters.isEmpty {
                scope = .transient
            } else {
                var scopes: [Scope] = [.container, .lazy, .transient]
                var weights = [50, 25, 15]
                if !child.isStruct { scopes.append(.weak); weights.append(10) }
                scope = scopes[rng.weighted(weights)]
            }
            types[index].registrationScope = scope
            let style: AnnotationStyle = types[parent].usesWrappers && rng.chance(0.7) ? .wrapper : .comment
            let dependency = Dependency(
                name: child.registrationName, kind: .registration(scope: scope, child: index),
                exposedType: child.typePath, concreteType: child.typePath, style: style,
                factoryParameters: child.parameters)
            let position = rng.below(types[parent].dependencies.count + 1)
            types[parent].dependencies.insert(dependency, at: position)
        }

        // 5. References: services of ancestors 2–6 levels up, App's shared services, the parent's
        //    parameters.
        for index in 1..<count {
            var references: [Dependency] = []
            var used = Set(types[index].dependencies.map(\.name))
            used.formUnion(types[index].parameters.map(\.name))
            func add(_ name: String, _ type: String) {
                guard !used.contains(name) else { return }
                used.insert(name)
                let style: AnnotationStyle = types[index].usesWrappers && rng.chance(0.7) ? .wrapper : .comment
                references.append(Dependency(name: name, kind: .reference, exposedType: type, concreteType: type,
                                             style: style, factoryParameters: []))
            }
            var ancestors: [(distance: Int, index: Int)] = []
            var cursor = parentOf[index]
            var distance = 1
            while let ancestor = cursor {
                ancestors.append((distance, ancestor))
                cursor = parentOf[ancestor]
                distance += 1
            }
            let farCandidates = ancestors.filter { (2...6).contains($0.distance) && $0.index != 0 }
            if !farCandidates.isEmpty {
                for _ in 0..<rng.within(1...3) {
                    let ancestor = rng.pick(farCandidates).index
                    let service = rng.pick(serviceRefs[ancestor])
                    add(service.name, service.type)
                }
            }
            if rng.chance(0.4) { add("logger", "Logging") }
            if rng.chance(0.15) { add("config", "AppConfig") }
            if rng.chance(0.1) { add("analytics", "Tracking") }
            if let parent = parentOf[index], !types[parent].parameters.isEmpty, rng.chance(0.6) {
                for parameter in types[parent].parameters where rng.chance(0.7) {
                    add(parameter.name, parameter.type)
                }
            }
            for reference in references {
                let position = rng.below(types[index].dependencies.count + 1)
                types[index].dependencies.insert(reference, at: position)
            }
        }
        return GraphPlan(types: types)
    }
}

struct NameFactory {
    static let featureWords = [
        "Profile", "Settings", "Cart", "Checkout", "Search", "Feed", "Inbox", "Player", "Library",
        "Onboarding", "Billing", "Catalog", "Review", "Friends", "Map", "Camera", "Gallery", "Wallet",
        "Orders", "Support", "Rewards", "Booking", "Schedule", "Account",
    ]
    static let roleWords = ["Coordinator", "ViewModel", "Controller", "Presenter", "Interactor", "Screen", "Flow", "Router"]
    static let serviceWords = [
        "cache", "store", "client", "tracker", "formatter", "validator", "repository", "monitor",
        "queue", "loader", "parser", "reporter",
    ]

    /// (simple name, namespace, registration name) of annotated type `index`.
    func typeName(_ index: Int, nested: Bool) -> (String, String?, String) {
        let feature = Self.featureWords[index % Self.featureWords.count]
        let role = Self.roleWords[(index / Self.featureWords.count) % Self.roleWords.count]
        if nested {
            return (role, "\(feature)Module\(index)", "\(feature.lowercasedFirst)\(role)\(index)")
        }
        return ("\(feature)\(role)\(index)", nil, "\(feature.lowercasedFirst)\(role)\(index)")
    }
}

extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
    var uppercasedFirst: String { prefix(1).uppercased() + dropFirst() }
}
