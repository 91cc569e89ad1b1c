import Foundation
import PackagePlugin

/// Runs `weaver swift` on a target's Swift files before it compiles. The generated file lives in
/// the plugin's work folder under a fixed name, the target's own `.weaver.yaml` (if any) is read
/// because the project path is the target's folder (its relative paths resolve against that
/// folder, as every configuration file's do against the project path), and the command declares its inputs and
/// outputs so that SwiftPM reruns it only when a source file changed. The plugin scans nothing
/// itself: the tool does all the work.
@main
struct WeaverPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let inputs = sourceTarget.sourceFiles(withSuffix: "swift").map(\.url)
        let work = context.pluginWorkDirectoryURL
        let output = work.appendingPathComponent("Weaver.swift")
        var arguments = [
            "swift", "--project-path", target.directoryURL.path,
            "--main-output-path", output.path,
            "--cache-path", work.appendingPathComponent("cache").path,
            "--quiet",
            // Paths relative to the target folder cannot be clicked in Xcode or an editor.
            "--absolute-paths",
        ]
        for input in inputs { arguments += ["--input-path", input.path] }
        // The target's configuration file is read too, so editing it must run weaver again.
        let configurations = [".weaver.yaml", ".weaver.yml", ".weaver.json"].map { target.directoryURL.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        return [
            .buildCommand(
                displayName: "weaver: generating the container of \(target.name)",
                executable: try context.tool(named: "weaver").url,
                arguments: arguments,
                inputFiles: inputs + configurations,
                outputFiles: [output])
        ]
    }
}
