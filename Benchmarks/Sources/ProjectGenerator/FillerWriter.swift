/// Realistic unannotated Swift: models, enums, generic classes with closures, protocols with
/// associated types, actors, extensions, `#if`, line / doc / nested block comments, and every
/// string form (plain, interpolated, multi-line, raw) — including text that looks like code or
/// comments inside strings, which a scanner must skip. Each block declares its own uniquely
/// prefixed names so any subset of blocks from any files compiles together (Swift 6 mode). No
/// block contains the word the scanner's file filter looks for, so filler files are skipped.
enum FillerWriter {
    /// Appends blocks prefixed `prefix` until `lines` reaches `targetLines` (at least one block).
    static func append(to lines: inout [String], prefix: String, targetLines: Int, rng: inout SplitMix64) {
        var order = Array(blocks.indices)
        rng.shuffle(&order)
        var cursor = 0
        var round = 0
        repeat {
            let block = blocks[order[cursor]]
            let name = round == 0 ? prefix : "\(prefix)V\(round)"
            lines.append("")
            lines.append(contentsOf: block(name, &rng))
            cursor += 1
            if cursor == order.count {
                cursor = 0
                round += 1
            }
        } while lines.count < targetLines
    }

    typealias Block = @Sendable (String, inout SplitMix64) -> [String]

    static let blocks: [Block] = [model, route, store, loader, formatter, counter, settings, parserBlock]

    static func model(_ p: String, _ rng: inout SplitMix64) -> [String] {
        let fields = ["title", "subtitle", "author", "category", "note"].shuffledPrefix(rng.within(2...4), &rng)
        var lines = [
            "/// A value the \(p) screen renders.",
            "struct \(p)Item: Hashable, Codable, Sendable {",
            "    let id: Int",
        ]
        lines += fields.map { "    var \($0): String" }
        lines += [
            "    var tags: [String] = []",
            "    var rating: Double?",
            "",
            "    var summary: String {",
            "        \"\\(\(fields[0])) (#\\(id)) — \\(tags.joined(separator: \", \"))\"",
            "    }",
            "",
            "    var debugText: String {",
            "        \"\"\"",
            "        Item \\(id):",
            "          \(fields[0]): \"\\(\(fields[0]))\"",
            "          rating: \\(rating.map { String($0) } ?? \"none\") { not code }",
            "          // not a comment, /* nor this */",
            "        \"\"\"",
            "    }",
            "}",
        ]
        return lines
    }

    static func route(_ p: String, _ rng: inout SplitMix64) -> [String] {
        [
            "enum \(p)Route: String, CaseIterable, Sendable {",
            "    case home",
            "    case detail = \"detail/:id\"",
            "    case settings",
            "    case search = \"search?q={query}\"",
            "",
            "    var path: String {",
            "        switch self {",
            "        case .home: return \"/\"",
            "        case .detail: return \"/items/{id}\" // braces in a string",
            "        case .settings: return #\"/settings\\raw\\\(rng.below(100))\"#",
            "        case .search: return \"/search?q=\\(rawValue.count)\"",
            "        }",
            "    }",
            "",
            "    static func parse(_ text: String) -> \(p)Route? {",
            "        allCases.first { $0.rawValue == text || $0.path == text }",
            "    }",
            "}",
        ]
    }

    static func store(_ p: String, _ rng: inout SplitMix64) -> [String] {
        [
            "final class \(p)Store<Element: Hashable> {",
            "    private var elements: [Element] = []",
            "    private var observers: [([Element]) -> Void] = []",
            "    private(set) var revision = \(rng.below(1000))",
            "",
            "    func observe(_ observer: @escaping ([Element]) -> Void) {",
            "        observers.append(observer)",
            "    }",
            "",
            "    func replace(with newElements: [Element]) {",
            "        var seen = Set<Element>()",
            "        elements = newElements.filter { element in",
            "            // keep the first of equal values, /* not a block comment */",
            "            seen.insert(element).inserted",
            "        }",
            "        revision += 1",
            "        observers.forEach { $0(elements) }",
            "    }",
            "",
            "    func map<T>(_ transform: (Element) throws -> T) rethrows -> [T] {",
            "        try elements.map(transform)",
            "    }",
            "}",
        ]
    }

    static func loader(_ p: String, _ rng: inout SplitMix64) -> [String] {
        [
            "protocol \(p)Loading {",
            "    associatedtype Output",
            "    func load(_ id: Int) async throws -> Output",
            "}",
            "",
            "struct \(p)Loader: \(p)Loading {",
            "    var retries = \(rng.within(1...5))",
            "",
            "    func load(_ id: Int) async throws -> String {",
            "        for attempt in 0..<retries where attempt > id {",
            "            try await Task.sleep(nanoseconds: UInt64(attempt))",
            "        }",
            "        return \"loaded-\\(id)-\\(retries)\"",
            "    }",
            "}",
            "",
            "func \(p.lowercasedFirst)Merge<S: Sequence>(_ first: S, _ second: S) -> [S.Element] where S.Element: Comparable {",
            "    (Array(first) + Array(second)).sorted()",
            "}",
        ]
    }

    static func formatter(_ p: String, _ rng: inout SplitMix64) -> [String] {
        [
            "final class \(p)Formatter {",
            "    enum Style { case short, long }",
            "",
            "    private var cache: [Int: String] = [:]",
            "    private let makeLabel: (Int) -> String = { value in",
            "        value.isMultiple(of: 2) ? \"even \\(value)\" : \"odd \\(value)\"",
            "    }",
            "",
            "    func format(_ value: Int, style: Style = .short) -> String {",
            "        if let cached = cache[value] { return cached }",
            "        let text: String",
            "        switch style {",
            "        case .short:",
            "            text = makeLabel(value)",
            "        case .long:",
            "            text = \"\\(makeLabel(value)) — \\(String(repeating: \"*\", count: value % \(rng.within(3...9))))\"",
            "        }",
            "        cache[value] = text",
            "        return text",
            "    }",
            "}",
        ]
    }

    static func counter(_ p: String, _ rng: inout SplitMix64) -> [String] {
        [
            "/* A block comment /* with a nested one */ and a brace { that is not code */",
            "actor \(p)Counter {",
            "    private var value = \(rng.below(50))",
            "    private var history: [Int] = []",
            "",
            "    func increment(by step: Int = 1) -> Int {",
            "        value += step",
            "        history.append(value)",
            "        return value",
            "    }",
            "",
            "    var average: Double {",
            "        guard !history.isEmpty else { return 0 }",
            "        let total: Int = history.reduce(0, +)",
            "        return Double(total) / Double(history.count)",
            "    }",
            "}",
            "",
            "#if DEBUG",
            "let \(p.lowercasedFirst)Verbose = true",
            "#else",
            "let \(p.lowercasedFirst)Verbose = false",
            "#endif",
        ]
    }

    static func settings(_ p: String, _ rng: inout SplitMix64) -> [String] {
        let keys = ["theme", "locale", "fontSize", "autoplay", "region"].shuffledPrefix(3, &rng)
        var lines = [
            "struct \(p)Settings: Equatable, Sendable {",
        ]
        lines += keys.map { "    var \($0): String = \"\($0)-default\"" }
        lines += [
            "",
            "    func describe(separator: String = \"\\n\") -> String {",
            "        [",
        ]
        lines += keys.map { "            \"\($0)=\\(\($0))\"," }
        lines += [
            "        ].joined(separator: separator)",
            "    }",
            "}",
            "",
            "extension \(p)Settings: CustomStringConvertible {",
            "    var description: String { describe(separator: \"; \") }",
            "}",
        ]
        return lines
    }

    static func parserBlock(_ p: String, _ rng: inout SplitMix64) -> [String] {
        [
            "enum \(p)Token: Equatable {",
            "    case word(String)",
            "    case number(Int)",
            "    case symbol(Character)",
            "}",
            "",
            "/// Splits `text` into tokens; quotes like \"}\" or \"/*\" in a doc comment are plain text.",
            "func \(p.lowercasedFirst)Tokens(_ text: String) -> [\(p)Token] {",
            "    var tokens: [\(p)Token] = []",
            "    var current = \"\"",
            "    func flush() {",
            "        guard !current.isEmpty else { return }",
            "        tokens.append(Int(current).map(\(p)Token.number) ?? .word(current))",
            "        current = \"\"",
            "    }",
            "    for character in text {",
            "        if character.isLetter || character.isNumber {",
            "            current.append(character)",
            "        } else {",
            "            flush()",
            "            if !character.isWhitespace { tokens.append(.symbol(character)) }",
            "        }",
            "    }",
            "    flush()",
            "    return tokens // \(rng.below(10_000))",
            "}",
        ]
    }
}

extension Array {
    func shuffledPrefix(_ count: Int, _ rng: inout SplitMix64) -> [Element] {
        var copy = self
        rng.shuffle(&copy)
        return Array(copy.prefix(count))
    }
}
