/// `weaver xcfilelist` (SPEC §2): the input and output file lists an Xcode run-script phase
/// declares, so that user-script sandboxing lets `weaver swift` read and write them and Xcode
/// reruns the phase only when an input changed. Entries are `$(SRCROOT)/<path from the project>`:
/// no absolute path is written, so the lists can be committed.
public enum XcodeFileLists {
    public static let inputsName = "weaver-inputs.xcfilelist"
    public static let outputsName = "weaver-outputs.xcfilelist"

    /// Writes both lists into `folder` (default: the project folder); returns the paths written.
    public static func write(options: WeaverOptions, into folder: String?) throws(PipelineError) -> [String] {
        let outputs = [options.mainOutputPath] + (options.tests ? [options.testsOutputPath] : [])
        let (inputs, _) = try FileDiscovery.swiftFiles(options: options, excluding: Set(outputs.map(PathResolver.normalize)))
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
