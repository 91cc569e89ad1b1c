import Foundation
import ProjectGenerator

extension Bench {
    // MARK: - mocks

    /// What `--mocks` costs (issue 31): the compiler's added time on the output when every type
    /// gets a mock, and the mocks' text per type at three sizes (linear, never quadratic: one
    /// type's mock does not grow with the number of types that use it).
    mutating func mocks() throws {
        reporter.say("## `--mocks`: the output's type-check with a mock for every type, and the mocks' size")
        reporter.say()
        var table = Table(header: ["annotated types", "Weaver.swift", "with --mocks", "as primary file", "with --mocks (-D DEBUG)",
                                   "added", "mock text per type", "largest mock + overrides of one type"])
        let sizes = Array(Set([100] + options.typecheckTypes)).sorted()
        for types in sizes {
            let (project, _) = try project("typecheck-\(types)", .init(files: types, annotatedTypes: types, seed: options.seed))
            let generated = project.root.appendingPathComponent("Generated/Weaver.swift")
            let plainCopy = project.root.appendingPathComponent("Weaver-plain.swift")
            let mocksCopy = project.root.appendingPathComponent("Weaver-mocks.swift")
            try weaver.clean(project: project.root.path)
            _ = try weaver.swift(project: project.root.path)
            try? FileManager.default.removeItem(at: plainCopy)
            try FileManager.default.copyItem(at: generated, to: plainCopy)
            try weaver.clean(project: project.root.path)
            _ = try weaver.swift(project: project.root.path, extra: ["--mocks"])
            try? FileManager.default.removeItem(at: mocksCopy)
            try FileManager.default.copyItem(at: generated, to: mocksCopy)
            let plainText = try String(contentsOf: plainCopy, encoding: .utf8)
            let mocksText = try String(contentsOf: mocksCopy, encoding: .utf8)
            let perType = Double(mocksText.utf8.count - plainText.utf8.count) / Double(types)
            let largest = Self.largestMockText(mocksText)

            var plain: [Double] = [], mocked: [Double] = []
            // The typecheck sizes only: 100 types measures the text.
            if options.typecheckTypes.contains(types) {
                let sources = project.annotatedFiles.map { project.root.appendingPathComponent($0).path }
                func frontend(_ file: URL) -> [String] {
                    ["swiftc", "-frontend", "-typecheck", "-swift-version", "6", "-module-name", "Synthetic", "-D", "DEBUG",
                     "-primary-file", file.path] + sources
                }
                // Interleaved, so that the machine's load falls on both alike.
                for run in 1...options.typecheckRuns {
                    reporter.progress("mocks \(types) types: run \(run)/\(options.typecheckRuns)")
                    plain.append(try Subprocess.check(frontend(plainCopy)).cpuSeconds)
                    mocked.append(try Subprocess.check(frontend(mocksCopy)).cpuSeconds)
                }
            }
            let added = plain.isEmpty ? "—" : String(format: "%.0f%%", (median(mocked) / median(plain) - 1) * 100)
            table.rows.append([
                formatCount(types), formatBytes(Double(plainText.utf8.count)), formatBytes(Double(mocksText.utf8.count)),
                plain.isEmpty ? "—" : formatSeconds(median(plain)), mocked.isEmpty ? "—" : formatSeconds(median(mocked)), added,
                String(format: "%.0f bytes", perType), "\(largest) bytes",
            ])
        }
        reporter.say(table.rendered)
        reporter.say()
        reporter.say("Each project (the typecheck section's, all types annotated) generated twice, without and with `--mocks`; "
            + "each output type-checked as the primary file with the annotated sources, `-D DEBUG` (the mocks' condition), "
            + "CPU seconds, medians of \(options.typecheckRuns) interleaved runs; target: added ≤ 30%. *Mock text per type*: the "
            + "bytes `--mocks` adds, over the types; *largest*: the longest `extension T { static func mock… }` plus `TMockOverrides` "
            + "of one type. Both stay flat as the graph grows when a type's mock depends only on what it registers and needs.")
        reporter.say()
    }

    /// The longest text of one type's mock: its `extension T { static func mock… }` block in the
    /// mocks' section and its `TMockOverrides` class (one file: the mocks follow `// MARK: - Mocks`).
    static func largestMockText(_ text: String) -> Int {
        var sizes: [String: Int] = [:]
        var inMocks = false
        var current: String?
        var count = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "// MARK: - Mocks" { inMocks = true }
            if current == nil {
                if line.hasPrefix("final class "), line.contains("MockOverrides: WeaverMockOverrides") {
                    let name = line.dropFirst("final class ".count).prefix { $0 != ":" }
                    current = String(name.dropLast("MockOverrides".count))
                } else if inMocks, line.hasPrefix("extension "), line.hasSuffix(" {") {
                    current = line.dropFirst("extension ".count).dropLast(2).filter { $0 != "." }
                }
                count = 0
            }
            guard let name = current else { continue }
            count += line.utf8.count + 1
            if line == "}" {
                sizes[name, default: 0] += count
                current = nil
            }
        }
        return sizes.values.max() ?? 0
    }
}
