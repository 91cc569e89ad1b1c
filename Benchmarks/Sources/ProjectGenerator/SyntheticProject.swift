import Foundation

/// A synthetic project on disk: `Sources/ModuleNN/*.swift`, about 100 lines per file, a fraction of
/// them annotated (one annotated type per annotated file), plus `annotated-files.txt` (the
/// annotated files, relative to the project) and `project-stats.txt`.
public struct SyntheticProject: Sendable {
    public struct Configuration: Sendable {
        public var files: Int
        public var annotatedFraction: Double = 0.2
        /// Overrides `files * annotatedFraction` when set.
        public var annotatedTypes: Int?
        public var seed: UInt64 = 42
        public var maxDepth: Int = 10

        public init(files: Int, annotatedFraction: Double = 0.2, annotatedTypes: Int? = nil, seed: UInt64 = 42, maxDepth: Int = 10) {
            self.files = files
            self.annotatedFraction = annotatedFraction
            self.annotatedTypes = annotatedTypes
            self.seed = seed
            self.maxDepth = maxDepth
        }

        public var annotatedCount: Int {
            max(12, annotatedTypes ?? Int((Double(files) * annotatedFraction).rounded()))
        }
    }

    public let root: URL
    public let configuration: Configuration
    public let plan: GraphPlan
    /// Paths relative to `root`.
    public let annotatedFiles: [String]
    public let allFiles: [String]
    public let totalLines: Int
    public let totalBytes: Int

    public var sourcesPath: String { root.appendingPathComponent("Sources").path }

    /// The file whose string the harness edits, and the text to replace.
    public var editableFile: String { annotatedFiles[annotatedFiles.count / 2] }
    public static var revisionMarker: String { AnnotatedFileWriter.revisionMarker }

    /// Writes the project into `root` (created; an existing `Sources` folder is replaced).
    public static func write(to root: URL, _ configuration: Configuration) throws -> SyntheticProject {
        var rng = SplitMix64(seed: configuration.seed)
        let annotatedCount = configuration.annotatedCount
        let plan = GraphPlan.make(count: annotatedCount, maxDepth: configuration.maxDepth, rng: &rng)
        let fileCount = max(configuration.files, plan.types.count)

        let fileManager = FileManager.default
        let sources = root.appendingPathComponent("Sources")
        try? fileManager.removeItem(at: sources)
        try fileManager.createDirectory(at: sources, withIntermediateDirectories: true)

        // Annotated files are spread evenly among the others.
        var isAnnotatedSlot = Array(repeating: false, count: fileCount)
        for index in 0..<plan.types.count {
            isAnnotatedSlot[index * fileCount / plan.types.count] = true
        }

        var annotatedFiles: [String] = []
        var allFiles: [String] = []
        var totalLines = 0
        var totalBytes = 0
        var nextType = 0
        var createdFolders = Set<String>()
        for slot in 0..<fileCount {
            let folder = String(format: "Module%03d", slot / 100)
            if createdFolders.insert(folder).inserted {
                try fileManager.createDirectory(at: sources.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            let name: String
            let lines: [String]
            if isAnnotatedSlot[slot] {
                let type = plan.types[nextType]
                nextType += 1
                name = type.fileName
                lines = AnnotatedFileWriter.lines(for: type, in: plan, rng: &rng)
            } else {
                let word = NameFactory.featureWords[rng.below(NameFactory.featureWords.count)]
                let prefix = "\(word)\(slot)"
                name = "\(prefix).swift"
                var text = ["import Foundation"]
                FillerWriter.append(to: &text, prefix: prefix, targetLines: rng.within(85...115), rng: &rng)
                lines = text
            }
            let relative = "Sources/\(folder)/\(name)"
            let content = lines.joined(separator: "\n") + "\n"
            let data = Data(content.utf8)
            try data.write(to: root.appendingPathComponent(relative))
            totalLines += lines.count
            totalBytes += data.count
            allFiles.append(relative)
            if isAnnotatedSlot[slot] { annotatedFiles.append(relative) }
        }

        let project = SyntheticProject(root: root, configuration: configuration, plan: plan,
                                       annotatedFiles: annotatedFiles, allFiles: allFiles,
                                       totalLines: totalLines, totalBytes: totalBytes)
        try (annotatedFiles.joined(separator: "\n") + "\n")
            .write(to: root.appendingPathComponent("annotated-files.txt"), atomically: true, encoding: .utf8)
        try project.summary.write(to: root.appendingPathComponent("project-stats.txt"), atomically: true, encoding: .utf8)
        return project
    }

    public var summary: String {
        let scopes = plan.scopeCounts
        return """
        files: \(allFiles.count) (\(annotatedFiles.count) annotated), lines: \(totalLines), bytes: \(totalBytes)
        annotated types: \(plan.types.count), max depth: \(plan.maxDepth)
        dependencies: \(plan.dependencyCount) (registrations \(plan.registrationCount), references \(plan.referenceCount), parameters \(plan.parameterCount)); wrapper-style: \(plan.wrapperAnnotationCount)
        registered-only services: \(plan.serviceCount)
        scopes: container \(scopes[.container] ?? 0), lazy \(scopes[.lazy] ?? 0), weak \(scopes[.weak] ?? 0), transient \(scopes[.transient] ?? 0)

        """
    }
}
