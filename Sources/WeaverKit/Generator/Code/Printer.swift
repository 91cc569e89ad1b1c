/// Lays out the code model (`Syntax.swift`) as Swift text: four spaces per level, lines within
/// `limit` columns broken as they are written (`LineLayout`), and the runtime support every node
/// names recorded on the way (`support`), so that nothing reads the text afterwards.
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

    /// `requirement` as a protocol declares it.
    static func text(of requirement: Requirement) -> String {
        var printer = Printer()
        printer.requirement(requirement)
        return printer.output
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
            fill("typealias \(name) = ", parts, separator: " & ", tail: "")
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
            fill(head + ": ", inherits, separator: ", ", tail: open)
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
            line((isPrivate ? "private let " : "let ") + name + ": " + record(type))
        case let .variable(name, type, value):
            let head = "var " + name + ": " + record(type)
            guard let value else { return line(head) }
            layout(.assignment(.text(head), doc(value)))
        case let .constant(name, value):
            layout(.assignment(.text("let " + name), doc(value)))
        case let .lazy(name, value):
            layout(.assignment(.text("lazy var " + name), doc(value)))
        case let .lines(lines):
            for content in lines { line(content) }
        case let .computed(name, type, body):
            let head = "var " + name + ": " + record(type)
            inlineOrBlock({ $0.text += head }, .text(head), [.expression(body)])
        case let .function(function):
            print(function)
        case let .initializer(keyword, parameters, body):
            if parameters.count >= 2, !body.isEmpty {
                // Too long: one parameter per line (as `LineLayout` would break it, without its
                // `Doc`: a container's initializer takes every need, and many are long).
                if !writeFlat({ $0.text += keyword; $0.flat(parameters); $0.text += " {" }) {
                    parameterLines(keyword + "(", parameters, ") {")
                }
                indented { inner in
                    for statement in body { inner.statement(statement) }
                }
                line("}")
                return
            }
            block({ $0.text += keyword; $0.flat(parameters); $0.text += " {" }, .sequence([.text(keyword), Printer.parameterList(parameters), .text(" {")]), body)
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
        head += function.name + function.genericClause
        let result: String = function.result.map { " -> " + record($0) } ?? ""
        // Built only when the signature must break.
        let signature = { [head, result] in [Doc.text(head), Printer.parameterList(function.parameters), .text(result)] }
        let flatSignature = { (printer: inout Printer) in
            printer.text += head
            printer.flat(function.parameters)
            printer.text += result
        }
        if function.layout == .inline, function.body.count == 1 {
            inlineOrBlock(flatSignature, .sequence(signature()), function.body)
        } else {
            block({ flatSignature(&$0); $0.text += " {" }, .sequence(signature() + [.text(" {")]), function.body)
        }
    }

    mutating func requirement(_ requirement: Requirement) {
        switch requirement {
        case let .property(name, type):
            line("var \(name): \(type) { get }")
        case let .factory(name, parameters, result):
            layout(.sequence([.text("func " + name), Printer.parameterList(parameters.map { Parameter($0.name, TypeName($0.type)) }),
                              .text(" -> " + result)]))
        case let .setter(name, type):
            line("func \(name)(_ value: \(type))")
        }
    }

    /// `head`, each parameter on a line of its own one level deeper (a comma after all but the
    /// last), then `tail`; a parameter too long for its line is laid out by `LineLayout`.
    mutating func parameterLines(_ head: String, _ parameters: [Parameter], _ tail: String) {
        line(head)
        indented { inner in
            for (index, parameter) in parameters.enumerated() {
                inner.record(parameter.type)
                inner.line(parameter.declaration + (index < parameters.count - 1 ? "," : ""))
            }
        }
        line(tail)
    }

    /// `head { statement }` on one line when it fits, else as a block. `flatHead` writes the head
    /// on the line; `head` is the same head as a `Doc`, for when it must break.
    mutating func inlineOrBlock(_ flatHead: (inout Printer) -> Void, _ head: @autoclosure () -> Doc, _ body: [Statement]) {
        let written = writeFlat { printer in
            flatHead(&printer)
            printer.text += " { "
            for (index, statement) in body.enumerated() {
                if index > 0 { printer.text += "; " }
                printer.flat(statement)
            }
            printer.text += " }"
        }
        if !written { block({ flatHead(&$0); $0.text += " {" }, .sequence([head(), .text(" {")]), body) }
    }

    /// `head` (ending in `{`), the statements one level deeper, `}`; an empty body closes on the
    /// head's line.
    mutating func block(_ flatHead: (inout Printer) -> Void, _ head: @autoclosure () -> Doc, _ body: [Statement]) {
        guard !body.isEmpty else {
            if !writeFlat({ flatHead(&$0); $0.text += "}" }) { layout(.sequence([head(), .text("}")])) }
            return
        }
        if !writeFlat(flatHead) { layout(head()) }
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

    /// `head` + `parts` joined by `separator` + `tail`, continued one level deeper when the line
    /// is full (a class's conformances, a resolver's protocols): a line breaks before ` & `, or
    /// after `, `.
    mutating func fill(_ head: String, _ parts: [String], separator: String, tail: String) {
        // Most fit on one line: written at once.
        let width = indentation * 4 + head.utf8.count + parts.reduce(0) { $0 + $1.utf8.count }
            + max(0, parts.count - 1) * separator.utf8.count + tail.utf8.count
        if width <= Printer.limit {
            indent()
            text += head
            for (index, part) in parts.enumerated() {
                if index > 0 { text += separator }
                text += part
            }
            text += tail
            text += "\n"
            return
        }
        let prefix = String(repeating: "    ", count: indentation)
        let breaksAfter = separator == ", "
        var pieces: [String] = []
        pieces.reserveCapacity(parts.count)
        for (index, part) in parts.enumerated() {
            var piece = index == 0 ? head + part : (breaksAfter ? " " + part : separator + part)
            if breaksAfter, index < parts.count - 1 { piece += "," }
            if index == parts.count - 1 { piece += tail }
            pieces.append(piece)
        }
        var current = prefix
        var isFirstLine = true
        for piece in pieces {
            let lead = isFirstLine ? 0 : prefix.utf8.count + 4
            if current.utf8.count > (isFirstLine ? prefix.utf8.count : 0), lead + current.utf8.count + piece.utf8.count > Printer.limit {
                text += (isFirstLine ? "" : prefix + "    ") + current + "\n"
                isFirstLine = false
                current = String(piece.drop { $0 == " " })
            } else {
                current += piece
            }
        }
        text += (isFirstLine ? "" : prefix + "    ") + current + "\n"
    }

    // MARK: Statements

    mutating func statement(_ statement: Statement) {
        switch statement {
        case let .conditional(branches):
            conditional(branches) { $0.statement($1) }
        case let .unbroken(lines):
            for content in lines { line(content) }
        case let .function(name, result, body):
            let head = "func " + name + "() -> " + record(result)
            inlineOrBlock({ $0.text += head }, .text(head), [.expression(body)])
        default:
            // Most statements fit: written straight from the model, and only a line too long is
            // taken back and laid out again from its `Doc`.
            if !writeFlat({ $0.flat(statement) }), !writeArgumentsBroken(statement) { layout(doc(statement)) }
        }
    }

    /// A type's text, its runtime declaration recorded.
    @discardableResult
    mutating func record(_ type: TypeName) -> String {
        if let component = type.support { support.insert(component) }
        return type.text
    }
}
