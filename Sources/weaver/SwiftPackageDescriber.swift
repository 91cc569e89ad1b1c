#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import WeaverCommandLine
import WeaverKit
import WeaverCore
import WeaverLanguageServer

/// `swift package describe --type json` in a package's folder, for `weaver lsp` (docs/editors.md): the
/// targets and their dependencies as SwiftPM sees them. `WEAVER_SWIFT` names the `swift` to run
/// (default: the one on `PATH`); `WEAVER_DESCRIBE_TIMEOUT` the seconds it may take (default 120:
/// a first description builds the manifest). It runs in a process group of its own, stopped
/// whole on timeout, when `stop` is asked (a newer description of the package, the server's
/// exit), so that nothing it started keeps running.
final class SwiftPackageDescriber: PackageDescribing, @unchecked Sendable {
    private let swift: String
    private let timeLimit: Double
    /// The packages being described: each one's process group, once started, and whether it was
    /// asked to stop.
    private let running = Locked<[String: (group: pid_t?, stopped: Bool)]>([:])

    /// What a description may print: a large package's is a few megabytes.
    static let outputLimit = 256 << 20
    /// What of standard error is kept for the message.
    static let errorLimit = 64 << 10

    init(environment: [String: String]) {
        swift = environment["WEAVER_SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"
        timeLimit = environment["WEAVER_DESCRIBE_TIMEOUT"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 120
    }

    /// The package at `root` and those whose products its targets use, one SwiftPM run each, all
    /// stopped by one `stop(root)`.
    func describe(_ root: String) -> Result<DescribedPackages, PackageDescriptionFailure> {
        running.withLock { $0[root] = (nil, false) }
        defer { running.withLock { $0[root] = nil } }
        return DescribedPackages.gather(root: root, describe: { describe($0, for: root) }, contents: { FileSystem.contents(of: $0)?.bytes })
    }

    /// One package's description, run for the package at `root`.
    private func describe(_ folder: String, for root: String) -> Result<[UInt8], PackageDescriptionFailure> {
        if running.withLock({ $0[root]?.stopped ?? false }) { return .failure(PackageDescriptionFailure("stopped", isStop: true)) }
        let process: GroupedProcess
        switch GroupedProcess.start([swift, "package", "--package-path", folder, "describe", "--type", "json"],
                                    outputLimit: Self.outputLimit, errorLimit: Self.errorLimit) {
        case let .success(started): process = started
        case let .failure(failure): return .failure(PackageDescriptionFailure("cannot run swift: \(failure.message)"))
        }
        // Asked to stop before it started: stopped now.
        if running.withLock({ running in
            running[root]?.group = process.pid
            return running[root]?.stopped ?? false
        }) { kill(-process.pid, SIGKILL) }
        let outcome = process.finish(deadline: .now() + timeLimit) { running.withLock { $0[root]?.stopped ?? false } }
        // Reaped: its number may be another process's soon.
        running.withLock { $0[root]?.group = nil }
        switch outcome.stopped {
        case .timeLimit?:
            return .failure(PackageDescriptionFailure("it took longer than \(Int(timeLimit)) s and was stopped (WEAVER_DESCRIBE_TIMEOUT sets the limit)"))
        case .asked?:
            return .failure(PackageDescriptionFailure("stopped", isStop: true))
        case nil:
            break
        }
        if outcome.outputTooLarge {
            return .failure(PackageDescriptionFailure("its description passed \(Self.outputLimit >> 20) MB and was stopped"))
        }
        guard outcome.status == 0 else {
            return .failure(PackageDescriptionFailure(Self.reason(outcome)))
        }
        return .success(outcome.output)
    }

    /// Kills the process groups at once: the server may exit right after, before the thread
    /// waiting for a description would notice.
    func stop(_ root: String?) {
        running.withLock { packages in
            for key in packages.keys where root == nil || key == root {
                packages[key]?.stopped = true
                if let group = packages[key]?.group { kill(-group, SIGKILL) }
            }
        }
    }

    /// What SwiftPM said, bounded: its first error lines, each cut short, or its exit status.
    static func reason(_ outcome: GroupedProcess.Outcome) -> String {
        let text = String(decoding: outcome.errors, as: UTF8.self)
        let lines = text.split(separator: "\n").filter { $0.contains("error") }.prefix(3).map { line in
            line.count > 300 ? line.prefix(300) + "…" : line
        }
        let status = outcome.status.map { "exit status \($0)" } ?? "stopped by a signal"
        guard !lines.isEmpty else { return status }
        return lines.joined(separator: "; ") + (outcome.droppedErrorBytes > 0 ? " (and \(outcome.droppedErrorBytes) more bytes)" : "")
    }
}
