#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import WeaverKit

// The executable only parses arguments, runs the pipeline and maps the result to an exit status:
// once, or once per request as a persistent worker (`--persistent_worker`, for Bazel).
HeapTuning.apply()
let arguments = Array(CommandLine.arguments.dropFirst())
let currentDirectory = FileManager.default.currentDirectoryPath
let environment = ProcessInfo.processInfo.environment
if arguments.contains(PersistentWorker.flag) {
    exit(PersistentWorker.serve(startupArguments: arguments.filter { $0 != PersistentWorker.flag },
                                currentDirectory: currentDirectory, environment: environment))
}
ResultLifetime.endsWithProcess = true
exit(CommandRunner.run(arguments, currentDirectory: currentDirectory, environment: environment))
