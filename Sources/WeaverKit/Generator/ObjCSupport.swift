/// `objc = true` (SPEC §7): the dependency's protocols become `@objc` and every class conforming to
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

    static let baseDeclaration = """
    #if canImport(ObjectiveC)
    typealias WeaverObjectBase = NSObject
    #else
    class WeaverObjectBase {}
    #endif
    """

    /// Writes a protocol, `@objc` where Objective-C exists when it belongs to an `objc` dependency.
    func emitProtocol(_ proto: ResolverProtocols.ResolverProtocol, isolation: Isolation, into writer: inout CodeWriter) {
        // Class-bound, as in Weaver 1.x: code holding a resolver `weak` or comparing with `===` compiles.
        let declaration = "\(isolation.attribute)protocol \(proto.name): AnyObject"
        guard objcProtocols.contains(proto.name) else {
            writer.block(declaration) { $0.line(proto.requirement) }
            return
        }
        writer.line("#if canImport(ObjectiveC)")
        writer.block("@objc " + declaration) { $0.line(proto.requirement) }
        writer.line("#else")
        writer.block(declaration) { $0.line(proto.requirement) }
        writer.line("#endif")
    }

    /// `MainDependencyContainer`'s Objective-C runtime name: `<ProjectName><Platform>` prefixed.
    static func runtimeName(projectName: String?, platform: Platform?) -> String? {
        guard let projectName else { return nil }
        return projectName + (platform?.rawValue ?? "") + "MainDependencyContainer"
    }
}
