import WeaverCore
extension Option {
    /// Where an option's value goes in each subset of the options a stage takes (ARCHITECTURE.md: options
    /// are stated once, and every subset is derived from the option table), so that a new option
    /// is one table entry and no subset can leave it out by accident. Each member is nil when
    /// the value is not part of that subset.
    struct Subsets: Sendable {
        /// The value's text in the cache key (`CacheKey.of`): set for everything that changes
        /// what a run produces, so that changing it regenerates (docs/commands.md).
        var cacheKey: (@Sendable (WeaverOptions) -> String)?
        /// Copies the value into the link stage's options.
        var link: (@Sendable (WeaverOptions, inout LinkOptions) -> Void)?
        /// Copies the value into the generator's options.
        var generate: (@Sendable (WeaverOptions, inout GeneratorOptions) -> Void)?
        /// Copies the value into the options of a module `--import-module` summarizes in this run:
        /// what decides which annotations hold (platform, project) is the importing run's.
        var moduleImport: (@Sendable (WeaverOptions, inout WeaverOptions) -> Void)?

        init(cacheKey: (@Sendable (WeaverOptions) -> String)? = nil,
             link: (@Sendable (WeaverOptions, inout LinkOptions) -> Void)? = nil,
             generate: (@Sendable (WeaverOptions, inout GeneratorOptions) -> Void)? = nil,
             moduleImport: (@Sendable (WeaverOptions, inout WeaverOptions) -> Void)? = nil) {
            self.cacheKey = cacheKey
            self.link = link
            self.generate = generate
            self.moduleImport = moduleImport
        }

        /// A path in the cache key: relative to the project, so that a moved project keeps its
        /// cache (docs/commands.md).
        static func relative(_ path: String, in options: WeaverOptions) -> String {
            PathResolver.relative(path, to: options.projectPath)
        }
    }
}

extension LinkOptions {
    /// The link stage's options: every option whose table entry says it is one of them.
    package init(_ options: WeaverOptions) {
        self.init()
        for option in Option.all { option.subsets.link?(options, &self) }
    }
}

extension GeneratorOptions {
    /// The generator's options: every option whose table entry says it is one of them.
    init(_ options: WeaverOptions) {
        self.init()
        for option in Option.all { option.subsets.generate?(options, &self) }
    }
}

extension WeaverOptions {
    /// Takes from `importing` every option whose table entry says an imported module's run
    /// shares it (`ModuleImports`).
    mutating func takeShared(from importing: WeaverOptions) {
        for option in Option.all { option.subsets.moduleImport?(importing, &self) }
    }
}
