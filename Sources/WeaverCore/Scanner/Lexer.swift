// The lexer is the one long file of the scanner: a single bounded algorithm over bytes.
// Every branch of every loop advances `offset` by at least one byte, so it cannot hang,
// and string interpolation is handled with an explicit stack, so it cannot overflow.

/// A problem of the file's text, found while tokenizing.
public struct LexicalProblem: Sendable, Equatable {
    public let offset: Int
    public let message: String
}

/// Turns UTF-8 bytes into tokens. It understands comments (nested block comments included),
/// every form of string literal (multi-line, raw with any number of `#`, interpolation holding
/// strings and closures), attributes and `#if` directives; everything else is split coarsely.
struct Lexer {
    private let bytes: [UInt8]
    private var offset = 0
    private var startsLine = true
    private(set) var tokens: [Token] = []
    private(set) var problems: [LexicalProblem] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 6)
    }

    static func tokenize(_ bytes: [UInt8]) -> (tokens: [Token], problems: [LexicalProblem]) {
        var lexer = Lexer(bytes: bytes)
        lexer.run()
        return (lexer.tokens, lexer.problems)
    }

    private func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    private mutating func emit(_ kind: TokenKind, from start: Int) {
        tokens.append(Token(kind: kind, start: start, end: offset, startsLine: startsLine))
        startsLine = false
    }

    private mutating func run() {
        while offset < bytes.count {
            let start = offset
            let current = bytes[offset]
            switch current {
            case ASCII.newline:
                offset += 1
                startsLine = true
            case ASCII.space, ASCII.tab, ASCII.carriageReturn, ASCII.verticalTab, ASCII.formFeed, 0:
                offset += 1
            case ASCII.slash where byte(offset + 1) == ASCII.slash:
                let isDoc = byte(offset + 2) == ASCII.slash && byte(offset + 3) != ASCII.slash
                skipToEndOfLine()
                emitComment(isDoc ? .docLineComment : .lineComment, from: start)
            case ASCII.slash where byte(offset + 1) == ASCII.star:
                skipBlockComment()
                emitComment(.blockComment, from: start)
            case ASCII.quote:
                scanString(hashes: 0)
                emit(.stringLiteral, from: start)
            case ASCII.hash:
                scanPound(from: start)
            case ASCII.at:
                offset += 1
                if ASCII.isIdentifierStart(byte(offset)) {
                    skipIdentifier()
                    emit(.attribute, from: start)
                } else {
                    emit(.punctuation, from: start)
                }
            case ASCII.backtick:
                offset += 1
                while offset < bytes.count, bytes[offset] != ASCII.backtick, bytes[offset] != ASCII.newline {
                    offset += 1
                }
                if byte(offset) == ASCII.backtick { offset += 1 }
                emit(.escapedIdentifier, from: start)
            default:
                if ASCII.isIdentifierStart(current) {
                    skipIdentifier()
                    emit(.identifier, from: start)
                } else if ASCII.isDigit(current) {
                    skipNumber()
                    startsLine = false
                } else if ASCII.isPunctuation(current) {
                    offset += 1
                    emit(.punctuation, from: start)
                } else if ASCII.isMeaningfulOperator(current) {
                    offset += 1
                    emit(.operator, from: start)
                } else {
                    offset += 1
                    startsLine = false
                }
            }
        }
    }

    /// Comments do not change whether the next token starts its line.
    private mutating func emitComment(_ kind: TokenKind, from start: Int) {
        let wasStartingLine = startsLine
        tokens.append(Token(kind: kind, start: start, end: offset, startsLine: wasStartingLine))
        if kind == .blockComment, bytes[start..<offset].contains(ASCII.newline) {
            startsLine = true
        }
    }

    private mutating func skipToEndOfLine() {
        while offset < bytes.count, bytes[offset] != ASCII.newline { offset += 1 }
    }

    private mutating func skipIdentifier() {
        while offset < bytes.count, ASCII.isIdentifierContinue(bytes[offset]) { offset += 1 }
    }

    private mutating func skipNumber() {
        while offset < bytes.count {
            let current = bytes[offset]
            if ASCII.isIdentifierContinue(current) {
                offset += 1
            } else if current == ASCII.dot, ASCII.isDigit(byte(offset + 1)) {
                offset += 2
            } else {
                break
            }
        }
    }

    /// Skips `/* … */` with nesting; reports an unterminated one at its start.
    private mutating func skipBlockComment() {
        let start = offset
        var depth = 0
        while offset < bytes.count {
            if bytes[offset] == ASCII.slash, byte(offset + 1) == ASCII.star {
                depth += 1
                offset += 2
            } else if bytes[offset] == ASCII.star, byte(offset + 1) == ASCII.slash {
                depth -= 1
                offset += 2
                if depth == 0 { return }
            } else {
                offset += 1
            }
        }
        problems.append(LexicalProblem(offset: start, message: "unterminated block comment"))
    }

    /// `#` starts a raw string, a conditional directive, or a pound keyword.
    private mutating func scanPound(from start: Int) {
        var hashes = 0
        while byte(offset + hashes) == ASCII.hash { hashes += 1 }
        if byte(offset + hashes) == ASCII.quote {
            offset += hashes
            scanString(hashes: hashes)
            emit(.stringLiteral, from: start)
            return
        }
        if byte(offset + hashes) == ASCII.slash {
            skipExtendedRegex(hashes: hashes)
            emit(.stringLiteral, from: start)
            return
        }
        offset += 1
        guard ASCII.isIdentifierStart(byte(offset)) else {
            emit(.punctuation, from: start)
            return
        }
        skipIdentifier()
        let word = bytes[(start + 1)..<offset]
        if ConditionalDirective.keywords.contains(where: { $0.elementsEqual(word) }) {
            // The condition runs to the end of the line or to a trailing comment.
            while offset < bytes.count, bytes[offset] != ASCII.newline,
                  !(bytes[offset] == ASCII.slash && (byte(offset + 1) == ASCII.slash || byte(offset + 1) == ASCII.star)) {
                offset += 1
            }
            emit(.conditionalDirective, from: start)
        } else {
            emit(.poundKeyword, from: start)
        }
    }

    private enum Frame {
        case string(hashes: Int, multiLine: Bool)
        case interpolation(parentheses: Int)
    }

    /// Scans a string literal whose opening quote is at `offset`, with `hashes` `#` before it.
    private mutating func scanString(hashes: Int) {
        let start = offset
        var frames: [Frame] = [openString(hashes: hashes)]
        while offset < bytes.count, let frame = frames.last {
            let current = bytes[offset]
            switch frame {
            case let .string(hashCount, multiLine):
                if current == ASCII.backslash, hashesFollow(offset + 1, count: hashCount) {
                    let escaped = offset + 1 + hashCount
                    if byte(escaped) == ASCII.openParenthesis {
                        frames.append(.interpolation(parentheses: 1))
                    }
                    offset = escaped + 1
                } else if current == ASCII.quote, closesString(multiLine: multiLine, hashes: hashCount) {
                    offset += (multiLine ? 3 : 1) + hashCount
                    frames.removeLast()
                } else if current == ASCII.newline, !multiLine {
                    problems.append(LexicalProblem(offset: start, message: "unterminated string literal"))
                    return
                } else {
                    offset += 1
                }
            case let .interpolation(parentheses):
                if current == ASCII.openParenthesis {
                    frames[frames.count - 1] = .interpolation(parentheses: parentheses + 1)
                    offset += 1
                } else if current == ASCII.closeParenthesis {
                    frames.removeLast()
                    if parentheses > 1 { frames.append(.interpolation(parentheses: parentheses - 1)) }
                    offset += 1
                } else if current == ASCII.quote || (current == ASCII.hash && startsRawString(at: offset)) {
                    var nestedHashes = 0
                    while bytes[offset] == ASCII.hash { nestedHashes += 1; offset += 1 }
                    frames.append(openString(hashes: nestedHashes))
                } else if current == ASCII.slash, byte(offset + 1) == ASCII.star {
                    skipBlockComment()
                } else if current == ASCII.slash, byte(offset + 1) == ASCII.slash {
                    skipToEndOfLine()
                } else {
                    offset += 1
                }
            }
        }
        if !frames.isEmpty {
            problems.append(LexicalProblem(offset: start, message: "unterminated string literal"))
        }
        // An escape at the very end may have stepped past the last byte.
        offset = min(offset, bytes.count)
    }

    /// Consumes the opening quote(s) at `offset` and returns the frame they open. `"""` opens a
    /// multi-line string only when the rest of its line is blank: `#"""#` is a one-line raw string
    /// holding a quote.
    private mutating func openString(hashes: Int) -> Frame {
        if byte(offset + 1) == ASCII.quote, byte(offset + 2) == ASCII.quote, restOfLineIsBlank(from: offset + 3) {
            offset += 3
            return .string(hashes: hashes, multiLine: true)
        }
        offset += 1
        return .string(hashes: hashes, multiLine: false)
    }

    private func restOfLineIsBlank(from index: Int) -> Bool {
        var position = index
        while position < bytes.count, bytes[position] == ASCII.space || bytes[position] == ASCII.tab || bytes[position] == ASCII.carriageReturn {
            position += 1
        }
        return position >= bytes.count || bytes[position] == ASCII.newline
    }

    /// `#/…/#` (with any number of `#`): skipped whole, so quotes inside it open nothing.
    private mutating func skipExtendedRegex(hashes: Int) {
        let start = offset
        offset += hashes + 1
        while offset < bytes.count {
            if bytes[offset] == ASCII.backslash {
                offset += 2
                continue
            }
            if bytes[offset] == ASCII.slash, hashesFollow(offset + 1, count: hashes) {
                offset += 1 + hashes
                return
            }
            offset += 1
        }
        offset = bytes.count
        problems.append(LexicalProblem(offset: start, message: "unterminated regular expression literal"))
    }

    private func hashesFollow(_ index: Int, count: Int) -> Bool {
        for position in index..<(index + count) where byte(position) != ASCII.hash { return false }
        return true
    }

    private func closesString(multiLine: Bool, hashes: Int) -> Bool {
        if multiLine, !(byte(offset + 1) == ASCII.quote && byte(offset + 2) == ASCII.quote) { return false }
        return hashesFollow(offset + (multiLine ? 3 : 1), count: hashes)
    }

    private func startsRawString(at index: Int) -> Bool {
        var position = index
        while byte(position) == ASCII.hash { position += 1 }
        return byte(position) == ASCII.quote
    }
}
