#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import WeaverCommandLine

// The executable the build-tool plugin runs (docs/build-systems.md): the build's commands only, so a clean
// build of a package using the plugin compiles neither the language server nor Bazel's worker.
HeapTuning.apply()
ResultLifetime.endsWithProcess = true
exit(CommandRunner.run(Array(CommandLine.arguments.dropFirst()), currentDirectory: FileManager.default.currentDirectoryPath,
                       environment: ProcessInfo.processInfo.environment, executable: "weaver-build") { _, _ in nil })
