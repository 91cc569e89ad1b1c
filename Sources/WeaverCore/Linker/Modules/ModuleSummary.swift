/// What one module tells the modules that import it (docs/modules.md): its annotated types, and for each
/// public one what its subtree needs from outside the module and the entry point that builds it.
/// Modules exchange summaries, never sources, so each run stays a hermetic build action.
///
/// Written as JSON (`Schemas/weaver-module-summary.schema.json`), compact, keys in a fixed order,
/// locations relative to the module's project path, no timestamp: the same module gives the same
/// bytes, so a build system sees an unchanged summary and runs no dependent module again.
public struct ModuleSummary: Sendable, Equatable {
    /// Bumped whenever the shape changes; a summary of another version is refused.
    /// Format 2 added the checksum (`SummaryChecksum`); format 3 the contributions (docs/contributions.md);
    /// format 4 the entry points' launch costs (docs/cost.md); format 5 the module's depth and its
    /// public types that carry no annotation (docs/rules.md).
    public static let schemaVersion = 5

    public var module: String
    /// The modules whose summaries its run was given, sorted: what it imports, directly or not.
    public var imports: [String]
    /// The module's project path relative to the summary's folder (no absolute path): where its
    /// locations' files are, for `--absolute-paths` in the modules that import it.
    public var sourceRoot: String
    /// The tool that wrote it: a summary written by another version is refused (docs/modules.md).
    public var weaverVersion: String
    /// The longest chain of modules below it (0: it imports no module with a summary), so that a
    /// `max_depth` rule in a module above reads one number per summary, not every module's imports.
    public var depth: Int
    /// Its public types that carry no annotation (a `public protocol Logging` of Core), sorted:
    /// what a module-edge rule in a module that uses one needs to know whose it is. The annotated
    /// ones are in `types`.
    public var declares: [String]
    /// Its public types' `contributes` lines (docs/contributions.md), in source order: every module that reads
    /// the summary sees them, so the app sees the whole app's. Listed before the types, so that a
    /// reader keeps the types that build them.
    public var contributions: [SummaryContribution]
    public var types: [SummaryType]

    public init(module: String, imports: [String] = [], sourceRoot: String = ".", weaverVersion: String = WeaverVersion.current,
                depth: Int = 0, declares: [String] = [], contributions: [SummaryContribution] = [], types: [SummaryType]) {
        self.depth = depth
        self.declares = declares
        self.module = module
        self.imports = imports
        self.sourceRoot = sourceRoot
        self.weaverVersion = weaverVersion
        self.contributions = contributions
        self.types = types
    }
}

/// One element of a collection, contributed by a public type of the module (docs/contributions.md).
public struct SummaryContribution: Sendable, Equatable {
    public var collection: String
    public var key: String?
    /// The contributing type's path in its module: built through its entry point when it has
    /// one in `types`, else with `init()`.
    public var element: String
    public var exposedType: String
    public var priority: Int
    public var after: [String]
    /// `replaces:` names; written only when there are some, so that other summaries keep their bytes.
    public var replaces: [String] = []
    public var scope: Scope?
    public var location: SummaryLocation

    public init(collection: String, key: String?, element: String, exposedType: String, priority: Int, after: [String],
                replaces: [String] = [], scope: Scope?, location: SummaryLocation) {
        (self.collection, self.key, self.element, self.exposedType, self.priority) = (collection, key, element, exposedType, priority)
        (self.after, self.replaces, self.scope, self.location) = (after, replaces, scope, location)
    }
}

/// An annotated type of a summarized module.
public struct SummaryType: Sendable, Equatable {
    /// The dotted path inside its module (`Catalog.Index`).
    public var path: String
    public var kind: DeclarationKind
    public var accessLevel: AccessLevel
    public var location: SummaryLocation
    /// Its own dependencies, as annotated (docs/modules.md lists them; the whole-app graph shows them).
    public var dependencies: [SummaryDependency]
    /// For a public type another module can register: how to build it. Nil for the others.
    public var entryPoint: SummaryEntryPoint?

    package init(path: String, kind: DeclarationKind, accessLevel: AccessLevel, location: SummaryLocation, dependencies: [SummaryDependency], entryPoint: SummaryEntryPoint? = nil) {
        self.path = path
        self.kind = kind
        self.accessLevel = accessLevel
        self.location = location
        self.dependencies = dependencies
        self.entryPoint = entryPoint
    }
}

/// `public static func <name>(<need>: @escaping () -> T, …, <parameter>: P, …) -> Type`.
public struct SummaryEntryPoint: Sendable, Equatable {
    public var name: String
    /// What its subtree needs from outside the module, in the entry point's argument order.
    public var needs: [SummaryNeed]
    /// Its parameters, after the needs: a registration of it is a factory.
    public var parameters: [SummaryParameter]
    /// What it builds at once (docs/cost.md), so that an importing run counts it in its roots' launch costs.
    public var launchCost: SummaryLaunchCost

    package init(name: String, needs: [SummaryNeed], parameters: [SummaryParameter], launchCost: SummaryLaunchCost = SummaryLaunchCost()) {
        self.name = name
        self.needs = needs
        self.parameters = parameters
        self.launchCost = launchCost
    }
}

/// A `LaunchCost` as a summary holds it: modules by name, sorted.
public struct SummaryLaunchCost: Sendable, Equatable {
    public var instances: Int
    public var depth: Int
    public var modules: [SummaryModuleCost]

    package init(instances: Int = 0, depth: Int = 0, modules: [SummaryModuleCost] = []) {
        self.instances = instances
        self.depth = depth
        self.modules = modules
    }

    /// `cost`, its own module's instances (under "") named `module`.
    package init(_ cost: LaunchCost, module: String) {
        var byModule: [String: Int] = [:]
        for (name, count) in cost.modules { byModule[name.isEmpty ? module : name, default: 0] += count }
        self.init(instances: cost.instances, depth: cost.depth,
                  modules: byModule.keys.sorted().map { SummaryModuleCost(module: $0, instances: byModule[$0]!) })
    }

    var launchCost: LaunchCost {
        LaunchCost(instances: instances, depth: depth, modules: Dictionary(modules.map { ($0.module, $0.instances) }, uniquingKeysWith: +))
    }
}

public struct SummaryModuleCost: Sendable, Equatable {
    public var module: String
    public var instances: Int

    package init(module: String, instances: Int) {
        self.module = module
        self.instances = instances
    }
}

/// A reference of the type's subtree that no path inside its module satisfies.
public struct SummaryNeed: Sendable, Equatable {
    /// The entry point's argument label.
    public var label: String
    public var name: String
    /// As written in the module's sources.
    public var type: String
    /// A `@WeaverPn(.reference)`: a factory closure is passed, not a closure returning the value.
    public var isFactory: Bool
    /// An optional reference (`ifAvailable`): the importer passes nil where nothing provides it.
    /// Written only when true, so that summaries without one are as before.
    public var ifAvailable = false
    /// The reference that asks for it.
    public var location: SummaryLocation
    /// When a type below the entry point's asks for it: that type (`reader`) and the registrations
    /// from the entry point's type down to it (`via`), so that a cycle or a path through the need
    /// names each step (docs/modules.md). Written only then: a need of the type itself is as before.
    public var reader: String?
    public var via: [SummaryStep] = []

    public init(label: String, name: String, type: String, isFactory: Bool, ifAvailable: Bool = false, location: SummaryLocation,
                reader: String? = nil, via: [SummaryStep] = []) {
        (self.label, self.name, self.type, self.isFactory, self.ifAvailable, self.location) = (label, name, type, isFactory, ifAvailable, location)
        (self.reader, self.via) = (reader, via)
    }
}

/// A registration on the way from an entry point's type to the type that asks for a need.
public struct SummaryStep: Sendable, Equatable {
    /// The type that declares the registration.
    public var owner: String
    public var name: String
    public var location: SummaryLocation

    public init(owner: String, name: String, location: SummaryLocation) {
        (self.owner, self.name, self.location) = (owner, name, location)
    }
}

public struct SummaryParameter: Sendable, Equatable {
    public var name: String
    public var type: String

    package init(name: String, type: String) {
        self.name = name
        self.type = type
    }
}

public struct SummaryDependency: Sendable, Equatable {
    public var kind: DependencyKind
    public var name: String
    public var type: String
    public var abstractType: String?
    public var scope: Scope?
    public var location: SummaryLocation

    package init(kind: DependencyKind, name: String, type: String, abstractType: String? = nil, scope: Scope? = nil, location: SummaryLocation) {
        self.kind = kind
        self.name = name
        self.type = type
        self.abstractType = abstractType
        self.scope = scope
        self.location = location
    }
}

/// A place in a summarized module, relative to its project path.
public struct SummaryLocation: Sendable, Equatable {
    public var file: String
    public var line: Int
    public var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Where a diagnostic of the importing module points: `Core: Sources/Core/APIClient.swift`
    /// (docs/modules.md), a file of another module, named with its module. A need that module passed on
    /// from a module below it is already named so.
    func sourceLocation(module: String) -> SourceLocation {
        let location = SourceLocation(file: file, line: line, column: column)
        return location.isInAnotherModule ? location : SourceLocation(file: "\(module): \(file)", line: line, column: column)
    }
}
