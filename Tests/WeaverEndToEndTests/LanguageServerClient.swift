import Foundation

/// A minimal editor for end-to-end tests: runs the built `weaver lsp`, writes framed JSON-RPC
/// messages to it and collects what it sends, each waited for with a deadline.
final class LanguageServerClient: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSCondition()
    private var buffer = Data()
    private var received: [[String: Any]] = []
    private var nextID = 1
    private(set) var seen = 0

    init(arguments: [String] = [], environment: [String: String]? = nil) throws {
        process.executableURL = EndToEnd.weaver
        process.arguments = ["lsp"] + arguments
        // Every analysis is compared with a fresh one; a difference stops the server.
        var environment = environment ?? ProcessInfo.processInfo.environment
        environment["WEAVER_VERIFY_INCREMENTAL"] = "1"
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.buffer.append(data)
            self.frame()
            self.lock.broadcast()
            self.lock.unlock()
        }
        try process.run()
    }

    /// Splits complete messages off the buffer (called with the lock held).
    private func frame() {
        while let end = buffer.range(of: Data("\r\n\r\n".utf8)) {
            let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
            guard let lengthLine = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
                  let length = Int(lengthLine.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)),
                  buffer.distance(from: end.upperBound, to: buffer.endIndex) >= length else { return }
            let bodyStart = end.upperBound
            let body = buffer[bodyStart..<buffer.index(bodyStart, offsetBy: length)]
            if let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] { received.append(message) }
            buffer = Data(buffer[buffer.index(bodyStart, offsetBy: length)...])
        }
    }

    func notify(_ method: String, _ params: [String: Any]) {
        write(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and waits for its answer's `result`.
    @discardableResult
    func request(_ method: String, _ params: [String: Any], timeout: TimeInterval = 30) -> Any? {
        let id = nextID
        nextID += 1
        write(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        let answer = wait(timeout: timeout) { ($0["id"] as? Int) == id && $0["method"] == nil }
        return answer?["result"]
    }

    private func write(_ message: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// The first message after those already seen that `matches`, or nil after `timeout`. The
    /// messages before it count as seen.
    func wait(timeout: TimeInterval, for matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            while seen < received.count {
                let message = received[seen]
                seen += 1
                if matches(message) { return message }
            }
            guard lock.wait(until: deadline) else { return nil }
        }
    }

    /// The diagnostics last published for each file, after waiting until `settled` holds for them.
    func diagnostics(timeout: TimeInterval, until settled: ([String: [[String: Any]]]) -> Bool) -> [String: [[String: Any]]] {
        var latest: [String: [[String: Any]]] = [:]
        let deadline = Date().addingTimeInterval(timeout)
        while !settled(latest) {
            guard let message = wait(timeout: max(0, deadline.timeIntervalSinceNow), for: { $0["method"] as? String == "textDocument/publishDiagnostics" }),
                  let params = message["params"] as? [String: Any], let uri = params["uri"] as? String else { break }
            latest[URL(string: uri)!.path] = params["diagnostics"] as? [[String: Any]] ?? []
        }
        return latest
    }

    func stop() {
        request("shutdown", [:], timeout: 10)
        notify("exit", [:])
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
    }

    /// A published diagnostic as the build log writes it, without the column (an editor
    /// underlines a word, the log points at the annotation): `path:line: severity: message [code]`
    /// (the message's first line: the editor appends the notes without a place to it).
    /// `initialize` with `folder` as the root, without capabilities, then `initialized`.
    func open(folder: String) {
        request("initialize", ["rootUri": URL(fileURLWithPath: folder).absoluteString, "capabilities": [:] as [String: Any]])
        notify("initialized", [:])
    }

    static func line(_ diagnostic: [String: Any], path: String) -> String {
        let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Any]
        let line = (start?["line"] as? Int ?? 0) + 1
        let severity = ["", "error", "warning", "note"][diagnostic["severity"] as? Int ?? 3]
        let message = (diagnostic["message"] as? String ?? "").split(separator: "\n").first.map(String.init) ?? ""
        return "\(path):\(line): \(severity): \(message) [\(diagnostic["code"] as? String ?? "")]"
    }

    /// Every published diagnostic, as `line(_:path:)` writes it.
    static func lines(_ published: [String: [[String: Any]]]) -> Set<String> {
        Set(published.flatMap { path, diagnostics in diagnostics.map { line($0, path: path) } })
    }

    /// weaver's errors and warnings in a build log (lines `path:line:column: severity: … [code]`
    /// under `folder`), without the column.
    static func buildLines(_ log: String, under folder: String) -> Set<String> {
        var lines = Set<String>()
        for raw in log.split(separator: "\n") where raw.hasPrefix(folder) && raw.hasSuffix("]") {
            let parts = raw.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, Int(parts[1]) != nil, Int(parts[2]) != nil,
                  parts[3].hasPrefix(" error: ") || parts[3].hasPrefix(" warning: ") else { continue }
            lines.insert("\(parts[0]):\(parts[1]):\(parts[3])")
        }
        return lines
    }
}
