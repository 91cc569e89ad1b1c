/// `weaver xcfilelist` (SPEC §2): the input and output file lists an Xcode run-script phase
/// declares, so that user-script sandboxing lets `weaver swift` read and write them and Xcode
/// reruns the phase only when an input changed. Entries are `$(SRCROOT)/<path from the project>`:
/// no absolute path is written, so the lists can be committed.
public enum XcodeFileLists {
    public static let inputsName = "weaver-inputs.xcfilelist"
    public static let outputsName = "weaver-outputs.xcfilelist"

    /// Writes both lists into `folder` (default: the project folder); returns the paths written.
    /// The configuration file read, if any, is an input too: editing it must rerun the phase.
    public static func write(options: WeaverOptions, configuration: String? = nil, into folder: String?) throws(PipelineError) -> [String] {
        // Summaries are what a module exchanges with the others (SPEC §11): the ones read are
        // inputs, the one written an output.
        let outputs = [options.mainOutputPath] + (options.tests ? [options.testsOutputPath] : [])
            + (options.summaryOutputPath.map { [$0] } ?? [])
        let (swiftFiles, _) = try FileDiscovery.swiftFiles(options: options, excluding: Set(outputs.map(PathResolver.normalize)))
        let inputs = (configuration.map { [$0] } ?? []) + options.moduleSummaries + swiftFiles
        // A list holds one path per line: a path with a line break would read as two paths.
        if let broken = (inputs + outputs).first(where: { $0.utf8.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } }) {
            let shown = PathResolver.relative(broken, to: options.projectPath).debugDescription
            throw PipelineError(.error(.io, "cannot list \(shown) in an xcfilelist: its path holds a line break; rename it", at: nil))
        }
        let destination = folder ?? options.projectPath
        let entry = { (path: String) in "$(SRCROOT)/" + PathResolver.relative(path, to: options.projectPath) }
        var written: [String] = []
        for (name, paths) in [(inputsName, inputs), (outputsName, outputs)] {
            let path = PathResolver.join(destination, name)
            if try OutputWriter.write(paths.map(entry).joined(separator: "\n") + "\n", to: path, projectPath: options.projectPath) {
                written.append(PathResolver.relative(path, to: options.projectPath))
            }
        }
        return written
    }
}
