import Foundation
import WeaverCore
import WeaverKit
import WeaverLanguageServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Drives one `weaver lsp` as an editor does: JSON-RPC messages framed with `Content-Length`,
/// written to its standard input, read from its standard output, each timed.
final class LanguageServerClient {
    let pid: pid_t
    private let input: Int32
    private let output: Int32
    private var reader = LSPMessageReader()
    private var nextID = 1

    init(weaver: String) throws {
        let process = try PipedProcess(weaver, ["lsp"])
        (pid, input, output) = (process.pid, process.input, process.output)
    }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ method: String, _ params: String) throws -> Int {
        defer { nextID += 1 }
        try write(#"{"jsonrpc":"2.0","id":\#(nextID),"method":"\#(method)","params":\#(params)}"#)
        return nextID
    }

    func notify(_ method: String, _ params: String) throws {
        try write(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
    }

    /// Reads messages until one satisfies `accept`, and returns it.
    func wait(for accept: ([String: Any]) -> Bool) throws -> [String: Any] {
        while true {
            while let item = reader.next() {
                guard case let .message(bytes) = item,
                      let message = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { continue }
                if accept(message) { return message }
            }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            guard count > 0 else { throw BenchError("weaver lsp closed its output") }
            reader.append(buffer[0..<count])
        }
    }

    func response(to id: Int) throws -> [String: Any] {
        try wait { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// The diagnostics published for `uri` at `version` or later.
    func diagnostics(for uri: String, version: Int) throws -> [[String: Any]] {
        let message = try wait { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any] else { return false }
            return params["uri"] as? String == uri && (params["version"] as? Int ?? version) >= version
        }
        return ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
    }

    /// The server's peak resident set so far (`VmHWM`), in bytes.
    func peakResidentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    func shutDown() throws -> Int32 {
        let id = try request("shutdown", "null")
        _ = try response(to: id)
        try notify("exit", "null")
        close(input)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 { guard errno == EINTR else { break } }
        close(output)
        return status
    }

    private func write(_ body: String) throws {
        let frame = LSPMessageReader.frame(body)
        guard frame.withUnsafeBytes({ FileSystem.writeAll($0, to: input) }) else { throw BenchError("weaver lsp stopped reading") }
    }

    static func jsonString(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast().description
    }
}
