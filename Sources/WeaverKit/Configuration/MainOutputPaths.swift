import WeaverCore
/// The main output's files (`MainOutputFiles`) for a run's options: how many, and where.
extension MainOutputFiles {
    /// How many files the containers go in for these options.
    static func containerFileCount(of options: WeaverOptions) -> Int {
        options.mainOutputIsFolder && options.splitOutput && !options.singleOutput ? options.containerFiles : 1
    }

    /// Every file of the main output for these options: `.main` first.
    static func files(of options: WeaverOptions) -> [MainOutputFile] {
        let count = containerFileCount(of: options)
        return count > 1 ? [.main, .resolvers] + (1...count).map(MainOutputFile.containers) : [.main]
    }

    /// Where a file of the main output goes: `mainOutputPath` for `.main`, the others beside it.
    static func path(of file: MainOutputFile, options: WeaverOptions) -> String {
        path(of: file, mainOutputPath: options.mainOutputPath)
    }

    /// Every path of the main output: `mainOutputPath` first.
    public static func paths(of options: WeaverOptions) -> [String] {
        files(of: options).map { path(of: $0, options: options) }
    }

    /// The files of the main output's family that these options do not write: the containers'
    /// files past the count and, with one file, `WeaverResolvers.swift`. A run that writes the
    /// main output removes those of them weaver wrote (`PipelineRun.removeUnwrittenOutputs`), so that a folder an IDE
    /// compiles as a whole never holds a container twice after the count changed.
    static func unwrittenPaths(of options: WeaverOptions) -> [String] {
        guard options.mainOutputIsFolder else { return [] }
        let count = containerFileCount(of: options)
        let unwritten: [MainOutputFile] = (count > 1 ? [] : [.resolvers])
            + stride(from: count > 1 ? count + 1 : 1, through: maximumContainerFileCount, by: 1).map(MainOutputFile.containers)
        return unwritten.map { path(of: $0, options: options) }
    }
}
