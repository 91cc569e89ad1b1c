/// Writes the file of one planned annotated type: the type with its annotations (both styles),
/// `init(injecting:)`, a method reading every dependency (so a type check proves the generated API),
/// the services it registers, and filler up to about 100 lines.
enum AnnotatedFileWriter {
    /// The string the harness edits to change an annotated file without changing the graph.
    static let revisionMarker = "revision-0"

    /// `filler: false` leaves out the unannotated code after the type (the dense projects).
    static func lines(for type: PlannedType, in plan: GraphPlan, rng: inout SplitMix64, filler: Bool = true) -> [String] {
        var lines: [String] = ["import Foundation", ""]
        let indent = type.namespace == nil ? "" : "    "
        if let namespace = type.namespace {
            lines.append("/// Namespace of the \(type.simpleName.lowercased()) feature.")
            lines.append("enum \(namespace) {")
        }
        let keyword = type.isStruct ? "struct" : "final class"
        lines.append("\(indent)/// Depth \(type.depth) of the graph; built by \(type.parent.map { plan.types[$0].typePath } ?? "nobody: it is the root").")
        lines.append("\(indent)\(keyword) \(type.simpleName) {")
        let body = indent + "    "

        for parameter in type.parameters {
            lines.append("\(body)// weaver: \(parameter.name) <= \(parameter.type)")
        }
        var needsStoredResolver = !type.parameters.isEmpty
        for dependency in type.dependencies {
            switch dependency.style {
            case .comment:
                needsStoredResolver = true
                lines += commentAnnotation(dependency, body: body, rng: &rng)
            case .wrapper:
                lines += wrapperAnnotation(dependency, body: body, rng: &rng)
            }
        }
        lines.append("")
        lines.append("\(body)let revision = \"\(revisionMarker)\"")
        if needsStoredResolver {
            lines.append("\(body)let dependencies: \(type.resolverName)")
            lines.append("")
            lines.append("\(body)init(injecting dependencies: \(type.resolverName)) {")
            lines.append("\(body)    self.dependencies = dependencies")
            lines.append("\(body)}")
        } else {
            lines.append("")
            lines.append("\(body)init(injecting _: \(type.resolverName)) {}")
        }
        lines.append("")
        lines.append("\(body)/// Reads every dependency once and recurses into the annotated types it registers, so")
        lines.append("\(body)/// `app.touchDependencies()` builds every type of the graph and returns the number of")
        lines.append("\(body)/// dependencies read.")
        lines.append("\(body)func touchDependencies() -> Int {")
        lines.append("\(body)    var touched = 0")
        for parameter in type.parameters {
            lines.append("\(body)    _ = dependencies.\(parameter.name); touched += 1")
        }
        for dependency in type.dependencies {
            let receiver = dependency.style == .comment ? "dependencies." : "self."
            var read: String
            if dependency.factoryParameters.isEmpty {
                read = "\(receiver)\(dependency.name)"
            } else if dependency.style == .comment {
                let arguments = dependency.factoryParameters.map { "\($0.name): \(sampleValue($0.type))" }
                read = "\(receiver)\(dependency.name)(\(arguments.joined(separator: ", ")))"
            } else {
                let arguments = dependency.factoryParameters.map { sampleValue($0.type) }
                read = "\(receiver)\(dependency.name)(\(arguments.joined(separator: ", ")))"
            }
            if case .registration(_, let child?) = dependency.kind, child != type.index {
                lines.append("\(body)    touched += 1 + \(read).touchDependencies()")
            } else {
                lines.append("\(body)    _ = \(read); touched += 1")
            }
        }
        lines.append("\(body)    return touched")
        lines.append("\(body)}")
        lines.append("\(indent)}")
        if type.namespace != nil { lines.append("}") }

        for service in type.services {
            lines.append("")
            lines += serviceLines(service)
        }
        if type.index == 0 { lines += rootSupport() }

        guard filler else { return lines }
        let prefix = (type.namespace ?? type.simpleName) + "Support"
        FillerWriter.append(to: &lines, prefix: prefix, targetLines: 100, rng: &rng)
        return lines
    }

    static func sampleValue(_ type: String) -> String {
        type == "Int" ? "1" : "\"sample\""
    }

    static func commentAnnotation(_ dependency: Dependency, body: String, rng: inout SplitMix64) -> [String] {
        switch dependency.kind {
        case .reference:
            return ["\(body)// weaver: \(dependency.name) <- \(dependency.exposedType)"]
        case .registration(let scope, _):
            var lines: [String] = []
            let arrow = dependency.exposedType == dependency.concreteType ? "" : " <- \(dependency.exposedType)"
            let registration = "\(body)// weaver: \(dependency.name) = \(dependency.concreteType)\(arrow)"
            let scopeLine = "\(body)// weaver: \(dependency.name).scope = .\(scope.rawValue)"
            let writeScope = scope != .container || rng.chance(0.2)
            // Configuration may come before the declaration it configures (docs/annotations.md).
            if writeScope && rng.chance(0.2) {
                lines = [scopeLine, registration]
            } else {
                lines = [registration]
                if writeScope { lines.append(scopeLine) }
            }
            return lines
        }
    }

    static func wrapperAnnotation(_ dependency: Dependency, body: String, rng: inout SplitMix64) -> [String] {
        switch dependency.kind {
        case .reference:
            return ["\(body)@Weaver(.reference) var \(dependency.name): \(dependency.exposedType)"]
        case .registration(let scope, _):
            let arity = dependency.factoryParameters.count
            let wrapper = arity == 0 ? "Weaver" : "WeaverP\(arity)"
            var arguments = [".registration", "type: \(dependency.concreteType).self"]
            if scope != .container || rng.chance(0.3) { arguments.append("scope: .\(scope.rawValue)") }
            let declared = arity == 0
                ? dependency.exposedType
                : "(\(dependency.factoryParameters.map(\.type).joined(separator: ", "))) -> \(dependency.exposedType)"
            let attribute = "\(body)@\(wrapper)(\(arguments.joined(separator: ", ")))"
            // Attribute and property on one line or two, as people write them.
            if rng.chance(0.5) {
                return ["\(attribute) var \(dependency.name): \(declared)"]
            }
            return [attribute, "\(body)var \(dependency.name): \(declared)"]
        }
    }

    static func serviceLines(_ service: ServiceDecl) -> [String] {
        var lines: [String] = []
        if let abstraction = service.abstraction, service.tag > 5 {
            lines += [
                "protocol \(abstraction): AnyObject {",
                "    var tag: Int { get }",
                "}",
                "",
            ]
        }
        let conformance = service.abstraction.map { ": \($0)" } ?? ""
        switch service.kind {
        case .finalClass:
            lines += [
                "final class \(service.typeName)\(conformance) {",
                "    let tag: Int",
                "    init() { tag = \(service.tag) }",
                "}",
            ]
        case .structure:
            lines += [
                "struct \(service.typeName) {",
                "    var tag = \(service.tag)",
                "    init() {}",
                "}",
            ]
        case .genericClass:
            lines += [
                "final class \(service.typeName)<Value> {",
                "    var values: [Value] = []",
                "    let tag = \(service.tag)",
                "    init() {}",
                "}",
            ]
        }
        return lines
    }

    /// The protocols of `App`'s shared services.
    static func rootSupport() -> [String] {
        [
            "",
            "protocol Logging: AnyObject {",
            "    var tag: Int { get }",
            "}",
            "",
            "extension Logging {",
            "    func log(_ message: String) { if tag < 0 { print(message) } }",
            "}",
            "",
            "protocol Networking: AnyObject {",
            "    var tag: Int { get }",
            "}",
            "",
            "protocol Tracking: AnyObject {",
            "    var tag: Int { get }",
            "}",
        ]
    }
}
