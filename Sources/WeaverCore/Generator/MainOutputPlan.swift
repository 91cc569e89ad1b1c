/// What the main output's files are printed from, worked out once per run before anything is
/// printed (`Generator.mainOutputFiles`): the protocols, the containers' plans and emitters, the
/// mocks chosen, the types that get entry points, public initializers and module entry points.
struct MainOutputPlan: Sendable {
    let graph: DependencyGraph
    let options: GeneratorOptions
    let protocols: ResolverProtocols
    let inputResolvers: InputResolvers
    let objc: ObjCSupport
    let fileCount: Int
    let isolation: Isolation
    /// The annotated types in path order: the order of their containers in every file.
    let annotated: [TypeID]
    let mocks: MockSelection
    /// The containers as the mocks build them (`containers`) and as the app does (`plainContainers`):
    /// the same emitter when there are no mocks.
    let containers: ContainerEmitter
    let plainContainers: ContainerEmitter
    let hasMocks: Bool
    let mockDeclarations: [TypeID: GeneratedType]
    let mockCondition: String
    let entryPoints: [TypeID]
    let publicInitialized: [TypeID]
    let moduleEntered: [TypeID]
    /// With the output split, the types whose entry point, public initializer or module entry point
    /// goes with their container (empty in one file, where each kind has a section of its own).
    let (entryPointSet, publicInitializedSet, moduleEnteredSet): (Set<TypeID>, Set<TypeID>, Set<TypeID>)

    /// Split over files (docs/commands.md, Output as several files), everything of one type goes in
    /// the file its path hashes to: its resolver protocol, its container and what calls the
    /// container's initializer (its entry point, public initializer, module entry point, mock). An
    /// edit of the type's dependencies then changes declarations' bodies in the files of the
    /// containers it touches, and recompiles those files and the sources using the changed protocol.
    var isSplit: Bool { fileCount > 1 }

    init(_ graph: DependencyGraph, options: GeneratorOptions) {
        self.graph = graph
        self.options = options
        protocols = ResolverProtocols(graph: graph)
        inputResolvers = InputResolvers(graph: graph, protocols: protocols)
        objc = ObjCSupport(graph: graph, protocols: protocols)
        fileCount = max(1, options.containerFileCount)
        isolation = Isolation(mainActor: options.mainActor, isFilePrivate: fileCount == 1)
        annotated = graph.types.indices.filter { graph.types[$0].isAnnotated }.sorted { graph.types[$0].path < graph.types[$1].path }
        let annotated = annotated
        mocks = options.mocks || annotated.contains(where: { graph.types[$0].syntax?.mockLocation != nil })
            ? MockSelection(graph: graph, annotated: annotated, everyType: options.mocks) : .none
        // Every container's plan first.
        let inputResolvers = inputResolvers
        let plans = Dictionary(uniqueKeysWithValues: zip(annotated, ConcurrentMap.map(annotated) { type in
            ContainerPlan(type: type, graph: graph, inputResolvers: inputResolvers)
        }))
        let sourcePaths = SourcePaths(base: options.absoluteSourceBase)
        containers = ContainerEmitter(graph: graph, inputResolvers: inputResolvers, objc: objc, isolation: isolation, plans: plans,
                                      inputs: ContainerInputs(graph: graph, types: annotated, buildingInPlace: mocks.overridable),
                                      sourcePaths: sourcePaths, mocks: mocks)
        // With mocks, a container that takes overrides is written twice, the mock's way under the
        // mock condition and the app's way in its `#else`: where the condition is false (a
        // release build), the compiler sees exactly the output without mocks (docs/mocks.md).
        hasMocks = !mocks.overridable.isEmpty || !mocks.mocked.isEmpty
        plainContainers = !hasMocks ? containers
            : ContainerEmitter(graph: graph, inputResolvers: inputResolvers, objc: objc, isolation: isolation, plans: plans,
                               inputs: ContainerInputs(graph: graph, types: annotated, buildingInPlace: []), sourcePaths: sourcePaths, mocks: .none)
        // Worked out once, before the types are printed on every core (it memoizes as it goes).
        var mockDefaults = MockDefaults(graph: graph, mocks: mocks)
        let (mocks, isolation) = (mocks, isolation)
        mockDeclarations = Dictionary(uniqueKeysWithValues: mocks.mocked.map { type in
            (type, MockEmitter.declaration(type, graph: graph, mocks: mocks, defaults: &mockDefaults, isolation: isolation))
        })
        mockCondition = "#if " + options.mockCondition
        entryPoints = MainContainerEmitter.entryPoints(graph, annotated: annotated)
        publicInitialized = annotated.filter { PublicInitializerEmitter.needsInitializer($0, graph: graph) }
        moduleEntered = options.moduleName == nil ? [] : annotated.filter { SummaryBuilder.hasEntryPoint($0, in: graph) }
        (entryPointSet, publicInitializedSet, moduleEnteredSet) = fileCount > 1
            ? (Set(entryPoints), Set(publicInitialized), Set(moduleEntered)) : ([], [], [])
    }
}

/// One annotated type's printed parts: its resolver declaration (in one file; split, it goes with
/// the container), its container with what goes with it, its mock (in one file, the mocks are
/// printed together), and the runtime support each names.
struct TypeTexts: Sendable {
    var resolver: String
    var container: String
    var mock: String
    var support: SupportSet
    var mockSupport: SupportSet
}

/// The printed parts of the main output, joined into files by `MainOutputPlan.oneFile` or
/// `splitFiles`.
struct MainOutputParts {
    var types: [TypeTexts]
    /// The `// MARK: - Resolvers` line, then the per-dependency protocols by runs, the types'
    /// resolver declarations (in one file) and the input resolvers' compositions.
    var resolvers: [String]
    var inputContainers = ""
    var sections: [OutputSection] = []
    var support = SupportSet()
    var mockSupport = SupportSet()
    var supportText = ""
    var entry = ""
    var fileHeader = ""
}

extension MainOutputPlan {
    /// One type's parts, printed on any core.
    func texts(of type: TypeID) -> TypeTexts {
        let typeProtocols = protocols.protocols(of: graph.types[type].dependencies)
        let resolverDeclaration = Declaration.type(TypeResolverEmitter.declaration(type, protocols: typeProtocols, graph: graph, isolation: isolation))
        var resolver = Printer()
        if !isSplit { resolver.print([.blank, resolverDeclaration]) }
        // About twice an average container: most are printed without growing the buffer.
        var container = Printer(reservingCapacity: 4096)
        if isSplit { container.print([.blank, resolverDeclaration]) }
        let plain = Declaration.type(plainContainers.container(type, protocolNames: typeProtocols.map(\.name)))
        let extras = extras(of: type)
        guard hasMocks else {
            container.print([.blank, plain] + extras)
            return TypeTexts(resolver: resolver.output, container: container.output, mock: "", support: container.support, mockSupport: SupportSet())
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
        return TypeTexts(resolver: resolver.output, container: container.output, mock: mock.output, support: plainOnly.support, mockSupport: mockSupport)
    }

    /// Split over files, what calls a type's container initializer goes with the container.
    private func extras(of type: TypeID) -> [Declaration] {
        var extras: [Declaration] = []
        if entryPointSet.contains(type) { extras += [.blank, .type(MainContainerEmitter.entryPointExtension(type, graph: graph))] }
        if publicInitializedSet.contains(type) { extras += [.blank, .type(PublicInitializerEmitter.declaration(type, graph: graph))] }
        if moduleEnteredSet.contains(type) { extras += [.blank, .type(ModuleEntryPointEmitter.declaration(type, graph: graph))] }
        return extras
    }

    /// The per-dependency protocols, then the builders' input resolvers: in one file after the
    /// entry points; split, in `WeaverResolvers.swift`, the only file a new dependency name
    /// changes, which no container depends on but those of builders.
    func resolverTexts(_ types: [TypeTexts]) -> [String] {
        var printer = Printer()
        printer.print([.blank, .line("// MARK: - Resolvers")])
        // Printed a run of protocols per core, joined in order (a large graph declares
        // thousands of them).
        let runs = stride(from: 0, to: protocols.all.count, by: 512).map { $0..<min($0 + 512, protocols.all.count) }
        var texts = [printer.output]
        texts += ConcurrentMap.map(runs) { run in
            var part = Printer()
            for proto in protocols.all[run] { part.print([.blank, objc.declaration(proto, isolation: isolation)]) }
            return part.output
        }
        if !isSplit { texts += types.map(\.resolver) }
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
        texts.append(printer.output)
        return texts
    }

    /// The builders' input resolvers' containers.
    func inputContainers(support: inout SupportSet) -> String {
        var printer = Printer()
        if !inputResolvers.ordered.isEmpty { printer.print([.blank, .line("// MARK: - Input containers")]) }
        for input in inputResolvers.ordered {
            printer.print([.blank, .type(InputContainerEmitter.container(input, graph: graph, objc: objc, isolation: isolation))])
        }
        support.formUnion(printer.support)
        return printer.output
    }

    /// In one file, the public initializers and the module entry points, each in a section.
    func sections(support: inout SupportSet) -> [OutputSection] {
        guard !isSplit else { return [] }
        let graph = graph
        let sections = [
            Self.section("Public initializers", of: publicInitialized) { PublicInitializerEmitter.declaration($0, graph: graph) },
            Self.section("Module entry points", of: moduleEntered) { ModuleEntryPointEmitter.declaration($0, graph: graph) },
        ]
        for section in sections { support.formUnion(section.support) }
        return sections.flatMap(\.sections)
    }

    /// What every container uses and no everyday edit changes (`Weaver.swift` when split): the
    /// property wrappers, the runtime support the printed code names, and the mocks' support under
    /// their condition.
    func supportText(support: SupportSet, mockSupport: SupportSet) -> String {
        var printer = Printer()
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
        return printer.output
    }

    /// The file's header, `MainDependencyContainer` (with every entry point, in one file), and the
    /// checks of the elements other modules build.
    func entryText(header: [Declaration]) -> String {
        var printer = Printer()
        printer.print(header)
        printer.print([.blank, .line("// MARK: - Entry points"), .blank])
        printer.print(MainContainerEmitter.declarations(graph, members: isSplit ? [] : MainContainerEmitter.members(graph, entryPoints: entryPoints),
                                                        objc: objc, options: options, isolation: isolation))
        let contributionChecks = CompilerCheck.contributions(in: graph)
        if !contributionChecks.isEmpty {
            // In a function's body, never called: a body is no part of the module's interface, so
            // an element's moved line (the check's `#sourceLocation`) recompiles this file only,
            // where a top-level declaration would change the interface of the module's source
            // file and recompile every file of every module using a name of it.
            let paths = SourcePaths(base: options.absoluteSourceBase)
            printer.print([.blank, .line("// MARK: - Elements other modules build, checked here"), .blank,
                           .function(FunctionDeclaration(modifiers: "private", name: "weaverCheckContributedElements", parameters: [], result: nil,
                                                         body: contributionChecks.map { $0.statement(paths: paths) }))])
        }
        return printer.output
    }

    /// Split: `Weaver.swift` (entry points and support), `WeaverResolvers.swift`, and each container
    /// file with the containers whose type paths hash to it.
    func splitFiles(_ parts: MainOutputParts) -> [(file: MainOutputFile, text: String)] {
        var containerFiles: [[OutputSection]] = Array(repeating: [], count: fileCount)
        for (type, text) in zip(annotated, parts.types) {
            containerFiles[MainOutputFiles.file(of: graph.types[type].path, count: fileCount)].append(.printed(text.container))
        }
        let resolversFile: [OutputSection] = [.printed(parts.fileHeader), .mark("Per-dependency resolvers")]
            + parts.resolvers.dropFirst().map(OutputSection.printed) + [.printed(parts.inputContainers)]
        let containersHead: [OutputSection] = [.printed(parts.fileHeader), .mark("Resolvers and containers")]
        return [(.main, parts.entry + parts.supportText), (.resolvers, OutputSection.text(of: resolversFile))]
            + containerFiles.enumerated().map { (.containers($0.offset + 1), OutputSection.text(of: containersHead + $0.element)) }
    }

    /// One file: entry points, resolvers, containers, input containers, sections, mocks, support.
    func oneFile(_ parts: MainOutputParts) -> String {
        var finished: [OutputSection] = [.printed(parts.entry)] + parts.resolvers.map(OutputSection.printed)
        finished.append(.mark("Containers"))
        finished += parts.types.map { .printed($0.container) }
        finished.append(.printed(parts.inputContainers))
        finished += parts.sections
        if !mockDeclarations.isEmpty {
            finished.append(.conditional(mockCondition, [.mark("Mocks")] + parts.types.map { .printed($0.mock) }))
        }
        finished.append(.printed(parts.supportText))
        return OutputSection.text(of: finished)
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
