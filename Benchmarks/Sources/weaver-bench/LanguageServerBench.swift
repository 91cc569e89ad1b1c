import Foundation
import ProjectGenerator

extension Bench {
    // MARK: - lsp

    /// `weaver lsp` (issue 33) on the 10,000-file project with 2,000 annotated types: the time from
    /// an edit (a reference's type misspelt, then put back; `didChange` and `didSave` sent together)
    /// to the diagnostics published for that file, warm; definition and hover on that reference;
    /// and the server's peak memory against a cold `weaver check` of the same project.
    mutating func lsp() throws {
        reporter.say("## Editors: `weaver lsp` on the 10,000-file, 2,000-type project")
        reporter.say()
        let files = options.sizes.max() ?? 10000
        let types = options.typecheckTypes.max() ?? 2000
        let (project, _) = try project("lsp-\(files)", .init(files: files, annotatedTypes: types, seed: options.seed))
        let root = project.root
        try Data("input_paths:\n  - Sources\nmain_output_path: Generated/Weaver.swift\n".utf8)
            .write(to: root.appendingPathComponent(".weaver.yaml"))

        // Cold runs: the memory reference, and their link and validate phases, which a refresh
        // repeats (what the machine gives them at the moment, for reading the refresh's figure).
        var coldPeaks: [Double] = [], coldLinks: [Double] = [], coldValidations: [Double] = []
        for run in 1...options.runs {
            reporter.progress("lsp: cold weaver check \(run)/\(options.runs)")
            try weaver.clean(project: root.path)
            let result = try Subprocess.run([weaver.path, "check", "--verbose", "--project-path", root.path])
            guard result.succeeded else { throw BenchError("weaver check failed on \(root.path):\n\(result.stderr.prefix(4000))") }
            coldPeaks.append(Double(result.peakRSS))
            func phase(_ name: String) -> Double? {
                result.stderr.split(separator: "\n").first { $0.hasPrefix("weaver: \(name): ") }
                    .flatMap { Double($0.split(separator: " ")[2]) }.map { $0 / 1000 }
            }
            if let link = phase("link"), let validate = phase("validate") { (coldLinks, coldValidations) = (coldLinks + [link], coldValidations + [validate]) }
        }

        // The edited file: an annotated one with a reference (`name <- Type`), the reference's line.
        var chosen: (path: String, text: String, line: Int, name: String, type: String)?
        for relative in project.annotatedFiles where chosen == nil {
            let path = root.appendingPathComponent(relative).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// weaver: "), line.contains(" <- "), !line.contains("=") else { continue }
                let parts = line[range.upperBound...].components(separatedBy: " <- ")
                guard parts.count == 2, parts[1].allSatisfy({ $0.isLetter || $0.isNumber }) else { continue }
                chosen = (path, text, index, parts[0], parts[1])
                break
            }
        }
        guard let chosen else { throw BenchError("no annotated file with a plain reference in \(root.path)") }
        let uri = "file://" + chosen.path
        let lineText = chosen.text.split(separator: "\n", omittingEmptySubsequences: false)[chosen.line]
        let typeColumn = lineText.utf16.count - chosen.type.utf16.count
        let nameColumn = lineText.utf16.count - chosen.type.utf16.count - 4 - chosen.name.utf16.count

        let client = try LanguageServerClient(weaver: weaver.path)
        let started = monotonicSeconds()
        let initialize = try client.request("initialize", #"{"processId":null,"rootUri":"file://\#(root.path)","capabilities":{}}"#)
        _ = try client.response(to: initialize)
        try client.notify("initialized", "{}")
        try client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":\#(LanguageServerClient.jsonString(chosen.text))}}"#)
        guard try client.diagnostics(for: uri, version: 1).isEmpty else { throw BenchError("the unedited file has diagnostics") }
        let firstAnalysis = monotonicSeconds() - started

        // Edits made two ways: typed, their diagnostics waited for, then saved (an editor that
        // sends changes as they are typed: the analysis is done before the save), and typed and
        // saved at once (an editor that sends nothing before the save: the whole analysis lies
        // between the save and the publication). Each alternately misspells and restores the type.
        // A third way adds a reference line below the chosen one (a new dependency: the graph's
        // shape changes, so the server links and resolves afresh), then removes it, alternately.
        var version = 1
        var misspelt = false
        let indentation = String(lineText.prefix { $0 == " " || $0 == "\t" })
        let added = indentation + "// weaver: \(chosen.name)Added <- \(chosen.type)Misspelt"
        func edit(saveAtOnce: Bool, addingALine: Bool = false) throws -> Double {
            misspelt.toggle()
            let (range, text): (String, String)
            if addingALine {
                let end = lineText.utf16.count
                range = misspelt ? #"{"start":{"line":\#(chosen.line),"character":\#(end)},"end":{"line":\#(chosen.line),"character":\#(end)}}"#
                    : #"{"start":{"line":\#(chosen.line),"character":\#(end)},"end":{"line":\#(chosen.line + 1),"character":\#(added.utf16.count)}}"#
                text = misspelt ? "\\n" + added : ""
            } else {
                let oldLength = misspelt ? chosen.type.utf16.count : chosen.type.utf16.count + "Misspelt".utf16.count
                range = #"{"start":{"line":\#(chosen.line),"character":\#(typeColumn)},"end":{"line":\#(chosen.line),"character":\#(typeColumn + oldLength)}}"#
                text = misspelt ? chosen.type + "Misspelt" : chosen.type
            }
            version += 1
            let change = #"{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":\#(range),"text":"\#(text)"}]}"#
            let save = #"{"textDocument":{"uri":"\#(uri)"}}"#
            var start = monotonicSeconds()
            try client.notify("textDocument/didChange", change)
            if !saveAtOnce {
                let typed = try client.diagnostics(for: uri, version: version)
                guard typed.isEmpty != misspelt else { throw BenchError("edit \(version): \(typed.count) diagnostics after typing") }
                start = monotonicSeconds()
            }
            try client.notify("textDocument/didSave", save)
            let diagnostics = try client.diagnostics(for: uri, version: version)
            let seconds = monotonicSeconds() - start
            guard diagnostics.isEmpty != misspelt else {
                throw BenchError("edit \(version): expected \(misspelt ? "a diagnostic" : "none"), got \(diagnostics.count)")
            }
            return seconds
        }
        var saves: [Double] = [], refreshes: [Double] = [], reshapes: [Double] = []
        for round in 1...(options.runs * 10) {
            reporter.progress("lsp: edit \(round)/\(options.runs * 10)")
            saves.append(try edit(saveAtOnce: false))
            refreshes.append(try edit(saveAtOnce: true))
        }
        for round in 1...(options.runs * 4) {
            reporter.progress("lsp: line added or removed \(round)/\(options.runs * 4)")
            reshapes.append(try edit(saveAtOnce: true, addingALine: true))
        }

        func timed(_ method: String) throws -> [Double] {
            var times: [Double] = []
            for _ in 1...(options.runs * 20) {
                let start = monotonicSeconds()
                let id = try client.request(method, #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(chosen.line),"character":\#(nameColumn + 1)}}"#)
                let response = try client.response(to: id)
                times.append(monotonicSeconds() - start)
                guard !(response["result"] is NSNull), response["result"] != nil else { throw BenchError("\(method) found nothing at the reference") }
            }
            return times
        }
        let definitions = try timed("textDocument/definition")
        let hovers = try timed("textDocument/hover")
        let serverPeak = Double(client.peakResidentBytes())
        guard try client.shutDown() == 0 else { throw BenchError("weaver lsp did not exit with 0 after shutdown and exit") }

        func p90(_ values: [Double]) -> Double { values.sorted()[min(values.count - 1, Int(Double(values.count) * 0.9))] }
        var table = Table(header: ["figure", "median", "90th percentile", "target"])
        table.rows = [
            ["save → diagnostics published, edit typed first (\(saves.count) edits)", formatMilliseconds(median(saves)), formatMilliseconds(p90(saves)), "≤ 50 ms"],
            ["save → diagnostics published, edit sent with the save (\(refreshes.count) edits)", formatMilliseconds(median(refreshes)), formatMilliseconds(p90(refreshes)), "≤ 50 ms"],
            ["save → diagnostics published, a reference line added or removed with the save (\(reshapes.count) edits)",
             formatMilliseconds(median(reshapes)), formatMilliseconds(p90(reshapes)), "≤ 50 ms"],
            ["definition (\(definitions.count) requests)", formatMilliseconds(median(definitions)), formatMilliseconds(p90(definitions)), "≤ 10 ms"],
            ["hover (\(hovers.count) requests)", formatMilliseconds(median(hovers)), formatMilliseconds(p90(hovers)), "≤ 10 ms"],
            ["server peak memory / a cold `weaver check`'s", formatBytes(serverPeak) + " / " + formatBytes(median(coldPeaks)),
             String(format: "%.2f×", serverPeak / median(coldPeaks)), "≤ 2×"],
        ]
        reporter.say(table.rendered)
        reporter.say()
        reporter.say("\(formatCount(files)) files, \(formatCount(types)) annotated types. The edited file: `\(chosen.path.replacingOccurrences(of: root.path + "/", with: ""))`, "
            + "line \(chosen.line + 1) (`\(chosen.name) <- \(chosen.type)`), its type misspelt then restored, alternately; "
            + "the added line is `\(added.trimmingCharacters(in: .whitespaces))`. "
            + "First analysis after `initialize` (every file read and parsed): \(formatSeconds(firstAnalysis)). "
            + "A cold `weaver check --verbose` at the same time: link \(formatMilliseconds(median(coldLinks))), validate \(formatMilliseconds(median(coldValidations))) "
            + "(a refresh after an edit that leaves every type and registration target as it was patches the last link and resolves "
            + "again only the need keys the edit can change; a reference line added or removed is patched too: the added reference "
            + "takes the next id, and no other dependency's id moves). "
            + "Server memory: `VmHWM` after every request; `weaver check`: peak RSS of \(options.runs) cold runs, median.")
        reporter.say()
    }
}
