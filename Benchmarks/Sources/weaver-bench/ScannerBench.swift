import Foundation
import ProjectGenerator
import SwiftParser
import SwiftSyntax
import WeaverCore
import WeaverKit

extension Bench {
    /// weaver's scanner (`Scanner.scan`: lexer + declaration outline), its whole per-file front end
    /// (`FileParser.parse`: scan + annotation parsing) and swift-syntax's full parser
    /// (`Parser.parse(source:)`) over the same bytes, one thread, the files already in memory.
    mutating func scanner() throws {
        let size = options.scannerFiles
        let project = try self.project("files-\(size)", .init(files: size, seed: options.seed)).0
        let files: [(path: String, bytes: [UInt8])] = try project.allFiles.map {
            ($0, Array(try Data(contentsOf: project.root.appendingPathComponent($0))))
        }
        let annotated = Set(project.annotatedFiles)
        let annotatedFiles = files.filter { annotated.contains($0.path) }
        let runs = max(options.runs, 3)

        func measure(_ name: String, _ set: [(path: String, bytes: [UInt8])], _ body: ([UInt8], String) -> Int) -> Double {
            var sink = 0
            for file in set { sink &+= body(file.bytes, file.path) }   // warm-up
            var times: [Double] = []
            for run in 1...runs {
                reporter.progress("scanner: \(name), run \(run)/\(runs)")
                let start = monotonicSeconds()
                for file in set { sink &+= body(file.bytes, file.path) }
                times.append(monotonicSeconds() - start)
            }
            if sink == 42 { print("") }   // keeps the work observable
            return median(times)
        }

        let weaverScan: ([UInt8], String) -> Int = { bytes, _ in
            let outline = Scanner.scan(bytes)
            return outline.declarations.count + outline.annotations.count
        }
        let weaverParse: ([UInt8], String) -> Int = { bytes, path in
            let syntax = FileParser.parse(SourceFile(path: path, bytes: bytes))
            return syntax.types.count + syntax.declaredTypes.count
        }
        let swiftSyntax: ([UInt8], String) -> Int = { bytes, _ in
            bytes.withUnsafeBufferPointer { buffer in
                let tree = Parser.parse(source: buffer)
                return tree.statements.count
            }
        }

        reporter.say("## Scanner throughput: weaver against swift-syntax 603.0.1 (one thread, release, medians of \(runs) runs)")
        reporter.say()
        var table = Table(header: ["input", "parser", "time", "MB/s", "× swift-syntax"])
        for (label, set) in [("all \(formatCount(files.count)) files", files),
                             ("the \(formatCount(annotatedFiles.count)) annotated files", annotatedFiles)] {
            let bytes = Double(set.reduce(0) { $0 + $1.bytes.count })
            let syntaxTime = measure("swift-syntax on \(label)", set, swiftSyntax)
            let scanTime = measure("Scanner.scan on \(label)", set, weaverScan)
            let parseTime = measure("FileParser.parse on \(label)", set, weaverParse)
            let input = "\(label) (\(String(format: "%.1f", bytes / 1e6)) MB)"
            for (name, time) in [("weaver `Scanner.scan`", scanTime), ("weaver `FileParser.parse`", parseTime),
                                 ("swift-syntax `Parser.parse(source:)`", syntaxTime)] {
                table.rows.append([input, name, formatSeconds(time), String(format: "%.1f", bytes / time / 1e6),
                                   String(format: "%.1f×", syntaxTime / time)])
            }
        }
        reporter.say(table.rendered)
        reporter.say()
        reporter.say("MB = 10^6 bytes of UTF-8 source; \"× swift-syntax\" is swift-syntax's time divided by the row's time. `Scanner.scan` is weaver's lexer plus declaration outline (what the pipeline needs from a file); `FileParser.parse` adds line tables and annotation parsing; swift-syntax builds a full syntax tree. In the pipeline only files containing `weaver`/`Weaver` are parsed at all.")
        reporter.say()
    }
}
