// Runs the scanner and the file parser over every .swift file of a folder of real Swift code and
// reports throughput, slow files and lexical diagnostics, which are spurious on compiling code.
// Compiled in one module with the WeaverKit sources by Scripts/corpus-check.sh.
//
//   corpus-check ROOT [--exclude PATH]… [--trace]
//
// --trace prints each file's path to stderr before it is processed, so that a crash can be
// attributed to its file. A file still being processed after a minute is reported as a hang
// (exit status 3).

import Foundation

@main
struct CorpusCheck {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var excluded: Set<String> = []
        var trace = false
        var root: String?
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            switch argument {
            case "--exclude" where !arguments.isEmpty: excluded.insert(arguments.removeFirst())
            case "--trace": trace = true
            default: root = argument
            }
        }
        guard let root else {
            FileHandle.standardError.write(Data("usage: corpus-check ROOT [--exclude PATH]… [--trace]\n".utf8))
            exit(2)
        }
        let corpus = Corpus.load(root: root, excluding: excluded)
        let watchdog = Watchdog(limitSeconds: 60)
        watchdog.start()
        var report = Report(corpus: corpus)
        report.measureScanner(watchdog: watchdog, trace: trace)
        report.runParser(watchdog: watchdog, trace: trace)
        print(report.text())
    }
}

/// Every distinct .swift file under a folder, read into memory before anything is timed.
struct Corpus {
    var root: String
    /// Paths relative to `root`, sorted, and their bytes.
    var files: [(path: String, bytes: [UInt8])] = []
    var duplicates = 0
    var excluded = 0
    var totalBytes: Int { files.reduce(0) { $0 + $1.bytes.count } }

    static func load(root: String, excluding excludedPaths: Set<String>) -> Corpus {
        var corpus = Corpus(root: root)
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { paths.append(path) }
        }
        var seen: Set<[UInt8]> = []
        for path in paths.sorted() {
            if excludedPaths.contains(path) {
                corpus.excluded += 1
                continue
            }
            guard let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
            let bytes = [UInt8](data)
            guard seen.insert(bytes).inserted else {
                corpus.duplicates += 1
                continue
            }
            corpus.files.append((path, bytes))
        }
        return corpus
    }
}

/// Reports a file that is still being processed after `limitSeconds` and stops the program.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (path: String, start: ContinuousClock.Instant)?
    private let limitSeconds: Int

    init(limitSeconds: Int) { self.limitSeconds = limitSeconds }

    func begin(_ path: String) {
        lock.lock()
        current = (path, .now)
        lock.unlock()
    }

    func start() {
        let thread = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 1)
                lock.lock()
                let running = current
                lock.unlock()
                if let running, ContinuousClock.now - running.start > .seconds(limitSeconds) {
                    FileHandle.standardError.write(Data("hang: \(running.path) (more than \(limitSeconds) s)\n".utf8))
                    exit(3)
                }
            }
        }
        thread.start()
    }
}

struct Report {
    var corpus: Corpus
    var scannerSeconds = 0.0
    var parseSeconds = 0.0
    var slowFiles: [(path: String, seconds: Double)] = []
    var lexical: [(path: String, diagnostic: Diagnostic)] = []
    var filesWithLexical: Set<String> = []
    var otherCodes: [String: Int] = [:]

    /// Best of three passes of the scanner alone, single-threaded.
    mutating func measureScanner(watchdog: Watchdog, trace: Bool) {
        var best = Double.infinity
        var slowest: [String: Double] = [:]
        for _ in 0..<3 {
            var total = Duration.zero
            for file in corpus.files {
                if trace { FileHandle.standardError.write(Data("trace: scan \(file.path)\n".utf8)) }
                watchdog.begin(file.path)
                let start = ContinuousClock.now
                let outline = Scanner.scan(file.bytes)
                let elapsed = ContinuousClock.now - start
                withExtendedLifetime(outline) {}
                total += elapsed
                slowest[file.path] = min(slowest[file.path] ?? .infinity, elapsed.seconds)
            }
            best = min(best, total.seconds)
        }
        scannerSeconds = best
        slowFiles += slowest.filter { $0.value > 1 }.map { (path: "scan: " + $0.key, seconds: $0.value) }
    }

    mutating func runParser(watchdog: Watchdog, trace: Bool) {
        var total = Duration.zero
        for file in corpus.files {
            if trace { FileHandle.standardError.write(Data("trace: parse \(file.path)\n".utf8)) }
            watchdog.begin(file.path)
            let start = ContinuousClock.now
            let syntax = FileParser.parse(SourceFile(path: file.path, bytes: file.bytes))
            let elapsed = ContinuousClock.now - start
            total += elapsed
            if elapsed.seconds > 1 { slowFiles.append(("parse: " + file.path, elapsed.seconds)) }
            for diagnostic in syntax.diagnostics {
                if diagnostic.code == .lexical {
                    lexical.append((file.path, diagnostic))
                    filesWithLexical.insert(file.path)
                } else {
                    otherCodes[diagnostic.code.rawValue, default: 0] += 1
                }
            }
        }
        parseSeconds = total.seconds
    }

    func text() -> String {
        let megabytes = Double(corpus.totalBytes) / 1_048_576
        let count = Double(corpus.files.count)
        var lines: [String] = []
        lines.append("corpus: \(corpus.root)")
        lines.append("files: \(corpus.files.count) distinct .swift files, \(format(megabytes)) MB "
            + "(\(corpus.duplicates) duplicates skipped, \(corpus.excluded) excluded)")
        lines.append("scanner (best of 3, single-threaded): \(format(scannerSeconds)) s, "
            + "\(format(count / scannerSeconds, digits: 0)) files/s, \(format(megabytes / scannerSeconds)) MB/s")
        lines.append("scan + parse (single-threaded): \(format(parseSeconds)) s, "
            + "\(format(count / parseSeconds, digits: 0)) files/s, \(format(megabytes / parseSeconds)) MB/s")
        lines.append("files over 1 s: \(slowFiles.count)")
        for slow in slowFiles.sorted(by: { $0.seconds > $1.seconds }) {
            lines.append("  \(slow.path): \(format(slow.seconds)) s")
        }
        lines.append("lexical diagnostics (spurious on compiling code): \(lexical.count) in \(filesWithLexical.count) files")
        var byMessage: [String: Int] = [:]
        for entry in lexical { byMessage[entry.diagnostic.message, default: 0] += 1 }
        for (message, number) in byMessage.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            lines.append("  \(number) × \(message)")
        }
        for entry in lexical.prefix(20) {
            let location = entry.diagnostic.location.map { "\($0.line):\($0.column)" } ?? "?"
            lines.append("  \(entry.path):\(location): \(entry.diagnostic.message)")
        }
        let others = otherCodes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        lines.append("other diagnostics: " + (others.isEmpty ? "none" : others.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }

    private func format(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
