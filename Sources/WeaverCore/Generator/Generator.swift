/// What the generator needs from the options.
public struct GeneratorOptions: Sendable {
    public var swiftlintDisableAll = true
    /// Prefixes `MainDependencyContainer`'s Objective-C runtime name when `objc` is used.
    public var projectName: String?
    public var platform: Platform?
    /// `--mainactor`: the container, resolvers and slots are isolated to the main actor.
    public var mainActor = false
    /// `--mocks`: every annotated type gets a full-graph mock (docs/mocks.md); without it, only the
    /// types that ask with `self.mock = true`.
    public var mocks = false
    /// The `#if` condition around the mocks.
    public var mockCondition = MockCondition.default
    /// `--module-name`: the module's public types get entry points for other modules (docs/modules.md).
    public var moduleName: String?
    /// How many files the containers are spread over (`MainOutputFiles`); 1 keeps one file.
    public var containerFileCount = 1
    /// The project path when `#sourceLocation` directives name files by absolute path
    /// (`--absolute-paths`); nil names them relative to the project path.
    public var absoluteSourceBase: String?
    /// With `absoluteSourceBase`: each summarized module's project path, so that a check at an
    /// element of another module names that module's file (docs/contributions.md).
    public var moduleRoots: [String: String] = [:]

    public init(swiftlintDisableAll: Bool = true, projectName: String? = nil, platform: Platform? = nil, mainActor: Bool = false,
                absoluteSourceBase: String? = nil, moduleName: String? = nil) {
        self.swiftlintDisableAll = swiftlintDisableAll
        self.projectName = projectName
        self.platform = platform
        self.mainActor = mainActor
        self.absoluteSourceBase = absoluteSourceBase
        self.moduleName = moduleName
    }
}

/// The generate stage: a valid graph → the text of the main output (docs/semantics.md). Pure and
/// deterministic: the same graph gives the same bytes.
public enum Generator {
    /// The main output as one file.
    public static func mainOutput(_ graph: DependencyGraph, options: GeneratorOptions = GeneratorOptions()) -> String {
        var single = options
        single.containerFileCount = 1
        return mainOutputFiles(graph, options: single)[0].text
    }

    /// The main output's files, each named by what it holds (`MainOutputFile`): `.main`, then, when
    /// `containerFileCount` is more than one, `.resolvers` and each `.containers` file.
    public static func mainOutputFiles(_ graph: DependencyGraph, options: GeneratorOptions) -> [(file: MainOutputFile, text: String)] {
        let protocols = ResolverProtocols(graph: graph)
        let inputResolvers = InputResolvers(graph: graph, protocols: protocols)
        let objc = ObjCSupport(graph: graph, protocols: protocols)
        let fileCount = max(1, options.containerFileCount)
        let isolation = Isolation(mainActor: options.mainActor, isFilePrivate: fileCount == 1)
        let annotated = graph.types.indices.filter { graph.types[$0].isAnnotated }.sorted { graph.types[$0].path < graph.types[$1].path }
        let mocks = options.mocks || annotated.contains(where: { graph.types[$0].syntax?.mockLocation != nil })
            ? MockSelection(graph: graph, annotated: annotated, everyType: options.mocks) : .none
        // Every container's plan first.
        let inputs = ContainerInputs(graph: graph, types: annotated, buildingInPlace: mocks.overridable)
        let plans = Dictionary(uniqueKeysWithValues: zip(annotated, ConcurrentMap.map(annotated) { type in
            ContainerPlan(type: type, graph: graph, inputResolvers: inputResolvers)
        }))
        let containers = ContainerEmitter(graph: graph, inputResolvers: inputResolvers, objc: objc,
                                          isolation: isolation, plans: plans, inputs: inputs,
                                          sourcePaths: SourcePaths(base: options.absoluteSourceBase, moduleRoots: options.moduleRoots), mocks: mocks)
        // With mocks, a container that takes overrides is written twice, the mock's way under the
        // mock condition and the app's way in its `#else`: where the condition is false (a
        // release build), the compiler sees exactly the output without mocks (docs/mocks.md).
        let hasMocks = !mocks.overridable.isEmpty || !mocks.mocked.isEmpty
        let plainContainers = !hasMocks ? containers
            : ContainerEmitter(graph: graph, inputResolvers: inputResolvers, objc: objc, isolation: isolation, plans: plans,
                               inputs: ContainerInputs(graph: graph, types: annotated, buildingInPlace: []),
                               sourcePaths: SourcePaths(base: options.absoluteSourceBase, moduleRoots: options.moduleRoots), mocks: .none)
        // Worked out once, before the types are printed on every core (it memoizes as it goes).
        var mockDefaults = MockDefaults(graph: graph, mocks: mocks)
        let mockDeclarations = Dictionary(uniqueKeysWithValues: mocks.mocked.map { type in
            (type, MockEmitter.declaration(type, graph: graph, mocks: mocks, defaults: &mockDefaults, isolation: isolation))
        })
        let mockCondition = "#if " + options.mockCondition
        let entryPoints = MainContainerEmitter.entryPoints(graph, annotated: annotated)
        let publicInitialized = annotated.filter { PublicInitializerEmitter.needsInitializer($0, graph: graph) }
        let moduleEntered = options.moduleName == nil ? [] : annotated.filter { SummaryBuilder.hasEntryPoint($0, in: graph) }
        // Split over files (docs/commands.md, Output as several files), everything of one type goes in the file
        // its path hashes to: its resolver protocol, its container and what calls the container's
        // initializer (its entry point, public initializer, module entry point, mock). An edit of
        // the type's dependencies then changes declarations' bodies in the files of the containers
        // it touches, and recompiles those files and the sources using the changed protocol.
        let isSplit = fileCount > 1
        let (entryPointSet, publicInitializedSet, moduleEnteredSet) = isSplit
            ? (Set(entryPoints), Set(publicInitialized), Set(moduleEntered)) : ([], [], [])
        // Each type's resolver declaration and container are independent: built and printed on
        // every core, joined in path order (on one core, they would be much of a run that
        // regenerates a large graph).
        let typeTexts = ConcurrentMap.map(annotated) { type in
            let typeProtocols = protocols.protocols(of: graph.types[type].dependencies)
            let resolverDeclaration = Declaration.type(TypeResolverEmitter.declaration(type, protocols: typeProtocols, graph: graph, isolation: isolation))
            var resolver = Printer()
            if !isSplit { resolver.print([.blank, resolverDeclaration]) }
            // About twice an average container: most are printed without growing the buffer.
            var container = Printer(reservingCapacity: 4096)
            if isSplit { container.print([.blank, resolverDeclaration]) }
            let plain = Declaration.type(plainContainers.container(type, protocolNames: typeProtocols.map(\.name)))
            var extras: [Declaration] = []
            if entryPointSet.contains(type) { extras += [.blank, .type(MainContainerEmitter.entryPointExtension(type, graph: graph))] }
            if publicInitializedSet.contains(type) { extras += [.blank, .type(PublicInitializerEmitter.declaration(type, graph: graph))] }
            if moduleEnteredSet.contains(type) { extras += [.blank, .type(ModuleEntryPointEmitter.declaration(type, graph: graph))] }
            guard hasMocks else {
                container.print([.blank, plain] + extras)
                return (resolver: resolver.output, container: container.output, mock: "", support: container.support, mockSupport: SupportSet())
            }
            // What only the mocks use, kept apart so that it goes under the condition too.
            var plainOnly = Printer()
            plainOnly.print(plain)
            let plainText = plainOnly.output
            plainOnly.print(extras)
            let mocked = Declaration.type(containers.container(type, protocolNames: typeProtocols.map(\.name)))
            var mockOnly = Printer()
            mockOnly.print(mocked)
            container.print(Declaration.blank)
            container.print(mockOnly.output == plainText ? plain
                : .conditional([Branch(directive: mockCondition, content: [mocked]), Branch(directive: "#else", content: [plain])]))
            container.print(extras)
            var conditional: [Declaration] = []
            if mocks.overridable.contains(type) {
                conditional += [.blank] + MockOverridesEmitter.declarations(type, graph: graph, mocks: mocks, inputResolvers: inputResolvers,
                                                                            isolation: isolation)
            }
            // Split over files, a mock goes with its container; in one file, the mocks are together.
            var mock = Printer()
            if let declaration = mockDeclarations[type] {
                if isSplit { conditional += [.blank, .type(declaration)] } else { mock.print([.blank, .type(declaration)]) }
            }
            if !conditional.isEmpty { container.print([.blank, .conditional([Branch(directive: mockCondition, content: Array(conditional.dropFirst()))])]) }
            mockOnly.print(conditional)
            var mockSupport = mockOnly.support
            mockSupport.formUnion(mock.support)
            return (resolver: resolver.output, container: container.output, mock: mock.output, support: plainOnly.support, mockSupport: mockSupport)
        }
        var support = typeTexts.reduce(into: SupportSet()) { $0.formUnion($1.support) }
        let mockSupport = typeTexts.reduce(into: SupportSet()) { $0.formUnion($1.mockSupport) }

        // The per-dependency protocols, then the builders' input resolvers and their containers:
        // in one file after the entry points; split, in `WeaverResolvers.swift`, the only file a
        // new dependency name changes, which no container depends on but those of builders.
        var printer = Printer()
        printer.print([.blank, .line("// MARK: - Resolvers")])
        // Printed a run of protocols per core, joined in order (a large graph declares
        // thousands of them).
        let runs = stride(from: 0, to: protocols.all.count, by: 512).map { $0..<min($0 + 512, protocols.all.count) }
        var resolverTexts = [printer.output]
        resolverTexts += ConcurrentMap.map(runs) { run in
            var part = Printer()
            for proto in protocols.all[run] { part.print([.blank, objc.declaration(proto, isolation: isolation)]) }
            return part.output
        }
        if !isSplit { resolverTexts += typeTexts.map { $0.resolver } }
        printer = Printer()
        for input in inputResolvers.ordered {
            let names = unique(input.members.map(\.protocolName)) + input.typeResolvers
            printer.print(Declaration.blank)
            if names.isEmpty {
                printer.print(.type(GeneratedType(kind: .protocol, name: input.typealiasName, inherits: [TypeName("AnyObject")], members: [])))
            } else {
                printer.print(.composition(name: input.typealiasName, names))
            }
        }
        resolverTexts.append(printer.output)
        printer = Printer()
        if !inputResolvers.ordered.isEmpty { printer.print([.blank, .line("// MARK: - Input containers")]) }
        for input in inputResolvers.ordered {
            printer.print([.blank, .type(InputContainerEmitter.container(input, graph: graph, objc: objc, isolation: isolation))])
        }
        support.formUnion(printer.support)
        let inputContainersText = printer.output
        let sections = isSplit ? [] : [
            section("Public initializers", of: publicInitialized) { PublicInitializerEmitter.declaration($0, graph: graph) },
            section("Module entry points", of: moduleEntered) { ModuleEntryPointEmitter.declaration($0, graph: graph) },
        ]
        for section in sections { support.formUnion(section.support) }

        // What every container uses and no everyday edit changes: `Weaver.swift` when split.
        printer = Printer()
        let arities = WrapperAccessors.usedArities(in: graph)
        if !arities.isEmpty {
            printer.print([.blank, .line("// MARK: - Property wrappers"), .blank, .template(WrapperRuntime.source(arities: arities, isolation: isolation))])
        }
        let plainComponents = RuntimeSupport.closure(of: isSplit ? support.components.union(RuntimeSupport.everyGraphComponent) : support.components,
                                                     isolation: isolation)
        let runtime = RuntimeSupport.source(of: plainComponents, isolation: isolation)
        let mockRuntime = RuntimeSupport.source(of: RuntimeSupport.closure(of: plainComponents.union(mockSupport.components), isolation: isolation)
            .subtracting(plainComponents), isolation: isolation)
        if objc.isUsed || !runtime.isEmpty { printer.print([.blank, .line("// MARK: - Support")]) }
        if objc.isUsed { printer.print([.blank, ObjCSupport.baseDeclaration]) }
        if !runtime.isEmpty { printer.print([.blank, .template(runtime)]) }
        if !mockRuntime.isEmpty {
            printer.print([.blank, .conditional([Branch(directive: mockCondition, content: [.line("// MARK: - Mocks' support"), .blank, .template(mockRuntime)])])])
        }
        let supportText = printer.output

        printer = Printer()
        printer.print(header(graph, options: options))
        printer.print([.blank, .line("// MARK: - Entry points"), .blank])
        printer.print(MainContainerEmitter.declarations(graph, members: isSplit ? [] : MainContainerEmitter.members(graph, entryPoints: entryPoints),
                                                        objc: objc, options: options, isolation: isolation))
        let contributionChecks = CompilerCheck.contributions(in: graph)
        if !contributionChecks.isEmpty {
            // In a function's body, never called: a body is no part of the module's interface, so
            // an element's moved line (the check's `#sourceLocation`) recompiles this file only,
            // where a top-level declaration would change the interface of the module's source
            // file and recompile every file of every module using a name of it.
            let paths = SourcePaths(base: options.absoluteSourceBase, moduleRoots: options.moduleRoots)
            printer.print([.blank, .line("// MARK: - Elements other modules build, checked here"), .blank,
                           .function(FunctionDeclaration(modifiers: "private", name: "weaverCheckContributedElements", parameters: [], result: nil,
                                                         body: contributionChecks.map { $0.statement(paths: paths) }))])
        }
        let entryText = printer.output
        var headerPrinter = Printer()
        headerPrinter.print(header(graph, options: options))
        let fileHeader = headerPrinter.output
        if isSplit {
            var containerFiles: [[OutputSection]] = Array(repeating: [], count: fileCount)
            for (type, text) in zip(annotated, typeTexts) {
                containerFiles[MainOutputFiles.file(of: graph.types[type].path, count: fileCount)].append(.printed(text.container))
            }
            let resolversFile: [OutputSection] = [.printed(fileHeader), .mark("Per-dependency resolvers")]
                + resolverTexts.dropFirst().map(OutputSection.printed) + [.printed(inputContainersText)]
            let containersHead: [OutputSection] = [.printed(fileHeader), .mark("Resolvers and containers")]
            return [(.main, entryText + supportText), (.resolvers, OutputSection.text(of: resolversFile))]
                + containerFiles.enumerated().map { (.containers($0.offset + 1), OutputSection.text(of: containersHead + $0.element)) }
        }

        var finished: [OutputSection] = [.printed(entryText)] + resolverTexts.map(OutputSection.printed)
        finished.append(.mark("Containers"))
        finished += typeTexts.map { .printed($0.container) }
        finished.append(.printed(inputContainersText))
        finished += sections.flatMap(\.sections)
        if !mockDeclarations.isEmpty {
            finished.append(.conditional(mockCondition, [.mark("Mocks")] + typeTexts.map { .printed($0.mock) }))
        }
        finished.append(.printed(supportText))
        return [(.main, OutputSection.text(of: finished))]
    }

    /// What every file of the main output starts with: weaver's header on the first line
    /// (docs/commands.md: it is how the next run knows the file is its own), then the imports.
    private static func header(_ graph: DependencyGraph, options: GeneratorOptions) -> [Declaration] {
        [.line("// This file is generated by weaver \(WeaverVersion.current). Do not edit it: run `weaver swift` to regenerate it.")]
            + (options.swiftlintDisableAll ? [.line("// swiftlint:disable all")] : []) + [.blank]
            + imports(graph)
    }

    /// The import lines of a generated file: Foundation first when the module's files import it,
    /// else the C library the runtime support's locks need (`platformImports`); then the others.
    static func imports(_ graph: DependencyGraph) -> [Declaration] {
        let modules = importedModules(graph)
        let lines = modules.map { Declaration.line("import \($0)") }
        return modules.first == "Foundation" ? lines : platformImports + lines
    }

    /// What the runtime support needs (pthread's locks) when the module's files do not import
    /// Foundation: the C library, except on Apple platforms, where Foundation is loaded by every
    /// app anyway and the output stays as Weaver 1.x wrote it. Elsewhere Foundation is a Swift
    /// module each compile job of the module would load for nothing: in a package of a hundred
    /// small modules that was a fifth of a clean build (Benchmarks/LOG.md, 2026-11-29).
    static let platformImports: [Declaration] = [
        .line("#if canImport(Darwin)"), .line("import Foundation"),
        .line("#elseif canImport(Glibc)"), .line("import Glibc"),
        .line("#elseif canImport(Musl)"), .line("import Musl"),
        .line("#else"), .line("import Foundation"),
        .line("#endif"),
    ]

    /// The module's own files' imports (Foundation first, when one of them imports it), then the
    /// modules whose types the generated code may name without those files naming them: each
    /// other module whose type it builds, and the modules that module's run read summaries of (a
    /// need it passes on through its entry point may have a type of one of them), when this run
    /// read them too: they are built before this module, so the import resolves.
    static func importedModules(_ graph: DependencyGraph) -> [String] {
        var modules = (graph.imports.contains("Foundation") ? ["Foundation"] : []) + graph.imports.filter { $0 != "Foundation" }
        var listed = Set(modules)
        let summarized = Set(graph.summarizedModules)
        var added = Set<String>()
        for type in graph.types {
            guard let module = type.external?.module else { continue }
            added.insert(module)
            for imported in graph.moduleImports[module] ?? [] where summarized.contains(imported) { added.insert(imported) }
        }
        // Another module's element is built here by its name (`SyncTask()`): its module, which
        // the consumer's files may reach only through another import.
        for index in Set(graph.collections.elementOf.values) where !graph.collections.elements[index].module.isEmpty {
            added.insert(graph.collections.elements[index].module)
        }
        if let own = graph.moduleName { added.remove(own) }
        for module in added.sorted() where listed.insert(module).inserted { modules.append(module) }
        return modules
    }

    /// `// MARK: - <title>` and one declaration per type, each after a blank line, built and
    /// printed on every core (a module's entry points and initializers, written on one core after
    /// everything else, would hold up its generation); nothing without types.
    private static func section(_ title: String, of types: [TypeID],
                                _ declaration: @escaping @Sendable (TypeID) -> GeneratedType) -> (sections: [OutputSection], support: SupportSet) {
        guard !types.isEmpty else { return ([], SupportSet()) }
        let blocks = ConcurrentMap.map(types) { type in
            var printer = Printer()
            printer.print([.blank, .type(declaration(type))])
            return (text: printer.output, support: printer.support)
        }
        return ([.mark(title)] + blocks.map { .printed($0.text) }, blocks.reduce(into: SupportSet()) { $0.formUnion($1.support) })
    }
}
