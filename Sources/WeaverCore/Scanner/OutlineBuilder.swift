/// Walks the tokens of one file once and records what the annotation parser needs:
/// type declarations and their nesting, `weaver:` comments and where they stand, imports,
/// initializer labels. Every loop advances its token index, so it cannot hang.
struct OutlineBuilder {
    private enum Scope {
        case declaration(Int)
        case code
    }

    private struct ConditionalFrame {
        var scopesAtStart: [(scope: Scope, offset: Int)]
        var scopesAfterFirstBranch: [(scope: Scope, offset: Int)]?
        var branch: ConditionalBranch
    }

    /// The branches of every open `#if`, outermost first.
    private var currentConditions: [ConditionalBranch] { conditionals.map(\.branch) }

    /// `#if os(iOS) && DEBUG` → `os(iOS) && DEBUG`.
    private func conditionText(_ token: Token) -> String {
        let text = self.text(token)
        let afterHash = text.dropFirst()
        let keywordLength = afterHash.prefix { $0.isLetter }.count
        return String(afterHash.dropFirst(keywordLength)).trimmedWhitespace
    }

    private let bytes: [UInt8]
    private let tokens: [Token]
    private let keywords = KeywordTable.shared
    private var outline = FileOutline()
    private var scopes: [(scope: Scope, offset: Int)] = []
    private var conditionals: [ConditionalFrame] = []
    /// How many `#if` blocks the file has opened so far: the next block's number.
    private var conditionalBlocks = 0
    private var pendingAccess: AccessLevel?
    private var lastPropertyName: String?

    static func build(bytes: [UInt8], tokens: [Token]) -> FileOutline {
        var builder = OutlineBuilder(bytes: bytes, tokens: tokens)
        builder.run()
        return builder.outline
    }

    private init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
    }

    private func text(_ token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    private func isPunctuation(_ index: Int, _ character: UInt8) -> Bool {
        index < tokens.count && (tokens[index].kind == .punctuation || tokens[index].kind == .operator)
            && tokens[index].end - tokens[index].start == 1 && bytes[tokens[index].start] == character
    }

    private func word(_ index: Int) -> String? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        return text(tokens[index])
    }

    /// The keyword an identifier token at `index` spells.
    private func keyword(_ index: Int) -> Keyword? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        return keywords.keyword(bytes, tokens[index].start, tokens[index].end)
    }

    /// True when the token at `index` spells exactly `text`.
    private func spells(_ index: Int, _ text: StaticString) -> Bool {
        index < tokens.count && tokens[index].end - tokens[index].start == text.utf8CodeUnitCount
            && ASCII.match(text, in: bytes, at: tokens[index].start) != nil
    }

    /// Keywords whose next word names a member: a `mock` there rules out the mock's own name.
    private static let namingKeywords: Set<Keyword> = [.func, .class, .struct, .enum, .protocol, .typealias, .case]

    private var innermostDeclaration: Int? {
        if case let .declaration(index)? = scopes.last?.scope { return index }
        return nil
    }

    private mutating func run() {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .lineComment, .docLineComment, .blockComment:
                record(comment: token)
                index += 1
                continue
            case .conditionalDirective:
                handle(directive: token)
                index += 1
                continue
            case .attribute:
                if WrapperScanning.isWeaverWrapper(bytes, token.start, token.end) {
                    index = recordWrapper(at: index)
                    continue
                }
                index = skipArguments(after: index)
                continue
            case .identifier:
                guard let keyword = keywords.keyword(bytes, token.start, token.end) else { break }
                // A member named `mock` of any kind (`enum mock {}`, `case mock`) takes the name.
                if Self.namingKeywords.contains(keyword), spells(index + 1, "mock") { noteMock(at: index) }
                guard keyword.isActedOn else { break }
                if let access = keyword.accessLevel {
                    pendingAccess = access
                    index = skipArguments(after: index)
                    continue
                }
                if keyword.isModifier, !(keyword == .class && startsDeclaration(at: index)) {
                    index += 1
                    continue
                }
                if let kind = keyword.declarationKind, startsDeclaration(at: index) {
                    index = declare(kind, keywordIndex: index)
                    pendingAccess = nil
                    continue
                }
                if keyword == .import, scopes.isEmpty {
                    index = recordImport(at: index)
                    pendingAccess = nil
                    continue
                }
                noteMember(keyword, at: index)
            case .punctuation where bytes[token.start] == UInt8(ascii: "{"):
                scopes.append((.code, token.start))
            case .punctuation where bytes[token.start] == UInt8(ascii: "}"):
                guard let closed = scopes.popLast() else {
                    outline.problems.append(LexicalProblem(offset: token.start, message: "unbalanced '}'"))
                    break
                }
                if case let .declaration(declaration) = closed.scope { outline.declarations[declaration].bodyEnd = token.start }
            default:
                break
            }
            pendingAccess = nil
            index += 1
        }
        for case let (.declaration(declaration), _) in scopes { outline.declarations[declaration].bodyEnd = bytes.count }
        if let unclosed = scopes.last {
            outline.problems.append(LexicalProblem(offset: unclosed.offset, message: "'{' is never closed"))
        }
    }

    /// `class Foo`, not `class func`, `foo.class` or `protocol P: class`. A contextual keyword
    /// names a type (`struct lazy`, `final class final`) except after a `class` that is itself a
    /// modifier, which the run of modifiers ending in a member shows (`class final func`).
    private func startsDeclaration(at index: Int) -> Bool {
        if index > 0, isPunctuation(index - 1, ASCII.dot) { return false }
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        if next.kind == .escapedIdentifier { return true }
        guard next.kind == .identifier else { return false }
        guard let word = keywords.keyword(bytes, next.start, next.end) else { return true }
        if word.isReserved { return false }
        guard keyword(index) == .class, word.isAccessLevelOrModifier else { return true }
        var after = index + 1
        while keyword(after)?.isAccessLevelOrModifier == true { after = skipArguments(after: after) }
        return !(keyword(after)?.declaresMember ?? false)
    }

    /// Skips a parenthesised argument list that follows the token at `index` directly.
    private func skipArguments(after index: Int) -> Int {
        var next = index + 1
        guard isPunctuation(next, ASCII.openParenthesis), tokens[next].start == tokens[index].end else { return next }
        var depth = 0
        while next < tokens.count {
            if isPunctuation(next, ASCII.openParenthesis) { depth += 1 }
            if isPunctuation(next, ASCII.closeParenthesis) { depth -= 1 }
            next += 1
            if depth == 0 { break }
        }
        return next
    }

    /// Records imports, initializer labels and self-building resolver properties.
    private mutating func noteMember(_ keyword: Keyword, at index: Int) {
        switch keyword {
        case .let, .var:
            lastPropertyName = word(index + 1)
            if spells(index + 1, "mock") { noteMock(at: index) }
        case .`init`:
            if let owner = innermostDeclaration {
                let labels = initializerLabels(after: index)
                outline.declarations[owner].initializerLabels.append(labels)
                if labels.isEmpty, isPublicPlainInitializer(at: index) { outline.declarations[owner].declaresPublicInitializer = true }
            }
        case .MainDependencyContainer:
            if let owner = innermostDeclaration, isPunctuation(index + 1, ASCII.dot),
               let function = word(index + 2), function.hasSuffix("DependencyResolver"),
               isPunctuation(index + 3, ASCII.openParenthesis) {
                outline.declarations[owner].selfBuildingResolverProperty = lastPropertyName ?? "dependencies"
            }
        default:
            break
        }
    }

    /// A member named `mock` (`func`, `let` or `var` at `index`): the generated mock is then named
    /// `weaverMock`, and a `static func mock()` taking nothing is a default for mocks that need
    /// the type (docs/mocks.md).
    private mutating func noteMock(at index: Int) {
        guard let owner = innermostDeclaration else { return }
        var member = MockMember.other
        if keyword(index) == .func, isPunctuation(index + 2, ASCII.openParenthesis), isPunctuation(index + 3, ASCII.closeParenthesis) {
            var back = index - 1
            while back >= 0, let modifier = keyword(back), modifier.isAccessLevelOrModifier {
                if modifier == .static || modifier == .class { member = .staticWithoutArguments }
                back -= 1
            }
        }
        outline.declarations[owner].mockMember = max(outline.declarations[owner].mockMember, member)
    }

    /// `@Weaver(…) [attributes] [modifiers] var name: Type`: records the property and returns the
    /// index after its type.
    private mutating func recordWrapper(at index: Int) -> Int {
        let attribute = tokens[index]
        var next = index + 1
        var argumentsOffset = attribute.end
        var argumentsEnd = attribute.end
        if isPunctuation(next, ASCII.openParenthesis), tokens[next].start == attribute.end {
            let close = skipArguments(after: index) - 1
            argumentsOffset = tokens[next].end
            argumentsEnd = argumentsOffset
            if close > next, isPunctuation(close, ASCII.closeParenthesis) {
                argumentsEnd = tokens[close].start
            }
            next = close + 1
        }
        var isObjC = hasObjCAttribute(before: index)
        while next < tokens.count {
            let token = tokens[next]
            if token.kind == .attribute {
                if spells(next, "@objc") { isObjC = true }
                next = skipArguments(after: next)
            } else if keyword(next)?.isAccessLevelOrModifier == true {
                next = skipArguments(after: next)
            } else {
                break
            }
        }
        // The fields first, then the property, appended as it is built: appending a variable
        // copied it (a retain per string and array, for every wrapper).
        var propertyName = ""
        var (typeOffset, typeEnd) = (attribute.end, attribute.end)
        if let keyword = keyword(next), keyword == .var || keyword == .let, next + 1 < tokens.count {
            propertyName = text(tokens[next + 1]).trimmingBackticks()
            next += 2
            if isPunctuation(next, UInt8(ascii: ":")) {
                let typeStart = next + 1
                var end = typeStart
                var depth = 0
                while end < tokens.count {
                    let token = tokens[end]
                    if token.kind == .lineComment || token.kind == .docLineComment || token.kind == .blockComment { break }
                    if depth == 0, end > typeStart, token.startsLine { break }
                    if depth == 0, isPunctuation(end, UInt8(ascii: "=")) || isPunctuation(end, UInt8(ascii: "{"))
                        || isPunctuation(end, UInt8(ascii: "}")) || isPunctuation(end, UInt8(ascii: ";")) { break }
                    if isPunctuation(end, ASCII.openParenthesis) || isPunctuation(end, UInt8(ascii: "[")) { depth += 1 }
                    if isPunctuation(end, ASCII.closeParenthesis) || isPunctuation(end, UInt8(ascii: "]")) { depth -= 1 }
                    end += 1
                }
                if end > typeStart {
                    (typeOffset, typeEnd) = (tokens[typeStart].start, tokens[end - 1].end)
                }
                next = end
            }
        }
        outline.wrappers.append(WrapperProperty(
            offset: attribute.start, wrapperName: String(text(attribute).dropFirst()),
            argumentsOffset: argumentsOffset, argumentsEnd: argumentsEnd, propertyName: propertyName, typeOffset: typeOffset, typeEnd: typeEnd,
            isObjC: isObjC, placement: currentPlacement, conditions: currentConditions))
        return next
    }

    /// `@objc` among the attributes and modifiers just before the token at `index`. The walk back
    /// is bounded: real declarations carry a few attributes, and an unbounded walk made a long run
    /// of attributes quadratic (found by fuzzing).
    private func hasObjCAttribute(before index: Int) -> Bool {
        var previous = index - 1
        while previous >= 0, previous >= index - 24 {
            let token = tokens[previous]
            if token.kind == .attribute {
                if spells(previous, "@objc") { return true }
            } else if keyword(previous)?.isAccessLevelOrModifier == true {
                // keep walking over modifiers
            } else if !(isPunctuation(previous, ASCII.openParenthesis) || isPunctuation(previous, ASCII.closeParenthesis)) {
                return false
            }
            previous -= 1
        }
        return false
    }

    /// `import M`, `import class M.T`: records `M` and returns the index after the path.
    private mutating func recordImport(at index: Int) -> Int {
        var next = index + 1
        if keyword(next)?.isImportKind == true { next += 1 }
        guard let module = word(next) else { return next }
        outline.imports.append(ImportDeclaration(module: module, offset: tokens[index].start))
        next += 1
        while isPunctuation(next, ASCII.dot), word(next + 1) != nil { next += 2 }
        return next
    }

    /// The argument labels of `init(a: A, _ b: B)`: `["a", "_"]`. Only `init`, `init?`, `init!`
    /// or `init<…>` directly followed by `(` counts, so the scan never runs away (a fuzzer found
    /// the quadratic walk an unbounded search caused).
    /// `public init()` or `open init()` at `index` (the `init`), among any other modifiers; not
    /// `init?()` or `init!()`, whose result another module cannot take as the type.
    private func isPublicPlainInitializer(at index: Int) -> Bool {
        guard isPunctuation(index + 1, ASCII.openParenthesis), isPunctuation(index + 2, ASCII.closeParenthesis) else { return false }
        var back = index - 1
        while back >= 0, let modifier = keyword(back), modifier.isAccessLevelOrModifier {
            if modifier == .public || modifier == .open { return true }
            back -= 1
        }
        return false
    }

    private func initializerLabels(after index: Int) -> [String] {
        var next = index + 1
        if isPunctuation(next, UInt8(ascii: "?")) || isPunctuation(next, UInt8(ascii: "!")) { next += 1 }
        if isPunctuation(next, UInt8(ascii: "<")) {
            var ignored: [String] = []
            next = readGenericParameters(from: next, into: &ignored)
        }
        guard isPunctuation(next, ASCII.openParenthesis) else { return [] }
        var labels: [String] = []
        var depth = 0
        var expectingLabel = true
        while next < tokens.count {
            let token = tokens[next]
            if isPunctuation(next, ASCII.openParenthesis) || isPunctuation(next, UInt8(ascii: "[")) || isPunctuation(next, UInt8(ascii: "<")) {
                depth += 1
            } else if isPunctuation(next, ASCII.closeParenthesis) || isPunctuation(next, UInt8(ascii: "]"))
                        || (isPunctuation(next, UInt8(ascii: ">")) && !isPunctuation(next - 1, UInt8(ascii: "-"))) {
                depth -= 1
                if depth == 0 { break }
            } else if depth == 1, isPunctuation(next, UInt8(ascii: ",")) {
                expectingLabel = true
            } else if depth == 1, expectingLabel, token.kind == .identifier || token.kind == .escapedIdentifier {
                labels.append(text(token).trimmingBackticks())
                expectingLabel = false
            }
            next += 1
        }
        return labels
    }

    // MARK: Declarations

    /// Reads `kind Name<Generics>: Inheritance where … {` and opens the body scope.
    /// Returns the index after the header; a header without a body is not a declaration.
    private mutating func declare(_ kind: DeclarationKind, keywordIndex: Int) -> Int {
        let nameToken = tokens[keywordIndex + 1]
        var name = text(nameToken).trimmingBackticks()
        var next = keywordIndex + 2
        if kind == .extension {
            while isPunctuation(next, ASCII.dot), let component = word(next + 1) {
                name += "." + component
                next += 2
            }
        }
        var genericParameters: [String] = []
        var genericClause = ""
        if isPunctuation(next, UInt8(ascii: "<")) {
            let open = next
            next = readGenericParameters(from: next, into: &genericParameters)
            if next > open, next - 1 < tokens.count {
                genericClause = String(decoding: bytes[tokens[open].start..<tokens[next - 1].end], as: UTF8.self)
            }
        }
        var inheritanceStart: Int?
        var inheritanceEnd: Int?
        var depth = 0
        while next < tokens.count {
            let token = tokens[next]
            if token.kind == .lineComment || token.kind == .docLineComment || token.kind == .blockComment {
                record(comment: token)
            } else if isPunctuation(next, ASCII.openParenthesis) || isPunctuation(next, UInt8(ascii: "[")) {
                depth += 1
            } else if isPunctuation(next, ASCII.closeParenthesis) || isPunctuation(next, UInt8(ascii: "]")) {
                depth -= 1
            } else if depth <= 0, isPunctuation(next, UInt8(ascii: ":")), inheritanceStart == nil {
                inheritanceStart = next + 1 < tokens.count ? tokens[next + 1].start : nil
            } else if depth <= 0, word(next) == "where", inheritanceStart != nil, inheritanceEnd == nil {
                inheritanceEnd = token.start
            } else if depth <= 0, isPunctuation(next, UInt8(ascii: "{")) {
                if inheritanceStart != nil, inheritanceEnd == nil { inheritanceEnd = token.start }
                openDeclaration(kind, name: name, at: tokens[keywordIndex].start, generics: genericParameters, genericClause: genericClause,
                                inheritance: inheritanceText(inheritanceStart, inheritanceEnd), brace: token.start)
                return next + 1
            } else if isPunctuation(next, UInt8(ascii: "}")) || isPunctuation(next, UInt8(ascii: ";")) {
                return next
            }
            next += 1
        }
        return next
    }

    private func inheritanceText(_ start: Int?, _ end: Int?) -> String {
        guard let start, let end, start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self).trimmedWhitespace
    }

    private func readGenericParameters(from open: Int, into parameters: inout [String]) -> Int {
        var next = open
        var depth = 0
        var expectingName = true
        while next < tokens.count {
            if isPunctuation(next, UInt8(ascii: "<")) {
                depth += 1
            } else if isPunctuation(next, UInt8(ascii: ">")), !isPunctuation(next - 1, UInt8(ascii: "-")) {
                depth -= 1
                if depth == 0 { return next + 1 }
            } else if depth == 1, isPunctuation(next, UInt8(ascii: ",")) {
                expectingName = true
            } else if depth == 1, expectingName, let name = word(next), name != "each" {
                parameters.append(name)
                expectingName = false
            } else if isPunctuation(next, UInt8(ascii: "{")) || isPunctuation(next, UInt8(ascii: "}")) {
                return next
            }
            next += 1
        }
        return next
    }

    private mutating func openDeclaration(
        _ kind: DeclarationKind, name: String, at offset: Int, generics: [String], genericClause: String, inheritance: String, brace: Int
    ) {
        let isLocal = scopes.contains { if case .code = $0.scope { return true } else { return false } }
        var parent: Int?
        for entry in scopes.reversed() {
            if case let .declaration(index) = entry.scope {
                parent = index
                break
            }
        }
        let path = parent.map { outline.declarations[$0].path + "." + name } ?? name
        let declaration = TypeDeclaration(
            kind: kind, name: name, path: path, accessLevel: pendingAccess ?? .internal,
            genericParameters: generics, inheritance: inheritance, parent: parent, isLocal: isLocal, offset: offset,
            conditions: currentConditions, bodyStart: brace, bodyEnd: bytes.count, genericClause: genericClause)
        outline.declarations.append(declaration)
        scopes.append((.declaration(outline.declarations.count - 1), brace))
        lastPropertyName = nil
    }

    // MARK: Comments

    private var currentPlacement: AnnotationPlacement {
        switch scopes.last?.scope {
        case let .declaration(index)?: .declaration(index)
        case .code?: .codeBody
        case nil: .fileLevel
        }
    }

    private mutating func record(comment token: Token) {
        switch token.kind {
        case .lineComment:
            guard let textOffset = CommentText.annotationTextOffset(bytes, from: token.start + 2, to: token.end) else {
                if let miscased = CommentText.miscasedMarkerOffset(bytes, from: token.start + 2, to: token.end) {
                    let written = String(decoding: bytes[miscased..<(miscased + 7)], as: UTF8.self)
                    outline.ignoredAnnotations.append(IgnoredAnnotationComment(
                        offset: miscased, reason: "'\(written)' is not an annotation; annotations start with 'weaver:' in lower case"))
                }
                return
            }
            guard token.startsLine else {
                outline.ignoredAnnotations.append(IgnoredAnnotationComment(
                    offset: textOffset, reason: "a 'weaver:' comment after code on the same line is not an annotation; put it on its own line"))
                return
            }
            // Comments leave `startsLine` alone, so `/* … */ // weaver:` needs a look at the line itself.
            guard onlySpacesBefore(token.start) else {
                outline.ignoredAnnotations.append(IgnoredAnnotationComment(
                    offset: textOffset, reason: "a 'weaver:' comment after another comment on the same line is not an annotation; put it on its own line"))
                return
            }
            outline.annotations.append(AnnotationComment(
                offset: token.start, textOffset: textOffset, textEnd: token.end, placement: currentPlacement, conditions: currentConditions))
        case .docLineComment:
            if let textOffset = CommentText.annotationTextOffset(bytes, from: token.start + 3, to: token.end) {
                outline.ignoredAnnotations.append(IgnoredAnnotationComment(
                    offset: textOffset, reason: "a doc comment ('///') is not an annotation; use '//'"))
            }
        case .blockComment:
            for textOffset in CommentText.annotationLinesInBlock(bytes, from: token.start, to: token.end) {
                outline.ignoredAnnotations.append(IgnoredAnnotationComment(
                    offset: textOffset, reason: "a 'weaver:' line inside a block comment is not an annotation; use a '//' line comment"))
            }
        default:
            break
        }
    }

    /// True when only whitespace that swiftc skips within a line stands between the start of the
    /// line and `offset` (a form feed or vertical tab there is whitespace, not code).
    private func onlySpacesBefore(_ offset: Int) -> Bool {
        var position = offset - 1
        while position >= 0, ASCII.isInlineWhitespace(bytes[position]) { position -= 1 }
        return position < 0 || bytes[position] == ASCII.newline || bytes[position] == UInt8(ascii: "\r")
    }

    // MARK: #if

    /// Each branch of an `#if` starts from the scopes open at the `#if`, so a type whose header
    /// differs per branch (`class A: UIView {` / `class A: NSView {`) opens one body, not two.
    private mutating func handle(directive token: Token) {
        switch ConditionalDirective(tokenText: text(token)) {
        case .ifCondition?:
            let branch = ConditionalBranch(block: conditionalBlocks, branch: 0, conditions: [conditionText(token)])
            conditionalBlocks += 1
            conditionals.append(ConditionalFrame(scopesAtStart: scopes, scopesAfterFirstBranch: nil, branch: branch))
        case let directive? where directive == .elseIfCondition || directive == .elseBranch:
            guard var frame = conditionals.popLast() else {
                outline.problems.append(LexicalProblem(offset: token.start, message: "'#else' without '#if'"))
                return
            }
            if frame.scopesAfterFirstBranch == nil { frame.scopesAfterFirstBranch = scopes }
            scopes = frame.scopesAtStart
            // Swift rejects any branch after `#else`; staying on the `#else` branch keeps every
            // recorded branch index within its conditions, which the generator relies on.
            if frame.branch.isElse {
                let name = directive == .elseBranch ? "#else" : "#elseif"
                outline.problems.append(LexicalProblem(offset: token.start, message: "'\(name)' after '#else' in the same '#if' block"))
                conditionals.append(frame)
                return
            }
            frame.branch.branch += 1
            if directive == .elseIfCondition { frame.branch.conditions.append(conditionText(token)) }
            conditionals.append(frame)
        case .endIf?, .elseIfCondition?, .elseBranch?:
            if conditionals.popLast() == nil {
                outline.problems.append(LexicalProblem(offset: token.start, message: "'#endif' without '#if'"))
            }
        case nil:
            break
        }
    }
}
