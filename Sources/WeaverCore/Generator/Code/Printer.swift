/// Lays out the code model (`Syntax.swift`) as Swift text: four spaces per level, and the runtime
/// support every node names recorded on the way (`support`), so that nothing reads the text
/// afterwards. Every line is a `Doc` (`Printer+Doc.swift`) that `LineLayout` prints, flat when it
/// fits within `limit` columns and broken when it does not; the printer only decides what is a
/// line and what is a block.
struct Printer {
    static let limit = 120

    /// What is printed so far, as bytes: appending a piece to an array of bytes costs less than
    /// to a `String`, and printing a container appends many small pieces.
    var text = OutputBuffer()
    /// The runtime declarations the printed code names.
    private(set) var support = SupportSet()
    var indentation = 0

    init(reservingCapacity capacity: Int = 0) {
        if capacity > 0 { text.bytes.reserveCapacity(capacity) }
    }

    /// The printed text.
    var output: String { String(decoding: text.bytes, as: UTF8.self) }

    // MARK: Lines

    mutating func line(_ content: String = "") {
        if !content.isEmpty { indent() }
        text += content
        text += "\n"
    }

    mutating func indent() {
        for _ in 0..<indentation { text += "    " }
    }

    mutating func indented(_ body: (inout Printer) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }

    // MARK: Declarations

    mutating func print(_ declarations: [Declaration]) {
        for declaration in declarations { print(declaration) }
    }

    mutating func print(_ declaration: Declaration) {
        switch declaration {
        case let .line(content): line(content)
        case .blank: line()
        case let .type(type): print(type)
        case let .composition(name, parts):
            layout(.fill("typealias \(name) = ", parts, separator: " & ", tail: ""))
        case let .conditional(branches):
            conditional(branches) { $0.print($1) }
        case let .function(function): print(function)
        case let .template(source):
            text += source
            text += "\n"
        }
    }

    mutating func print(_ type: GeneratedType) {
        var head = type.attributes.map { $0 + " " }.joined()
        if type.isMainActor { head += "@MainActor " }
        if !type.access.isEmpty { head += type.access + " " }
        switch type.kind {
        case .finalClass: head += "final class "
        case .class: head += "class "
        case .protocol: head += "protocol "
        case .extension: head += "extension "
        }
        head += type.name
        var inherits = type.inherits.map { record($0) }
        if type.isCheckedSendable, !type.isMainActor { inherits.append("@unchecked Sendable") }
        // An empty body stays on the header's line: `protocol AppDependencyResolver: AnyObject {}`.
        let open = type.members.isEmpty ? " {}" : " {"
        if inherits.isEmpty {
            line(head + open)
        } else {
            layout(.fill(head + ": ", inherits, separator: ", ", tail: open))
        }
        guard !type.members.isEmpty else { return }
        indented { body in
            for member in type.members { body.print(member) }
        }
        line("}")
    }

    mutating func print(_ member: MemberDeclaration) {
        switch member {
        case let .stored(name, type, isPrivate):
            line((isPrivate ? "private let " : "let ") + name.code + ": " + record(type))
        case let .variable(name, type, value):
            let head = "var " + name.code + ": " + record(type)
            guard let value else { return line(head) }
            layout(.assignment(.text(head), doc(value)))
        case let .constant(name, value):
            layout(.assignment(.text("let " + name.code), doc(value)))
        case let .lazy(name, value):
            layout(.assignment(.text("lazy var " + name.code), doc(value)))
        case let .lines(lines):
            for content in lines { line(content) }
        case let .computed(name, type, body):
            inlineOrBlock(.text("var " + name.code + ": " + record(type)), [.expression(body)])
        case let .function(function):
            print(function)
        case let .initializer(keyword, parameters, body):
            block(.sequence([.text(keyword), parameterList(parameters), .text(" {")]), body)
        case let .requirement(requirement):
            self.requirement(requirement)
        case let .conditional(branches):
            conditional(branches) { $0.print($1) }
        case let .documentation(lines):
            for content in lines { line("/// " + content) }
        case .blank:
            line()
        }
    }

    mutating func print(_ function: FunctionDeclaration) {
        var head = function.modifiers.isEmpty ? "func " : function.modifiers + " func "
        head += function.name.code + function.genericClause
        let signature = Doc.sequence([.text(head), parameterList(function.parameters), .text(function.result.map { " -> " + record($0) } ?? "")])
        if function.layout == .inline, function.body.count == 1 {
            inlineOrBlock(signature, function.body)
        } else {
            block(.sequence([signature, .text(" {")]), function.body)
        }
    }

    mutating func requirement(_ requirement: Requirement) {
        switch requirement {
        case let .property(name, type):
            line("var \(name.code): \(type) { get }")
        case let .factory(name, parameters, result):
            layout(.sequence([.text("func " + name.code), parameterList(parameters.map { Parameter($0.name, TypeName($0.type)) }),
                              .text(" -> " + result)]))
        case let .setter(name, type):
            line("func \(name.code)(_ value: \(type))")
        }
    }

    /// `head { statement }` on one line when it fits, else as a block.
    mutating func inlineOrBlock(_ head: Doc, _ body: [Statement]) {
        var inline = [head, .text(" { ")]
        for (index, statement) in body.enumerated() {
            if index > 0 { inline.append(.text("; ")) }
            inline.append(doc(statement))
        }
        inline.append(.text(" }"))
        if !layoutIfFlat(.sequence(inline)) { block(.sequence([head, .text(" {")]), body) }
    }

    /// `head` (ending in `{`), the statements one level deeper, `}`; an empty body closes on the
    /// head's line.
    mutating func block(_ head: Doc, _ body: [Statement]) {
        guard !body.isEmpty else { return layout(.sequence([head, .text("}")])) }
        layout(head)
        indented { inner in
            for statement in body { inner.statement(statement) }
        }
        line("}")
    }

    mutating func conditional<Content>(_ branches: [Branch<Content>], _ print: (inout Printer, Content) -> Void) {
        for branch in branches {
            line(branch.directive)
            for content in branch.content { print(&self, content) }
        }
        line("#endif")
    }

    // MARK: Statements

    mutating func statement(_ statement: Statement) {
        switch statement {
        case let .conditional(branches):
            conditional(branches) { $0.statement($1) }
        case let .unbroken(lines):
            for content in lines { line(content) }
        case let .function(name, result, body):
            inlineOrBlock(.text("func " + name.code + "() -> " + record(result)), [.expression(body)])
        default:
            layout(doc(statement))
        }
    }

    /// A type's text, its runtime declaration recorded.
    @discardableResult
    mutating func record(_ type: TypeName) -> String {
        if let component = type.support { support.insert(component) }
        return type.text
    }
}
