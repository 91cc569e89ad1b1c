/// The model's lines as `Doc`s, and how they are written: `LineLayout` prints each flat when it
/// fits and breaks it when it does not. Building a `Doc` records the runtime support it names.
extension Printer {
    /// Writes `doc` as `LineLayout` lays it out at the current indentation.
    mutating func layout(_ doc: Doc) {
        LineLayout.write(doc, indentation: indentation * 4, into: &text)
    }

    /// Writes `doc` on one line if it fits; else writes nothing and returns false.
    mutating func layoutIfFlat(_ doc: Doc) -> Bool {
        LineLayout.writeIfFlat(doc, indentation: indentation * 4, into: &text)
    }

    mutating func parameterList(_ parameters: [Parameter]) -> Doc {
        for parameter in parameters { record(parameter.type) }
        return .list(open: "(", parameters.map { parameter in
            guard let value = parameter.defaultValue else { return .text(parameter.declaration) }
            return .sequence([.text(parameter.declaration + " = "), doc(value)])
        }, close: ")")
    }

    mutating func doc(_ statement: Statement) -> Doc {
        switch statement {
        case let .expression(expression):
            return doc(expression)
        case let .constant(name, type, value):
            let head = "let " + name.code + (type.map { ": " + record($0) } ?? "")
            return .assignment(.text(head), doc(value))
        case let .assignment(target, value):
            return .assignment(doc(target), doc(value))
        case let .return(value):
            return .sequence([.text("return "), doc(value)])
        case let .guardLet(name, orElse):
            return .sequence([.text("guard let " + name.code + " else "), .body([doc(orElse)])])
        case let .function(name, result, body):
            return .sequence([.text("func " + name.code + "() -> " + record(result) + " "), .body([doc(body)])])
        case .conditional, .unbroken:
            preconditionFailure("laid out by `statement(_:)`")
        }
    }

    mutating func doc(_ expression: Expr) -> Doc {
        switch expression {
        case let .word(word):
            return .text(word)
        case let .support(type):
            return .text(record(type))
        case let .string(content):
            return .text("\"" + content + "\"")
        case let .member(base, name):
            return .sequence([doc(base), .text("." + name)])
        case let .call(callee, arguments, trailing):
            var parts = [doc(callee)]
            if !arguments.isEmpty || trailing == nil {
                parts.append(.list(open: "(", arguments.map { argument in
                    argument.label.map { .sequence([.text(Identifier($0).label + ": "), doc(argument.value)]) } ?? doc(argument.value)
                }, close: ")"))
            }
            if let trailing { parts += [.text(" "), doc(trailing)] }
            return .sequence(parts)
        case let .closure(closure):
            return doc(closure)
        case let .array(elements):
            return .list(open: "[", elements.map { doc($0) }, close: "]")
        case let .dictionary(entries):
            guard !entries.isEmpty else { return .text("[:]") }
            return .list(open: "[", entries.map { .sequence([doc($0.key), .text(": "), doc($0.value)]) }, close: "]")
        case let .cast(value, type):
            return .sequence([doc(value), .text(" as " + record(type))])
        }
    }

    mutating func doc(_ closure: Closure) -> Doc {
        .closure(captures: closure.captures, parameters: closure.parameters, closure.body.map { doc($0) })
    }
}
