@testable import WeaverKit
@testable import WeaverCore
@testable import WeaverLanguageServer
import WeaverTestSupport
import Foundation
import XCTest

/// The language server in process over two workspace folders, a module (`Core`: `module_name`,
/// `summary_output_path`, public annotated types) and the app importing it through its summary
/// (`module_summaries`), both generated at random with every annotation feature (registrations with
/// and without `<- Protocol`, references, parameters, generics, builders, scopes, property wrappers,
/// `#if` branches, contributions to arrays and maps, mocks), then edited at random, one edit per
/// refresh, as an editor sends them (`didOpen` / `didChange` with the whole text).
///
/// After every edit: each project verifies its incremental analysis against one made afresh from
/// the same parse results and summaries (`WarmProject.verifiesIncrementalWork`, a difference is
/// recorded through `onMismatch`), and this test links each project's current files once more from
/// nothing — summaries loaded again from the module's latest summary, as a new server or `weaver
/// swift` would — and compares needs, provisions, resolved references, failures, dependencies and
/// diagnostics. It also records, per kind of edit, whether the edited project's link was patched,
/// linked again with its kept context, made with a new context, or not made at all, and checks the
/// direction: body-only edits analyse nothing, reference retypes, additions and removals are
/// patched (and keep the last resolution), shape changes relink.
final class IncrementalAnalysisRandomTests: XCTestCase {
    // MARK: The generator

    private typealias Random = SeededRandom

    private static let services = [("logger", "Logging"), ("api", "API"), ("store", "Store"), ("clock", "Clock"), ("session", "Session")]
    private static let protocols = ["Logging", "API", "Store", "Clock", "Session", "Loging"]
    private static let referenceTypes = protocols + ["Cache<String>", "Cache<Int>", "Logging?"]
    private static let referenceNames = ["logger", "api", "store", "clock", "session", "cache", "loger"]
    private static let scopes = ["transient", "container", "weak", "lazy"]
    private static let conditions = ["os(iOS)", "os(macOS)", "DEBUG", "!DEBUG"]
    private static let builders = ["{ _ in Impl1() }", "{ _ in Impl2() }", "Factory.make", "{ resolver in Impl0(logger: resolver.logger) }"]

    private struct Contribution: Equatable {
        var collection: String
        var key: String?
        var element: String
        var priority: Int?
        var after: [String]
    }

    /// One line (or `#if` block) of an annotated type's body.
    private enum Line: Equatable {
        case registration(String, String, String?)
        case reference(String, String)
        case parameter(String, String)
        case scope(String, String)
        case builder(String, String)
        /// `name.platforms = [.iOS]`: a platform filter on a dependency.
        case platforms(String, [String])
        /// name, type, exposed type, scope
        case wrapperRegistration(String, String, String, String?)
        case wrapperReference(String, String)
        case contribution(Contribution)
        case mock
        case conditional(String, [Line], [Line])
        /// A blank line or a plain comment: moves the lines below it.
        case note(String)

        func render(into lines: inout [String], indent: String = "    ") {
            switch self {
            case let .registration(name, type, abstract): lines.append(indent + "// weaver: \(name) = \(type)" + (abstract.map { " <- \($0)" } ?? ""))
            case let .reference(name, type): lines.append(indent + "// weaver: \(name) <- \(type)")
            case let .parameter(name, type): lines.append(indent + "// weaver: \(name) <= \(type)")
            case let .scope(name, scope): lines.append(indent + "// weaver: \(name).scope = .\(scope)")
            case let .builder(name, builder): lines.append(indent + "// weaver: \(name).builder = \(builder)")
            case let .platforms(name, platforms):
                lines.append(indent + "// weaver: \(name).platforms = [\(platforms.map { "." + $0 }.joined(separator: ", "))]")
            case let .wrapperRegistration(name, type, exposed, scope):
                lines.append(indent + "@Weaver(.registration, type: \(type).self\(scope.map { ", scope: .\($0)" } ?? "")) var \(name): \(exposed)")
            case let .wrapperReference(name, type): lines.append(indent + "@Weaver(.reference) var \(name): \(type)")
            case let .contribution(contribution):
                var text = "// weaver: contributes \(contribution.collection)" + (contribution.key.map { "[\"\($0)\"]" } ?? "") + " <- \(contribution.element)"
                if let priority = contribution.priority { text += ", priority: \(priority)" }
                if !contribution.after.isEmpty { text += ", after: [\(contribution.after.joined(separator: ", "))]" }
                lines.append(indent + text)
            case .mock: lines.append(indent + "// weaver: self.mock = true")
            case let .conditional(condition, then, otherwise):
                lines.append(indent + "#if \(condition)")
                for line in then { line.render(into: &lines, indent: indent) }
                if !otherwise.isEmpty {
                    lines.append(indent + "#else")
                    for line in otherwise { line.render(into: &lines, indent: indent) }
                }
                lines.append(indent + "#endif")
            case let .note(text): lines.append(text.isEmpty ? "" : indent + text)
            }
        }

        /// The names a line declares (a block's, both branches').
        var declaredNames: [String] {
            switch self {
            case let .registration(name, _, _), let .reference(name, _), let .parameter(name, _), let .wrapperRegistration(name, _, _, _),
                 let .wrapperReference(name, _): [name]
            case let .conditional(_, then, otherwise): (then + otherwise).flatMap(\.declaredNames)
            default: []
            }
        }

        var isPlainReference: Bool {
            switch self {
            case let .reference(_, type), let .wrapperReference(_, type): !type.hasPrefix("[")
            default: false
            }
        }

        var isRegistration: Bool {
            switch self {
            case .registration, .wrapperRegistration: true
            default: false
            }
        }

        var registeredName: String? {
            switch self {
            case let .registration(name, _, _), let .wrapperRegistration(name, _, _, _): name
            default: nil
            }
        }

        var registeredTarget: String? {
            switch self {
            case let .registration(_, type, _), let .wrapperRegistration(_, type, _, _): type
            default: nil
            }
        }

        var isService: Bool {
            switch self {
            case let .registration(_, type, _), let .wrapperRegistration(_, type, _, _): type.hasPrefix("Impl")
            default: false
            }
        }
    }

    private struct TypeModel {
        var name: String
        var isPublic: Bool
        var isStruct = false
        var isGeneric = false
        var conformance: String?
        var lines: [Line] = []
        var value = 1
        /// Blank lines before the declaration.
        var leading = 0

        func render() -> [String] {
            var out = [String](repeating: "", count: leading)
            let access = isPublic ? "public " : ""
            out.append("\(access)\(isStruct ? "struct" : "final class") \(name)\(isGeneric ? "<Element>" : "")\(conformance.map { ": \($0)" } ?? "") {")
            for line in lines { line.render(into: &out) }
            out.append("    \(access)init(injecting _: \(name)DependencyResolver) {}")
            out += ["    func work() -> Int {", "        let value = \(value)", "        return value", "    }", "}"]
            return out
        }
    }

    private struct FileModel {
        var name: String
        var imports: [String]
        var types: [TypeModel]

        func render() -> String {
            var out = imports.map { "import \($0)" }
            if !out.isEmpty { out.append("") }
            for type in types { out += type.render() + [""] }
            return out.joined(separator: "\n")
        }
    }

    private struct ProjectModel {
        let folder: String
        let prefix: String
        var files: [FileModel]
        var nextType: Int
        /// Another module's types this one may register (the app: Core's buildable ones).
        var imported: [String]

        var nodeNames: [String] {
            files.flatMap(\.types).filter { !$0.isGeneric && $0.conformance == nil }.map(\.name)
        }
    }

    /// A project of 8 to 15 types registering each other (a DAG with diamonds), services, a generic
    /// type, contributions and lines of every other kind, two or three types a file.
    private static func project(folder: String, prefix: String, isModule: Bool, contributes: Bool, consumes: Bool,
                                imported: [String], random: inout Random) -> ProjectModel {
        let count = 8 + random.next(8)
        let lower = prefix.lowercased()
        var types = (0..<count).map { TypeModel(name: "\(prefix)\($0)", isPublic: isModule, isStruct: $0 > 0 && random.next(7) == 0) }
        for child in 1..<count {
            for parent in Set((0..<(1 + random.next(2))).map { _ in random.next(child) }).sorted() {
                let name = "\(lower)\(child)"
                if random.chance(20) {
                    types[parent].lines.append(.wrapperRegistration(name, types[child].name, types[child].name, random.chance(30) ? random.pick(scopes) : nil))
                } else {
                    types[parent].lines.append(.registration(name, types[child].name, nil))
                    if random.chance(25) { types[parent].lines.append(.scope(name, random.pick(["transient", "container", "lazy"]))) }
                }
            }
        }
        // The root provides the services (the module's only some: the app provides the rest).
        for (index, (name, proto)) in services.enumerated() where !isModule || random.chance(30) {
            types[0].lines.append(.registration(name, "Impl\(index)", proto))
            if name == "clock" { types[0].lines.append(.builder(name, random.pick(builders))) }
        }
        if !isModule {
            types[0].lines.append(.registration("cache", "Cache<String>", nil))
            for (index, name) in ([imported.first] + imported.dropFirst().filter { _ in random.chance(30) }).compactMap({ $0 }).enumerated() {
                types[index == 0 ? 0 : 1 + random.next(count - 1)].lines.append(.registration(name.lowercased(), name, nil))
            }
        }
        if consumes {
            types[0].lines += [.reference("tasks", "[Task]"), .reference("routes", "[String: Screen]")]
            if random.chance(50) { types[1 + random.next(count - 1)].lines.append(.wrapperReference("tasks", "[Task]")) }
        }
        for type in 1..<count {
            for _ in 0..<random.next(4) {
                // Mostly valid input: one declaration of a name a type (the edits add duplicates).
                let used = Set(types[type].lines.flatMap(\.declaredNames))
                let free = services.filter { !used.contains($0.0) }
                guard !free.isEmpty else { break }
                let (name, proto) = random.pick(free)
                switch random.next(20) {
                case 0..<7: types[type].lines.append(.reference(name, isModule || random.chance(85) ? proto : random.pick(protocols)))
                case 7..<10: types[type].lines.append(.wrapperReference(name, proto))
                case 10..<12:
                    types[type].lines.append(.registration(name, "Impl\(random.next(4))", isModule || random.chance(80) ? proto : nil))
                    if random.chance(30) { types[type].lines.append(.scope(name, random.pick(scopes))) }
                case 12 where !used.contains("title") && !used.contains("id"):
                    types[type].lines.append(.parameter(random.pick(["title", "id"]), random.pick(["String", "Int"])))
                case 13..<15 where !used.contains("cache"):
                    types[type].lines.append(random.chance(50) ? .reference("cache", "Cache<String>") : .registration("cache", "Cache<Int>", nil))
                case 15..<17 where !used.contains("api"):
                    // Both branches of an `#if os(…)` count without `--platform`: the module has one branch only.
                    types[type].lines.append(random.pick(isModule ? [
                        .conditional("DEBUG", [.registration("api", "MockAPI", "API")], [.registration("api", "LiveAPI", "API")]),
                        .conditional(random.pick(conditions), [.reference(name, proto)], []),
                    ] : [
                        .conditional("os(iOS)", [.registration("api", "Impl1", "API")], [.registration("api", "Impl2", "API")]),
                        .conditional("DEBUG", [.registration("api", "MockAPI", "API")], [.registration("api", "LiveAPI", "API")]),
                        .conditional(random.pick(conditions), [.reference(name, proto)], []),
                    ]))
                case 17 where !types[type].lines.contains(.mock): types[type].lines.append(.mock)
                case 19 where !isModule:
                    // A reference kept on some platforms only (the app is analysed for iOS in odd seeds).
                    types[type].lines += [.reference(name, proto), .platforms(name, [random.pick(["iOS", "macOS"])])]
                case 18: types[type].lines.append(.wrapperRegistration(name, "Impl\(random.next(4))", proto, random.chance(30) ? "lazy" : nil))
                default: types[type].lines.append(.note("// not an annotation"))
                }
            }
        }
        // A type taking parameters is a factory: its registrations are transient.
        let factories = Set(types.filter { $0.lines.contains { if case .parameter = $0 { return true } else { return false } } }.map(\.name))
        for index in types.indices {
            var lines: [Line] = []
            for line in types[index].lines {
                switch line {
                case let .registration(name, type, _) where factories.contains(type):
                    lines += [line, .scope(name, "transient")]
                case let .wrapperRegistration(name, type, _, _) where factories.contains(type):
                    lines += [.registration(name, type, nil), .scope(name, "transient")]
                case let .scope(name, _) where types[index].lines.contains(where: {
                    if case let .registration(registered, type, _) = $0 { return registered == name && factories.contains(type) } else { return false }
                }):
                    continue
                default:
                    lines.append(line)
                }
            }
            types[index].lines = lines
        }
        // A generic annotated type, registered with an argument.
        types.append(TypeModel(name: "\(prefix)Box", isPublic: isModule, isGeneric: true, lines: [.reference("logger", "Logging")]))
        types[random.next(count)].lines.append(.registration("box", "\(prefix)Box<Int>", nil))
        if contributes {
            let tasks = 2 + random.next(2)
            for index in 0..<tasks {
                var lines: [Line] = [.contribution(Contribution(
                    collection: "tasks", key: nil, element: "Task", priority: random.chance(50) ? random.next(100) : nil,
                    after: index > 0 && random.chance(50) ? ["\(prefix)Task\(random.next(index))"] : []))]
                if random.chance(50) { lines.append(.reference("logger", "Logging")) }
                types.append(TypeModel(name: "\(prefix)Task\(index)", isPublic: isModule, conformance: "Task", lines: lines))
            }
            for index in 0..<(1 + random.next(2)) {
                var lines: [Line] = [.contribution(Contribution(collection: "routes", key: "\(lower)/\(index)", element: "Screen", priority: nil, after: []))]
                if random.chance(15) { lines.append(.parameter("id", "String")) }
                types.append(TypeModel(name: "\(prefix)Screen\(index)", isPublic: isModule, conformance: "Screen", lines: lines))
            }
        }
        var files: [FileModel] = []
        var rest = types[...]
        while !rest.isEmpty {
            let take = min(rest.count, 2 + random.next(2))
            files.append(FileModel(name: "\(prefix)\(String(format: "%02d", files.count)).swift", imports: imported.isEmpty ? [] : ["Core"],
                                   types: Array(rest.prefix(take))))
            rest = rest.dropFirst(take)
        }
        return ProjectModel(folder: folder, prefix: prefix, files: files, nextType: count, imported: imported)
    }

    // MARK: Edits

    enum Kind: String, CaseIterable {
        case bodyOnly, referenceRetyped, referenceRenamed, referenceAdded, referenceRemoved, abstractionChanged, scopeChanged,
             builderEdited, linesMoved, registrationRetargeted, parameterAdded, parameterRemoved, contributionEdited,
             conditionToggled, mockToggled, typeAdded, typeRemoved
        /// The module's files put back as they were at its last analysis without errors (several at once).
        case undo
    }

    private static let weights: [(Kind, Int)] = [
        (.bodyOnly, 8), (.referenceRetyped, 14), (.referenceRenamed, 6), (.referenceAdded, 8), (.referenceRemoved, 7),
        (.abstractionChanged, 7), (.scopeChanged, 7), (.builderEdited, 4), (.linesMoved, 7), (.registrationRetargeted, 7),
        (.parameterAdded, 4), (.parameterRemoved, 4), (.contributionEdited, 5), (.conditionToggled, 5), (.mockToggled, 3),
        (.typeAdded, 3), (.typeRemoved, 3),
    ]

    private static func pickKind(_ random: inout Random) -> Kind {
        var roll = random.next(weights.reduce(0) { $0 + $1.1 })
        for (kind, weight) in weights {
            if roll < weight { return kind }
            roll -= weight
        }
        return .bodyOnly
    }

    private struct Site { var file: Int; var type: Int; var line: Int }

    private static func sites(_ project: ProjectModel, _ predicate: (Line) -> Bool) -> [Site] {
        var found: [Site] = []
        for (f, file) in project.files.enumerated() {
            for (t, type) in file.types.enumerated() {
                for (l, line) in type.lines.enumerated() where predicate(line) { found.append(Site(file: f, type: t, line: l)) }
            }
        }
        return found
    }

    private static func anyType(_ project: ProjectModel, _ random: inout Random) -> (file: Int, type: Int) {
        let all = project.files.indices.flatMap { f in project.files[f].types.indices.map { (f, $0) } }
        return random.pick(all)
    }

    /// Applies one edit of `kind` to `project`; returns the edited file, or nil when no line takes
    /// that kind of edit (the caller picks another).
    private static func apply(_ kind: Kind, to project: inout ProjectModel, random: inout Random) -> Int? {
        func change(_ site: Site, _ body: (inout Line) -> Void) -> Int {
            body(&project.files[site.file].types[site.type].lines[site.line])
            return site.file
        }
        func lines(_ file: Int, _ type: Int) -> [Line] { project.files[file].types[type].lines }
        switch kind {
        case .bodyOnly:
            let (f, t) = anyType(project, &random)
            // Another number, often of another length: the lines keep their places, not their lengths.
            project.files[f].types[t].value = random.pick(Array(1..<1000), other: project.files[f].types[t].value)
            return f
        case .referenceRetyped, .referenceRenamed:
            let found = sites(project) { $0.isPlainReference }
            guard !found.isEmpty else { return nil }
            let site = random.pick(found)
            let used = Set(lines(site.file, site.type).flatMap(\.declaredNames))
            let names = random.chance(10) ? referenceNames : referenceNames.filter { !used.contains($0) }
            return change(site) { line in
                switch line {
                case let .reference(name, type):
                    line = kind == .referenceRetyped ? .reference(name, random.pick(referenceTypes, other: type))
                        : .reference(random.pick(names, other: name), type)
                case let .wrapperReference(name, type):
                    line = kind == .referenceRetyped ? .wrapperReference(name, random.pick(referenceTypes, other: type))
                        : .wrapperReference(random.pick(names, other: name), type)
                default: break
                }
            }
        case .referenceAdded:
            let (f, t) = anyType(project, &random)
            // A name the type declares already, now and then: a duplicate.
            let used = Set(lines(f, t).flatMap(\.declaredNames))
            let free = services.filter { !used.contains($0.0) }
            let (name, proto) = free.isEmpty || random.chance(10) ? random.pick(services) : random.pick(free)
            let type = random.chance(85) ? proto : random.pick(protocols)
            project.files[f].types[t].lines.insert(random.chance(75) ? .reference(name, type) : .wrapperReference(name, type),
                                                   at: random.next(lines(f, t).count + 1))
            return f
        case .referenceRemoved:
            let found = sites(project) { $0.isPlainReference }
            guard let site = found.isEmpty ? nil : random.pick(found) else { return nil }
            project.files[site.file].types[site.type].lines.remove(at: site.line)
            return site.file
        case .abstractionChanged:
            let found = sites(project) { $0.isService }
            guard !found.isEmpty else { return nil }
            return change(random.pick(found)) { line in
                switch line {
                case let .registration(name, type, abstract):
                    let next: String? = abstract == nil ? random.pick(protocols) : random.chance(25) ? nil : random.pick(protocols, other: abstract!)
                    line = .registration(name, type, next)
                case let .wrapperRegistration(name, type, exposed, scope):
                    line = .wrapperRegistration(name, type, random.pick(protocols, other: exposed), scope)
                default: break
                }
            }
        case .scopeChanged:
            let found = sites(project) {
                if case .scope = $0 { return true }
                if case .wrapperRegistration = $0 { return true }
                return false
            }
            if !found.isEmpty, random.chance(75) {
                return change(random.pick(found)) { line in
                    switch line {
                    case let .scope(name, scope): line = .scope(name, random.pick(scopes, other: scope))
                    case let .wrapperRegistration(name, type, exposed, scope):
                        line = .wrapperRegistration(name, type, exposed, scope == nil ? random.pick(scopes) : random.chance(25) ? nil : random.pick(scopes, other: scope!))
                    default: break
                    }
                }
            }
            // A scope line added under a registration that has none: the lines below move.
            let unscoped = sites(project) { if case .registration = $0 { return true } else { return false } }.filter { site in
                let name = lines(site.file, site.type)[site.line].registeredName
                return !lines(site.file, site.type).contains { if case .scope(name, _) = $0 { return true } else { return false } }
            }
            guard let site = unscoped.isEmpty ? nil : random.pick(unscoped) else { return nil }
            project.files[site.file].types[site.type].lines.insert(.scope(lines(site.file, site.type)[site.line].registeredName!, random.pick(scopes)),
                                                                   at: site.line + 1)
            return site.file
        case .builderEdited:
            let found = sites(project) { if case .builder = $0 { return true } else { return false } }
            if !found.isEmpty, random.chance(70) {
                let site = random.pick(found)
                if random.chance(25) {
                    project.files[site.file].types[site.type].lines.remove(at: site.line)
                    return site.file
                }
                return change(site) { line in
                    if case let .builder(name, builder) = line { line = .builder(name, random.pick(builders, other: builder)) }
                }
            }
            let services = sites(project) { if case .registration = $0 { return $0.isService } else { return false } }.filter { site in
                let name = lines(site.file, site.type)[site.line].registeredName
                return !lines(site.file, site.type).contains { if case .builder(name, _) = $0 { return true } else { return false } }
            }
            guard let site = services.isEmpty ? nil : random.pick(services) else { return nil }
            project.files[site.file].types[site.type].lines.insert(.builder(lines(site.file, site.type)[site.line].registeredName!, random.pick(builders)),
                                                                   at: site.line + 1)
            return site.file
        case .linesMoved:
            let (f, t) = anyType(project, &random)
            switch random.next(3) {
            case 0:
                project.files[f].types[t].leading = project.files[f].types[t].leading > 0 && random.chance(50) ? project.files[f].types[t].leading - 1
                    : project.files[f].types[t].leading + 1
            case 1:
                let notes = sites(project) { if case .note = $0 { return true } else { return false } }
                if let site = notes.isEmpty ? nil : random.pick(notes) {
                    project.files[site.file].types[site.type].lines.remove(at: site.line)
                    return site.file
                }
                project.files[f].types[t].leading += 1
            default:
                project.files[f].types[t].lines.insert(.note(random.pick(["", "// moved down"])), at: random.next(lines(f, t).count + 1))
            }
            return f
        case .registrationRetargeted:
            let found = sites(project) { $0.isRegistration }
            guard !found.isEmpty else { return nil }
            let nodes = project.nodeNames + project.imported
            return change(random.pick(found)) { line in
                func retarget(_ type: String) -> String {
                    if type.hasPrefix("Impl") || type.hasPrefix("Mock") || type.hasPrefix("Live") {
                        return random.pick((0..<5).map { "Impl\($0)" }, other: type)
                    }
                    if type.hasPrefix("Cache<") { return type == "Cache<Int>" ? "Cache<String>" : "Cache<Int>" }
                    if type.hasSuffix("Box<Int>") { return type.replacingOccurrences(of: "<Int>", with: "<String>") }
                    if type.hasSuffix("Box<String>") { return type.replacingOccurrences(of: "<String>", with: "<Int>") }
                    return random.pick(nodes, other: type)
                }
                switch line {
                case let .registration(name, type, abstract): line = .registration(name, retarget(type), abstract)
                case let .wrapperRegistration(name, type, exposed, scope):
                    let target = retarget(type)
                    line = .wrapperRegistration(name, target, exposed == type ? target : exposed, scope)
                default: break
                }
            }
        case .parameterAdded:
            let (f, t) = anyType(project, &random)
            let used = Set(lines(f, t).flatMap(\.declaredNames))
            let free = ["title", "id", "flag", "count"].filter { !used.contains($0) }
            guard !free.isEmpty else { return nil }
            project.files[f].types[t].lines.insert(.parameter(random.pick(free), random.pick(["String", "Int", "Bool"])),
                                                   at: random.next(lines(f, t).count + 1))
            return f
        case .parameterRemoved:
            let found = sites(project) { if case .parameter = $0 { return true } else { return false } }
            guard let site = found.isEmpty ? nil : random.pick(found) else { return nil }
            project.files[site.file].types[site.type].lines.remove(at: site.line)
            return site.file
        case .contributionEdited:
            let found = sites(project) { if case .contribution = $0 { return true } else { return false } }
            guard !found.isEmpty else { return nil }
            let site = random.pick(found)
            let owner = project.files[site.file].types[site.type].name
            let elements = project.files.flatMap(\.types).filter { $0.conformance == "Task" && $0.name != owner }.map(\.name)
            return change(site) { line in
                guard case var .contribution(contribution) = line else { return }
                switch random.next(10) {
                case 0..<4:
                    contribution.priority = contribution.priority == nil ? random.next(120) - 20
                        : random.chance(30) ? nil : random.pick(Array(-20..<100), other: contribution.priority!)
                case 4..<8 where contribution.key == nil:
                    if contribution.after.isEmpty || random.chance(30) {
                        let candidate = elements.isEmpty || random.chance(10) ? "MissingTask" : random.pick(elements)
                        if !contribution.after.contains(candidate) { contribution.after.append(candidate) } else { contribution.after = [] }
                    } else {
                        contribution.after.remove(at: random.next(contribution.after.count))
                    }
                default:
                    if let key = contribution.key {
                        contribution.key = random.pick(["\(project.prefix.lowercased())/0", "\(project.prefix.lowercased())/1", "x/\(random.next(3))"], other: key)
                    } else {
                        contribution.priority = (contribution.priority ?? 0) + 1
                    }
                }
                line = .contribution(contribution)
            }
        case .conditionToggled:
            let filtered = sites(project) { if case .platforms = $0 { return true } else { return false } }
            if !filtered.isEmpty, random.chance(30) {
                let site = random.pick(filtered)
                guard case let .platforms(name, platforms) = lines(site.file, site.type)[site.line] else { return nil }
                return change(site) { $0 = .platforms(name, platforms == ["iOS"] ? ["macOS"] : ["iOS"]) }
            }
            let found = sites(project) { if case .conditional = $0 { return true } else { return false } }
            if !found.isEmpty, random.chance(70) {
                let site = random.pick(found)
                guard case let .conditional(condition, then, otherwise) = lines(site.file, site.type)[site.line] else { return nil }
                switch random.next(4) {
                case 0, 1: return change(site) { $0 = .conditional(random.pick(conditions, other: condition), then, otherwise) }
                case 2 where !otherwise.isEmpty: return change(site) { $0 = .conditional(condition, otherwise, then) }
                default:
                    project.files[site.file].types[site.type].lines.replaceSubrange(site.line...site.line, with: then)
                    return site.file
                }
            }
            // A line taken into an `#if`, or a new block.
            let wrappable = sites(project) { if case .registration = $0 { return true } else { return $0.isPlainReference } }
            if let site = wrappable.isEmpty || random.chance(30) ? nil : random.pick(wrappable) {
                return change(site) { $0 = .conditional(random.pick(conditions), [$0], []) }
            }
            let (f, t) = anyType(project, &random)
            project.files[f].types[t].lines.insert(
                random.chance(50) ? .conditional("DEBUG", [.registration("api", "MockAPI", "API")], [.registration("api", "LiveAPI", "API")])
                    : .conditional("os(iOS)", [.reference("clock", "Clock")], [.reference("clock", "Clock?")]),
                at: random.next(lines(f, t).count + 1))
            return f
        case .mockToggled:
            let (f, t) = anyType(project, &random)
            if let index = lines(f, t).firstIndex(of: .mock) {
                project.files[f].types[t].lines.remove(at: index)
            } else {
                project.files[f].types[t].lines.insert(.mock, at: random.next(lines(f, t).count + 1))
            }
            return f
        case .typeAdded:
            let f = random.next(project.files.count)
            let name = "\(project.prefix)\(project.nextType)"
            project.nextType += 1
            var body: [Line] = []
            for _ in 0..<(1 + random.next(2)) {
                let (service, proto) = random.pick(services)
                body.append(.reference(service, proto))
            }
            if random.chance(20) { body.append(.parameter("title", "String")) }
            let isPublic = project.files[f].types.first?.isPublic ?? false
            project.files[f].types.insert(TypeModel(name: name, isPublic: isPublic, lines: body), at: random.next(project.files[f].types.count + 1))
            let registrars = project.files[f].types.indices.filter { project.files[f].types[$0].name != name }
            if random.chance(60), !registrars.isEmpty {
                project.files[f].types[random.pick(registrars)].lines.append(.registration(name.lowercased(), name, nil))
            }
            return f
        case .undo:
            return nil
        case .typeRemoved:
            let candidates = project.files.indices.flatMap { f in
                project.files[f].types.indices.filter { project.files[f].types.count > 1 && project.files[f].types[$0].name != "\(project.prefix)0" }.map { (f, $0) }
            }
            guard let (f, t) = candidates.isEmpty ? nil : random.pick(candidates) else { return nil }
            project.files[f].types.remove(at: t)
            return f
        }
    }

    // MARK: What each edit recomputed

    /// What a project's kept link context says of its last analyses.
    private struct Snapshot {
        /// The link memo itself, held: an identifier of it could be reused by a new context's
        /// memo allocated where a freed one was, and a rebuilt context would pass for the same.
        var memo: LinkMemo?
        var links = 0
        var patched = 0
        var kept = 0
    }

    private static func linkContext(of project: WarmProject) -> LinkContext? {
        project.linkContext
    }

    private static func snapshot(_ project: WarmProject) -> Snapshot {
        guard let context = linkContext(of: project), let links = context.links, let resolutions = context.resolutions else { return Snapshot() }
        return Snapshot(memo: links, links: links.linkCount, patched: links.patchedCount, kept: resolutions.keptCount)
    }

    enum Outcome: String, CaseIterable {
        /// Nothing analysed: the parse results did not change.
        case none
        /// The last link patched in place.
        case patched
        /// Linked again with the kept context (declarations unchanged).
        case relinked
        /// A new context: declarations or imports changed.
        case rebuilt
        /// Stale, but no link was made (a summary could not be read).
        case noLink
    }

    private static func outcome(_ before: Snapshot, _ after: Snapshot, wasStale: Bool) -> Outcome {
        guard wasStale else { return .none }
        if after.memo == nil { return .noLink }
        if after.memo !== before.memo { return .rebuilt }
        if after.links == before.links { return .noLink }
        return after.patched > before.patched ? .patched : .relinked
    }

    struct Tally {
        var edits = 0
        var outcomes: [Outcome: Int] = [:]
        var resolutionKept = 0
        subscript(_ outcome: Outcome) -> Int { outcomes[outcome] ?? 0 }
        var fresh: Int { self[.relinked] + self[.rebuilt] }
    }

    private final class Recorder {
        var context = ""
        var mismatches: [String] = []
    }

    // MARK: The driver

    private static func message(_ server: LanguageServer, _ json: String) {
        server.handle(.message(JSONNodeBox(JSONNode.parseMessage(Array(json.utf8))!)))
    }

    /// Where a file's text changed: the first and last differing lines.
    private static func difference(_ old: String, _ new: String) -> String {
        let (a, b) = (old.split(separator: "\n", omittingEmptySubsequences: false), new.split(separator: "\n", omittingEmptySubsequences: false))
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var (endA, endB) = (a.count, b.count)
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] { (endA, endB) = (endA - 1, endB - 1) }
        func shown(_ lines: ArraySlice<Substring>) -> String {
            lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ⏎ ")
        }
        return "line \(start + 1): '\(shown(a[start..<endA]))' → '\(shown(b[start..<endB]))'"
    }

    /// How a project's last analysis differs from one made from nothing.
    private struct FreshDifference {
        var message: String
        /// The project links against summaries read for the types it registered before: a new
        /// analysis reads other records from the same summary.
        var staleSummaries: Bool
    }

    /// The project's current files linked from nothing, summaries read again from `provided` (the
    /// module's latest summary) for the types registered now, as a new server or `weaver swift`
    /// reads them: how its last analysis differs (graph and diagnostics), or nil.
    private static func differenceFromFresh(_ project: WarmProject, provided: [String: [UInt8]]) -> FreshDifference? {
        guard let options = project.options, let analysis = project.lastAnalysis, let graph = analysis.graph else { return nil }
        let syntaxes = project.files.values.compactMap(\.syntax).sorted { $0.path < $1.path }
        var modules: [ModuleSummary] = []
        var roots: [String: String] = [:]
        if !options.moduleSummaries.isEmpty {
            do {
                let prepared = try Pipeline.prepare(options)
                let contents = prepared.moduleSummaries.map { provided[PathResolver.normalize($0)] ?? FileSystem.contents(of: $0)?.bytes }
                roots = ModuleSummaryLoader.sourceRoots(prepared.moduleSummaries, contents: contents)
                modules = try ModuleSummaryLoader.load(prepared.moduleSummaries, contents: contents, projectPath: options.projectPath,
                                                       registered: ExternalTypes.registeredTypeNames(in: syntaxes), moduleName: options.moduleName)
            } catch {
                return FreshDifference(message: "the summaries cannot be read afresh (\(error)) though the incremental analysis has a graph",
                                       staleSummaries: false)
            }
        }
        let fresh = Linker.link(syntaxes, options: LinkOptions(options), modules: modules)
        var differences: [String] = []
        if let difference = GraphDescription.difference(graph, fresh) {
            differences.append("graph: the incremental (first) and the fresh graph differ \(difference)")
        } else if graph.types.map(\.syntax) != fresh.types.map(\.syntax) {
            differences.append("graph: the types' declarations differ")
        }
        let diagnostics = Pipeline.diagnostics(of: fresh, fileDiagnostics: syntaxes.flatMap(\.diagnostics),
                                               annotatedTypes: syntaxes.reduce(0) { $0 + $1.types.count }, options: options)
            .map { $0.withAbsolutePaths(from: options.projectPath, moduleRoots: roots) }
        if diagnostics != analysis.diagnostics {
            let text = { (list: [Diagnostic]) in list.map { DiagnosticFormatter.text($0) }.joined(separator: "\n") }
            differences.append("diagnostics:\n-- incremental:\n\(text(analysis.diagnostics))\n-- fresh:\n\(text(diagnostics))")
        } else if !differences.isEmpty {
            differences.append("(the diagnostics are the same)")
        }
        guard !differences.isEmpty else { return nil }
        let kept = project.summaries
        if let kept, kept != modules {
            let (before, now) = (Set(kept.flatMap(\.types).map(\.path)), Set(modules.flatMap(\.types).map(\.path)))
            differences.insert("its kept summaries were read for the types it registered then: they hold \(before.sorted()), "
                + "a new read holds \(now.sorted()) (missing \(now.subtracting(before).sorted()))", at: 0)
            return FreshDifference(message: differences.joined(separator: "\n"), staleSummaries: true)
        }
        return FreshDifference(message: differences.joined(separator: "\n"), staleSummaries: false)
    }

    private struct SeedResult {
        var edits = 0
        var codes: [String: Int] = [:]
    }

    private func run(seed: Int, edits: Int, tallies: inout [String: Tally], recorder: Recorder, features: inout Set<String>) throws -> SeedResult {
        var random = Random(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
        let folder = try ConfigurationTestFolder()
        // Core contributes in even seeds (a consumer's collection elements are then in the module's summary).
        let coreContributes = seed % 2 == 0
        var core = Self.project(folder: "Core", prefix: "C", isModule: true, contributes: coreContributes, consumes: false, imported: [], random: &random)
        let buildable = core.files.flatMap(\.types).filter { !$0.isGeneric && $0.conformance == nil }.map(\.name)
        var app = Self.project(folder: "App", prefix: "A", isModule: false, contributes: true, consumes: true, imported: buildable, random: &random)
        try folder.write("Core/.weaver.yaml", "input_paths: [Sources]\nmodule_name: Core\nsummary_output_path: Core.weaversummary\n")
        // Odd seeds analyse the app for iOS: `#if os(macOS)` branches leave it.
        try folder.write("App/.weaver.yaml", "input_paths: [Sources]\nmodule_summaries: [../Core/Core.weaversummary]\n" + (seed % 2 == 1 ? "platform: iOS\n" : ""))
        var texts: [String: String] = [:]
        for project in [core, app] {
            for file in project.files {
                let text = file.render()
                texts[try folder.write("\(project.folder)/Sources/\(file.name)", text)] = text
            }
        }
        // Each folder configured from its `.weaver.yaml`, as `weaver lsp` reads it.
        let configure: (String) -> ProjectConfiguration = { project in
            var options = WeaverOptions(projectPath: project)
            do {
                let problems = try ConfigurationFile(path: PathResolver.join(project, ".weaver.yaml"), projectPath: project).apply(to: &options)
                return problems.contains { $0.severity == .error } ? .problems(problems) : .options(options)
            } catch let error as UsageError {
                return .problems(error.diagnostics)
            } catch {
                return .problems([])
            }
        }
        let server = LanguageServer(configure: configure, send: { _ in })
        let folders = ["App", "Core"].map { #"{"uri":"\#(FileURI.uri(of: PathResolver.join(folder.path, $0)))","name":"\#($0)"}"# }
        Self.message(server, #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"workspaceFolders":[\#(folders.joined(separator: ","))],"capabilities":{}}}"#)
        Self.message(server, #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        let appProject = try XCTUnwrap(server.projects.first { $0.folder.hasSuffix("/App") })
        let coreProject = try XCTUnwrap(server.projects.first { $0.folder.hasSuffix("/Core") })
        for project in [appProject, coreProject] {
            project.verifiesIncrementalWork = true
            project.onMismatch = { report in recorder.mismatches.append("\(recorder.context)\n\(report)") }
        }
        recorder.context = "seed \(seed), initial analysis"
        while server.needsRefresh { server.refresh() }
        XCTAssertNotNil(Self.linkContext(of: coreProject), "seed \(seed): the module is analysed")
        XCTAssertNotNil(coreProject.summaryBytes, "seed \(seed): the module starts without errors: \(coreProject.lastAnalysis?.diagnostics.map { DiagnosticFormatter.text($0) } ?? [])")
        let summaryPath = try XCTUnwrap(coreProject.summaryPath)
        /// Each project against a new analysis; one whose kept summaries were read for other types
        /// is made to read them again afterwards, so that each later step is judged on its own.
        func checkAgainstFresh(_ label: String, only analysed: [WarmProject] = [appProject, coreProject]) {
            let provided = coreProject.summaryBytes.map { [summaryPath: $0] } ?? [:]
            for project in analysed {
                guard let difference = Self.differenceFromFresh(project, provided: provided) else { continue }
                recorder.mismatches.append("\(label)\n\(project === appProject ? "App" : "Core") differs from a new analysis: \(difference.message)")
                if difference.staleSummaries {
                    project.forgetSummaries()
                    while server.needsRefresh { server.refresh() }
                }
            }
        }
        checkAgainstFresh("seed \(seed), initial analysis")
        XCTAssertNotNil(appProject.lastAnalysis?.graph, "seed \(seed): the app links against the module's summary")

        var versions: [String: Int] = [:]
        /// Sends `text` as the editor's buffer of `path`.
        func send(_ path: String, _ text: String) {
            let uri = FileURI.uri(of: path)
            if let version = versions[path] {
                versions[path] = version + 1
                Self.message(server, #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version + 1)},"contentChanges":[{"text":\#(JSONText.string(text))}]}}"#)
            } else {
                versions[path] = 1
                Self.message(server, #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":\#(JSONText.string(text))}}}"#)
            }
        }
        func path(_ project: ProjectModel, _ file: FileModel) -> String { PathResolver.join(folder.path, "\(project.folder)/Sources/\(file.name)") }
        /// The module as it was at its last analysis without errors, which writes its summary.
        var coreWithoutErrors = core
        var result = SeedResult()
        for step in 0..<edits {
            let inModule = random.chance(30)
            var kind = Self.pickKind(&random)
            var changes: [(path: String, text: String)] = []
            var project = inModule ? core : app
            let moduleHasErrors = coreProject.lastAnalysis?.diagnostics.contains { $0.severity == .error } ?? false
            if inModule, moduleHasErrors, random.chance(60) {
                // The module's author undoes the edits that made it fail: its summary is written again.
                kind = .undo
                project = coreWithoutErrors
                for file in project.files where texts[path(project, file)] != file.render() { changes.append((path(project, file), file.render())) }
            }
            if changes.isEmpty {
                (kind, project) = (kind == .undo ? Self.pickKind(&random) : kind, inModule ? core : app)
                for _ in 0..<50 {
                    var candidate = project
                    if let file = Self.apply(kind, to: &candidate, random: &random),
                       candidate.files[file].render() != texts[path(candidate, candidate.files[file])] {
                        project = candidate
                        changes = [(path(project, project.files[file]), project.files[file].render())]
                        break
                    }
                    kind = Self.pickKind(&random)
                }
            }
            guard !changes.isEmpty else { XCTFail("seed \(seed), step \(step): no edit applies"); continue }
            if inModule { core = project } else { app = project }
            let description = "seed \(seed), step \(step): \(kind.rawValue) in " + changes.map { change in
                "\(PathResolver.relative(change.path, to: folder.path)), " + Self.difference(texts[change.path] ?? "", change.text)
            }.joined(separator: "; ")
            recorder.context = description
            let warm = inModule ? coreProject : appProject
            let (appBefore, coreBefore) = (Self.snapshot(appProject), Self.snapshot(coreProject))
            let (before, importerBefore) = (inModule ? coreBefore : appBefore, appBefore)
            let mismatchesBefore = recorder.mismatches.count
            for change in changes {
                texts[change.path] = change.text
                send(change.path, change.text)
            }
            let wasStale = warm.isStale
            while server.needsRefresh { server.refresh() }
            let after = Self.snapshot(warm)
            let outcome = Self.outcome(before, after, wasStale: wasStale)
            tallies[kind.rawValue, default: Tally()].edits += 1
            tallies[kind.rawValue, default: Tally()].outcomes[outcome, default: 0] += 1
            if outcome != .none, after.memo === before.memo {
                tallies[kind.rawValue, default: Tally()].resolutionKept += after.kept - before.kept
            }
            if kind == .bodyOnly {
                XCTAssertFalse(wasStale, "\(description): an edit inside a function body leaves the parse results as they were")
            }
            if inModule {
                // What the edit in the module did to the folder importing it.
                let importerAfter = Self.snapshot(appProject)
                let reached = importerAfter.memo !== importerBefore.memo || importerAfter.links != importerBefore.links
                let importerOutcome = Self.outcome(importerBefore, importerAfter, wasStale: reached)
                tallies["moduleEdited (importer)", default: Tally()].edits += 1
                tallies["moduleEdited (importer)", default: Tally()].outcomes[importerOutcome, default: 0] += 1
                if !(coreProject.lastAnalysis?.diagnostics.contains { $0.severity == .error } ?? true) { coreWithoutErrors = core }
            }
            // The projects analysed by this edit, each against a new analysis.
            let (appAfter, coreAfter) = (Self.snapshot(appProject), Self.snapshot(coreProject))
            checkAgainstFresh(description, only: [(appProject, appBefore, appAfter), (coreProject, coreBefore, coreAfter)].compactMap { project, before, after in
                before.memo !== after.memo || before.links != after.links ? project : nil
            })
            for mismatch in recorder.mismatches[mismatchesBefore...] {
                XCTFail(mismatch)
            }
            result.edits += 1
        }
        for project in [appProject, coreProject] {
            for diagnostic in project.lastAnalysis?.diagnostics ?? [] { result.codes[diagnostic.code.rawValue, default: 0] += 1 }
        }
        // Which annotation features the seed's projects hold at the end.
        let all = (core.files + app.files).flatMap(\.types)
        func walk(_ lines: [Line], in type: TypeModel) {
            for line in lines {
                switch line {
                case let .registration(_, _, abstract): features.insert(abstract == nil ? "registration" : "registration <- Protocol")
                case let .reference(_, type): features.insert(type.hasPrefix("[String:") ? "map collection reference" : type.hasPrefix("[") ? "collection reference" : "reference")
                case .parameter: features.insert("parameter")
                case .scope: features.insert("scope")
                case .builder: features.insert("builder")
                case .platforms: features.insert("platforms")
                case .wrapperRegistration: features.insert("@Weaver(.registration)")
                case .wrapperReference: features.insert("@Weaver(.reference)")
                case let .contribution(contribution):
                    features.insert(contribution.key == nil ? "contributes" : "contributes map")
                    if contribution.priority != nil { features.insert("contributes priority") }
                    if !contribution.after.isEmpty { features.insert("contributes after") }
                    if type.isPublic { features.insert("module contribution") }
                case .mock: features.insert("self.mock")
                case let .conditional(condition, then, otherwise):
                    features.insert(condition.hasPrefix("os(") ? "#if os" : "#if flag")
                    walk(then + otherwise, in: type)
                case .note: break
                }
            }
        }
        for type in all {
            walk(type.lines, in: type)
            if type.isGeneric { features.insert("generic annotated type") }
            if type.isStruct { features.insert("struct") }
            if type.lines.contains(where: { if case let .registration(_, target, _) = $0 { return target.contains("<") } else { return false } }) {
                features.insert("generic registration")
            }
            if !type.isPublic, type.lines.contains(where: { $0.isRegistration && app.imported.contains($0.registeredTarget ?? "") }) {
                features.insert("registration of another module's type")
            }
        }
        return result
    }

    func testRandomEditsAnalyseAsFreshAnalysesDo() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let recorder = Recorder()
        var tallies: [String: Tally] = [:]
        var features = Set<String>()
        var codes: [String: Int] = [:]
        var total = 0
        let seeds = 1...10
        for seed in seeds {
            let result = try run(seed: seed, edits: 110, tallies: &tallies, recorder: recorder, features: &features)
            total += result.edits
            codes.merge(result.codes, uniquingKeysWith: +)
        }
        let elapsed = clock.now - start

        // The summary: per kind, what the edited project's analysis did.
        func padded(_ text: String, _ width: Int) -> String { text.count >= width ? text : text + String(repeating: " ", count: width - text.count) }
        func number(_ value: Int) -> String { String(repeating: " ", count: max(0, 8 - String(value).count)) + String(value) }
        var table = ["\(padded("kind", 26))   edits    none patched  fresh(relinked  rebuilt) noLink  resKept"]
        for name in Kind.allCases.map(\.rawValue) + ["moduleEdited (importer)"] {
            let tally = tallies[name] ?? Tally()
            table.append(padded(name, 26) + number(tally.edits) + number(tally[.none]) + number(tally[.patched]) + number(tally.fresh)
                + number(tally[.relinked]) + number(tally[.rebuilt]) + number(tally[.noLink]) + number(tally.resolutionKept))
        }
        print("IncrementalAnalysisRandomTests: \(total) edits over \(seeds.count) seeds in \(elapsed)\n" + table.joined(separator: "\n"))
        print("features: \(features.sorted().joined(separator: ", "))")
        print("diagnostics at the end of each seed: \(codes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
        let reportedByServer = recorder.mismatches.filter { $0.contains("an incremental analysis differs from a fresh one") }.count
        print("mismatches: \(reportedByServer) reported by the server's own check (onMismatch), "
            + "\(recorder.mismatches.count - reportedByServer) found against a new analysis")

        XCTAssertGreaterThanOrEqual(total, 1000)
        for kind in Kind.allCases {
            XCTAssertGreaterThanOrEqual(tallies[kind.rawValue]?.edits ?? 0, 15, "too few \(kind.rawValue) edits to say anything")
        }
        for feature in ["registration", "registration <- Protocol", "reference", "parameter", "scope", "builder", "@Weaver(.registration)",
                        "@Weaver(.reference)", "contributes", "contributes map", "contributes priority", "contributes after",
                        "module contribution", "collection reference", "map collection reference", "self.mock", "#if os", "#if flag", "platforms",
                        "generic annotated type", "generic registration", "registration of another module's type"] {
            XCTAssertTrue(features.contains(feature), "no project holds '\(feature)'")
        }
        // The direction of the work each kind of edit makes.
        let body = tallies[Kind.bodyOnly.rawValue] ?? Tally()
        XCTAssertEqual(body[.none], body.edits, "an edit inside a function body analyses nothing")
        let retyped = tallies[Kind.referenceRetyped.rawValue] ?? Tally()
        XCTAssertGreaterThan(retyped[.patched] * 2, retyped.edits, "a reference retyped is patched into the last link most of the time")
        for kind in [Kind.registrationRetargeted, .parameterAdded, .parameterRemoved, .contributionEdited, .typeAdded, .typeRemoved] {
            let tally = tallies[kind.rawValue] ?? Tally()
            XCTAssertEqual(tally[.patched], 0, "\(kind.rawValue) changes the graph's shape: never patched")
            XCTAssertEqual(tally.fresh + tally[.noLink], tally.edits, "\(kind.rawValue) changes the graph's shape: linked again")
        }
        for kind in [Kind.typeAdded, .typeRemoved] {
            let tally = tallies[kind.rawValue] ?? Tally()
            XCTAssertEqual(tally[.rebuilt] + tally[.noLink], tally.edits, "\(kind.rawValue) changes the declarations: a new link context")
        }
        let added = (tallies[Kind.referenceAdded.rawValue] ?? Tally()), removed = (tallies[Kind.referenceRemoved.rawValue] ?? Tally())
        XCTAssertGreaterThan((added[.patched] + removed[.patched]) * 2, added.edits + removed.edits,
                             "a reference added or removed is patched into the last link most of the time")
        // Ids do not move (`DependencyTable`): a patched link keeps the last resolution.
        XCTAssertGreaterThanOrEqual(added.resolutionKept + removed.resolutionKept, added[.patched] + removed[.patched],
                                    "a reference added or removed keeps the last resolution")
        let importer = tallies["moduleEdited (importer)"] ?? Tally()
        XCTAssertGreaterThan(importer.edits - importer[.none], importer.edits / 3, "an edit in the module reaches the folder importing it")
    }
}
