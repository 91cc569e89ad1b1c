import WeaverCore
/// Reads a launch budget (`--budget`, docs/cost.md): YAML like the configuration, one root a
/// line, `App: 40` (instances) or `App: {instances: 40, depth: 6}`; `#` starts a comment. Every
/// problem is a usage error at its line: a budget that silently checks nothing is worse than none.
enum LaunchBudgetFile {
    static func read(_ path: String, projectPath: String) throws(PipelineError) -> LaunchBudget {
        let shown = PathResolver.relative(path, to: projectPath)
        guard let contents = FileSystem.contents(of: path) else {
            throw PipelineError(.error(.io, "the launch budget '\(shown)' cannot be read", at: nil))
        }
        return try parse(String(decoding: contents.bytes, as: UTF8.self), file: shown)
    }

    static func parse(_ text: String, file: String) throws(PipelineError) -> LaunchBudget {
        var limits: [(root: String, limit: LaunchBudget.Limit)] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine.prefix { $0 != "#" }).trimmedWhitespace
            guard !line.isEmpty else { continue }
            let location = SourceLocation(file: file, line: index + 1, column: rawLine.prefix { $0 == " " || $0 == "\t" }.count + 1)
            func problem(_ message: String) -> PipelineError { PipelineError(.error(.configuration, message, at: location)) }
            guard let colon = line.firstIndex(of: ":") else {
                throw problem("expected 'Root: 40' or 'Root: {instances: 40, depth: 6}', not '\(line)'")
            }
            let root = String(line[..<colon]).trimmedWhitespace.trimmingQuotes
            guard !root.isEmpty, root.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ SwiftIdentifier.isIdentifier(String($0)) }) else {
                throw problem("'\(root)' is not a type's name")
            }
            guard !limits.contains(where: { $0.root == root }) else { throw problem("'\(root)' has a budget already") }
            let value = String(line[line.index(after: colon)...]).trimmedWhitespace
            var limit = LaunchBudget.Limit(instances: nil, depth: nil, location: location)
            if let instances = Int(value) {
                limit.instances = try count(instances, "instances", problem)
            } else if value.hasPrefix("{"), value.hasSuffix("}") {
                for entry in value.dropFirst().dropLast().split(separator: ",") {
                    let parts = entry.split(separator: ":", maxSplits: 1).map { String($0).trimmedWhitespace }
                    guard parts.count == 2, let number = Int(parts[1]) else {
                        throw problem("expected 'instances: N' or 'depth: N', not '\(String(entry).trimmedWhitespace)'")
                    }
                    switch parts[0] {
                    case "instances" where limit.instances == nil: limit.instances = try count(number, "instances", problem)
                    case "depth" where limit.depth == nil: limit.depth = try count(number, "depth", problem)
                    case "instances", "depth": throw problem("'\(parts[0])' is given twice")
                    default:
                        let suggestion = Suggestion.closest(to: parts[0], among: ["instances", "depth"]).map { "; did you mean '\($0)'?" } ?? ""
                        throw problem("unknown key '\(parts[0])' (a budget has 'instances' and 'depth')\(suggestion)")
                    }
                }
                guard limit.instances != nil || limit.depth != nil else { throw problem("'\(root)' has an empty budget") }
            } else {
                throw problem("'\(root)' needs a number of instances ('\(root): 40') or '{instances: 40, depth: 6}', not '\(value)'")
            }
            limits.append((root, limit))
        }
        return LaunchBudget(limits: limits)
    }

    private static func count(_ value: Int, _ key: String, _ problem: (String) -> PipelineError) throws(PipelineError) -> Int {
        guard value >= 0 else { throw problem("'\(key)' must be 0 or more, not \(value)") }
        return value
    }
}

private extension String {
    /// Without one pair of surrounding quotes, as YAML writes a key either way.
    var trimmingQuotes: String {
        guard count >= 2, let first, first == last, first == "\"" || first == "'" else { return self }
        return String(dropFirst().dropLast())
    }
}
