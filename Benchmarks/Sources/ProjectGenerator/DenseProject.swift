import Foundation

/// Annotation-dense sources: many annotated types in one file, no filler, about three annotations
/// per type, modeled on a real project whose 349 KB file holds 3,003 `@Weaver` wrappers across
/// 1,004 types (issue 17).
///
/// The graph is `GraphPlan`'s tree thinned out (`GraphPlan.dense`): every type keeps the
/// registrations of its children, one service of its own (none when it takes parameters) and one
/// reference (a kept service of an ancestor 2–6 levels up, one of `App`'s shared services or a
/// parameter of its parent; `logger` when none of its planned references survived). Every type is
/// a class, so every registration may be `.weak`. The same plan is written in two styles:
///
/// - `wrappers`: every dependency an `@Weaver(…)` / `@WeaverPn(…)` property on one line,
///   registrations with `type:` and `scope:` (left out for the default `.container`), references `@Weaver(.reference)`, parameters
///   `@Weaver(.parameter)` (`App`, the root, keeps comment annotations);
/// - `comments`: the same dependencies as `// weaver:` lines, each registration with its `.scope`
///   line (but `.container`).
///
/// `mixed` is the existing generator's graph (`GraphPlan.make`) and text (`AnnotatedFileWriter`:
/// both styles, `touchDependencies()`) without its filler, all types in one file.
///
/// Each style is a valid weaver graph: `weaver swift` exits 0 on it and the file type-checks
/// together with `Weaver.swift` (registered services are declared next to their registrant, with
/// their protocols).
public struct DenseProject: Sendable {
    public enum Style: String, Sendable, CaseIterable {
        case wrappers, comments, mixed
    }

    /// The file, relative to the project root.
    public static let relativePath = "Sources/Dense/Dense.swift"

    public let style: Style
    public let plan: GraphPlan
    public let text: String
    /// Lines holding an `@Weaver…(` property wrapper.
    public let wrapperCount: Int
    /// `// weaver:` lines (configuration lines included).
    public let commentAnnotationCount: Int

    public var byteCount: Int { text.utf8.count }
    public var lineCount: Int { text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } }

    /// Builds the text in memory. The same seed and type count give the same plan for `wrappers`
    /// and `comments`.
    public static func make(types: Int, style: Style, seed: UInt64 = 42, maxDepth: Int = 10) -> DenseProject {
        var rng = SplitMix64(seed: seed)
        var lines: [String] = []
        let plan: GraphPlan
        switch style {
        case .wrappers, .comments:
            plan = GraphPlan.dense(count: types, maxDepth: maxDepth, rng: &rng)
            lines = ["import Foundation"]
            for type in plan.types {
                lines.append("")
                lines += DenseWriter.lines(for: type, wrappers: style == .wrappers)
            }
        case .mixed:
            plan = GraphPlan.make(count: types, maxDepth: maxDepth, rng: &rng)
            lines = ["import Foundation"]
            for type in plan.types {
                var typeLines = AnnotatedFileWriter.lines(for: type, in: plan, rng: &rng, filler: false)
                if typeLines.first == "import Foundation" { typeLines.removeFirst() }
                lines += typeLines
            }
        }
        var wrappers = 0
        var comments = 0
        for line in lines {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("@Weaver") { wrappers += 1 }
            if trimmed.hasPrefix("// weaver:") { comments += 1 }
        }
        return DenseProject(style: style, plan: plan, text: lines.joined(separator: "\n") + "\n",
                            wrapperCount: wrappers, commentAnnotationCount: comments)
    }

    /// Writes the project into `root`: `Sources/Dense/Dense.swift` (the `Sources` folder is
    /// replaced) and `project-stats.txt`.
    @discardableResult
    public static func write(to root: URL, types: Int, style: Style, seed: UInt64 = 42) throws -> DenseProject {
        let project = make(types: types, style: style, seed: seed)
        let fileManager = FileManager.default
        let sources = root.appendingPathComponent("Sources")
        try? fileManager.removeItem(at: sources)
        let file = root.appendingPathComponent(relativePath)
        try fileManager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(project.text.utf8).write(to: file)
        try project.summary.write(to: root.appendingPathComponent("project-stats.txt"), atomically: true, encoding: .utf8)
        return project
    }

    public var summary: String {
        let scopes = plan.scopeCounts
        return """
        dense project (\(style.rawValue)): 1 file, \(byteCount) bytes, \(lineCount) lines
        annotated types: \(plan.types.count), max depth: \(plan.maxDepth)
        dependencies: \(plan.dependencyCount) (registrations \(plan.registrationCount), references \(plan.referenceCount), parameters \(plan.parameterCount))
        @Weaver wrappers: \(wrapperCount), // weaver: lines: \(commentAnnotationCount)
        registered-only services: \(plan.serviceCount)
        scopes: container \(scopes[.container] ?? 0), lazy \(scopes[.lazy] ?? 0), weak \(scopes[.weak] ?? 0), transient \(scopes[.transient] ?? 0)

        """
    }
}

extension GraphPlan {
    /// `make`'s tree with about three dependencies per type (see `DenseProject`).
    public static func dense(count: Int, maxDepth: Int = 10, rng: inout SplitMix64) -> GraphPlan {
        var plan = make(count: count, maxDepth: maxDepth, rng: &rng)
        let sharedNames: Set<String> = ["logger", "network", "analytics", "clock", "config"]
        // The service each type keeps: its first, unless it takes parameters.
        var keptService: [String?] = Array(repeating: nil, count: plan.types.count)
        for index in 1..<plan.types.count {
            var type = plan.types[index]
            type.isStruct = false
            type.usesWrappers = true
            let kept = type.parameters.isEmpty ? type.services.first : nil
            type.services = kept.map { [$0] } ?? []
            type.dependencies = type.dependencies.filter { dependency in
                guard case .registration(_, let child) = dependency.kind, child == nil else { return true }
                if let kept, dependency.concreteType == kept.registeredType {
                    keptService[index] = dependency.name
                    return true
                }
                return false
            }
            plan.types[index] = type
        }
        for index in 1..<plan.types.count {
            // What this type may reference: App's shared services, its ancestors' kept services
            // (references reach 2–6 levels up), its parent's parameters.
            var available = sharedNames
            var cursor = plan.types[index].parent
            while let ancestor = cursor {
                if let name = keptService[ancestor] { available.insert(name) }
                cursor = plan.types[ancestor].parent
            }
            if let parent = plan.types[index].parent {
                available.formUnion(plan.types[parent].parameters.map(\.name))
            }
            var type = plan.types[index]
            var keptReference = false
            type.dependencies = type.dependencies.filter { dependency in
                guard case .reference = dependency.kind else { return true }
                guard !keptReference, available.contains(dependency.name) else { return false }
                keptReference = true
                return true
            }
            if !keptReference {
                type.dependencies.append(Dependency(name: "logger", kind: .reference, exposedType: "Logging",
                                                   concreteType: "Logging", style: .wrapper, factoryParameters: []))
            }
            for position in type.dependencies.indices { type.dependencies[position].style = .wrapper }
            plan.types[index] = type
        }
        return plan
    }
}

/// The text of one type of a dense project: the type, its annotations, `init(injecting:)` and
/// the services it registers, nothing else.
enum DenseWriter {
    static func lines(for type: PlannedType, wrappers requested: Bool) -> [String] {
        // The root is built by `MainDependencyContainer`: it keeps comment annotations.
        let wrappers = requested && type.index != 0
        var lines: [String] = []
        let indent = type.namespace == nil ? "" : "    "
        if let namespace = type.namespace { lines.append("enum \(namespace) {") }
        lines.append("\(indent)final class \(type.simpleName) {")
        let body = indent + "    "
        for parameter in type.parameters {
            lines.append(wrappers
                ? "\(body)@Weaver(.parameter) var \(parameter.name): \(parameter.type)"
                : "\(body)// weaver: \(parameter.name) <= \(parameter.type)")
        }
        for dependency in type.dependencies {
            switch dependency.kind {
            case .reference:
                lines.append(wrappers
                    ? "\(body)@Weaver(.reference) var \(dependency.name): \(dependency.exposedType)"
                    : "\(body)// weaver: \(dependency.name) <- \(dependency.exposedType)")
            case .registration(let scope, _):
                if wrappers {
                    let arity = dependency.factoryParameters.count
                    let wrapper = arity == 0 ? "Weaver" : "WeaverP\(arity)"
                    let declared = arity == 0
                        ? dependency.exposedType
                        : "(\(dependency.factoryParameters.map(\.type).joined(separator: ", "))) -> \(dependency.exposedType)"
                    let scopeArgument = scope == .container ? "" : ", scope: .\(scope.rawValue)"
                    lines.append("\(body)@\(wrapper)(.registration, type: \(dependency.concreteType).self\(scopeArgument)) var \(dependency.name): \(declared)")
                } else {
                    let arrow = dependency.exposedType == dependency.concreteType ? "" : " <- \(dependency.exposedType)"
                    lines.append("\(body)// weaver: \(dependency.name) = \(dependency.concreteType)\(arrow)")
                    if scope != .container { lines.append("\(body)// weaver: \(dependency.name).scope = .\(scope.rawValue)") }
                }
            }
        }
        lines.append("\(body)init(injecting _: \(type.resolverName)) {}")
        lines.append("\(indent)}")
        if type.namespace != nil { lines.append("}") }
        for service in type.services {
            if let abstraction = service.abstraction { lines.append("protocol \(abstraction): AnyObject {}") }
            let conformance = service.abstraction.map { ": \($0)" } ?? ""
            switch service.kind {
            case .finalClass: lines.append("final class \(service.typeName)\(conformance) {}")
            case .structure: lines.append("struct \(service.typeName) {}")
            case .genericClass: lines.append("final class \(service.typeName)<Value> {}")
            }
        }
        return lines
    }
}
