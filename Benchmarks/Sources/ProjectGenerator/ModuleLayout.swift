import Foundation

/// The synthetic project cut into modules, as an app large enough for a DI tool is (docs/modules.md).
///
/// `App` holds the root; every other annotated type goes to the module of its depth and of the
/// branch it hangs from (its ancestor at depth 2, or itself above that, modulo `branches`), so a
/// parent and the child it
/// registers are always in adjacent layers of one branch: a module imports only deeper modules,
/// registrations cross one module boundary, and references to services registered 2–6 levels up
/// cross as many. The unannotated files are dealt out to the modules in turn. Every annotated type
/// is made `public` when the files are written for modules, so that the module above can register it.
public struct ModuleLayout: Sendable {
    public struct Module: Sendable {
        public var name: String
        /// Depth of its types (0 for `App`).
        public var depth: Int
        /// Paths relative to the project, annotated files first.
        public var files: [String] = []
        /// The modules its types register children in (one layer deeper).
        public var directDependencies: Set<String> = []
        /// Every module it imports, directly or not, deepest first.
        public var allDependencies: [String] = []
    }

    /// In build order: deepest layer first, `App` last.
    public var modules: [Module]
    public var moduleOfType: [Int]

    public static func make(_ project: SyntheticProject, branches: Int = 12) -> ModuleLayout {
        let plan = project.plan
        func branch(of type: Int) -> Int {
            var current = type
            while let parent = plan.types[current].parent, plan.types[current].depth > 2 { current = parent }
            return current % branches
        }
        var names: [String] = []
        var indexByName: [String: Int] = [:]
        var modules: [Module] = []
        var moduleOfType = Array(repeating: 0, count: plan.types.count)
        for type in plan.types.indices {
            let depth = plan.types[type].depth
            let name = depth == 0 ? "App" : String(format: "L%02dB%02d", depth, branch(of: type))
            if indexByName[name] == nil {
                indexByName[name] = modules.count
                names.append(name)
                modules.append(Module(name: name, depth: depth))
            }
            moduleOfType[type] = indexByName[name]!
            modules[indexByName[name]!].files.append(project.annotatedFiles[type])
        }
        for type in plan.types.indices {
            guard let parent = plan.types[type].parent else { continue }
            let parentModule = moduleOfType[parent], childModule = moduleOfType[type]
            if parentModule != childModule { modules[parentModule].directDependencies.insert(modules[childModule].name) }
        }
        let annotated = Set(project.annotatedFiles)
        for (offset, file) in project.allFiles.filter({ !annotated.contains($0) }).enumerated() {
            modules[offset % modules.count].files.append(file)
        }
        // Transitive imports, deepest first; layers only import deeper layers, so ordering by
        // depth (deepest first) is a build order.
        modules.sort { ($0.depth, $0.name) > ($1.depth, $1.name) }
        let order = Dictionary(uniqueKeysWithValues: modules.enumerated().map { ($1.name, $0) })
        for index in modules.indices {
            var seen = Set<String>()
            var pending = Array(modules[index].directDependencies)
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                pending += modules[order[next]!].directDependencies
            }
            modules[index].allDependencies = seen.sorted { order[$0]! < order[$1]! }
        }
        moduleOfType = moduleOfType.map { old in order[names[old]]! }
        return ModuleLayout(modules: modules, moduleOfType: moduleOfType)
    }

    /// Makes every annotated type of the project `public` in its file, as a type another module
    /// registers must be.
    public static func publicize(_ project: SyntheticProject) throws {
        for (index, path) in project.annotatedFiles.enumerated() {
            let url = project.root.appendingPathComponent(path)
            let type = project.plan.types[index]
            let keyword = type.isStruct ? "struct" : "final class"
            let text = try String(contentsOf: url, encoding: .utf8)
                .replacingOccurrences(of: "\(keyword) \(type.simpleName) {", with: "public \(keyword) \(type.simpleName) {")
            try Data(text.utf8).write(to: url)
        }
    }
}
