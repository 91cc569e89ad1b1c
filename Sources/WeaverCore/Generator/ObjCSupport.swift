/// `objc = true` (docs/semantics.md): the dependency's protocols become `@objc` and every class conforming to
/// one derives from `NSObject` — both only where Objective-C exists (`#if canImport(ObjectiveC)`),
/// so the same file compiles on Linux, where `WeaverObjectBase` is a plain root class.
struct ObjCSupport {
    let objcProtocols: Set<String>

    init(graph: DependencyGraph, protocols: ResolverProtocols) {
        var names = Set<String>()
        for id in graph.dependencies.indices where graph.dependencies[id].dependency.isObjC {
            names.formUnion(protocols.protocols(of: id).map(\.name))
        }
        objcProtocols = names
    }

    var isUsed: Bool { !objcProtocols.isEmpty }

    /// True when a class conforming to `protocolNames` needs the Objective-C base class.
    func needsBase(_ protocolNames: [String]) -> Bool {
        protocolNames.contains { objcProtocols.contains($0) }
    }

    /// `WeaverObjectBase`: `NSObject` where Objective-C exists, a plain root class elsewhere.
    static let baseDeclaration = Declaration.conditional([
        Branch(directive: "#if canImport(ObjectiveC)", content: [.line("typealias WeaverObjectBase = NSObject")]),
        Branch(directive: "#else", content: [.line("class WeaverObjectBase {}")]),
    ])

    /// A resolver protocol, `@objc` where Objective-C exists when it belongs to an `objc` dependency.
    func declaration(_ proto: ResolverProtocols.ResolverProtocol, isolation: Isolation) -> Declaration {
        // Class-bound, as in Weaver 1.x: code holding a resolver `weak` or comparing with `===` compiles.
        let declaration = GeneratedType(isMainActor: isolation.mainActor, kind: .protocol, name: proto.name, inherits: [TypeName("AnyObject")],
                                        members: [.requirement(proto.requirement)])
        guard objcProtocols.contains(proto.name) else { return .type(declaration) }
        var objc = declaration
        objc.attributes = ["@objc"]
        return .conditional([
            Branch(directive: "#if canImport(ObjectiveC)", content: [.type(objc)]),
            Branch(directive: "#else", content: [.type(declaration)]),
        ])
    }

    /// `MainDependencyContainer`'s Objective-C runtime name: `<ProjectName><Platform>` prefixed.
    static func runtimeName(projectName: String?, platform: Platform?) -> String? {
        guard let projectName else { return nil }
        return projectName + (platform?.rawValue ?? "") + "MainDependencyContainer"
    }
}
