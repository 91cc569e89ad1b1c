/// Writing the model on one line: the text `Printer`'s `Doc`s give flat, written straight into
/// the output (most lines fit, and building a `Doc` for each was most of printing's cost).
extension Printer {
    /// Writes `write`'s line at the current indentation if it fits within the limit; else
    /// writes nothing and returns false.
    mutating func writeFlat(_ write: (inout Printer) -> Void) -> Bool {
        let start = text.bytes.count
        indent()
        write(&self)
        if text.bytes.count - start <= Printer.limit {
            text += "\n"
            return true
        }
        text.bytes.removeLast(text.bytes.count - start)
        return false
    }

    /// `target = Call(label: Inner(a, b, …))` too long, written as `LineLayout` would break it
    /// (the inner arguments one per line) without building its `Doc`: the shape of a container's
    /// `self.home = Home(injecting: HomeDependencyContainer(…))`, the most common long line.
    /// Writes nothing and returns false for any other shape, or when a line would still be too long.
    mutating func writeArgumentsBroken(_ statement: Statement) -> Bool {
        guard case let .assignment(target, value) = statement, case let .call(callee, outer, nil) = value, outer.count == 1,
              case let .call(inner, arguments, nil) = outer[0].value, arguments.count >= 2,
              Self.isPlain(target), Self.isPlain(callee), Self.isPlain(inner) else { return false }
        let start = text.bytes.count
        func fits(from lineStart: Int) -> Bool { text.bytes.count - lineStart <= Printer.limit }
        indent()
        flat(target)
        text += " = "
        flat(callee)
        text += "("
        if let label = outer[0].label {
            text += label
            text += ": "
        }
        flat(inner)
        text += "("
        var ok = fits(from: start)
        text += "\n"
        indentation += 1
        for (index, argument) in arguments.enumerated() where ok {
            let lineStart = text.bytes.count
            indent()
            if let label = argument.label {
                text += label
                text += ": "
            }
            flat(argument.value)
            if index < arguments.count - 1 { text += "," }
            ok = fits(from: lineStart)
            text += "\n"
        }
        indentation -= 1
        guard ok else {
            text.bytes.removeLast(text.bytes.count - start)
            return false
        }
        indent()
        text += "))\n"
        return true
    }

    /// A name or a chain of names: no bracket a line could break at.
    private static func isPlain(_ expression: Expr) -> Bool {
        switch expression {
        case .word: return true
        case let .member(base, _): return isPlain(base)
        default: return false
        }
    }

    /// The statement on one line: the same text `doc(statement)` gives flat.
    mutating func flat(_ statement: Statement) {
        switch statement {
        case let .expression(expression):
            flat(expression)
        case let .constant(name, type, value):
            text += "let "
            text += name
            if let type {
                text += ": "
                text += record(type)
            }
            text += " = "
            flat(value)
        case let .assignment(target, value):
            flat(target)
            text += " = "
            flat(value)
        case let .return(value):
            text += "return "
            flat(value)
        case let .guardLet(name, orElse):
            text += "guard let "
            text += name
            text += " else { "
            flat(orElse)
            text += " }"
        case let .function(name, result, body):
            text += "func " + name + "() -> " + record(result) + " { "
            flat(body)
            text += " }"
        case .conditional, .unbroken:
            preconditionFailure("laid out by `statement(_:)`")
        }
    }

    mutating func flat(_ expression: Expr) {
        switch expression {
        case let .word(word):
            text += word
        case let .support(type):
            text += record(type)
        case let .string(content):
            text += "\""
            text += content
            text += "\""
        case let .member(base, name):
            flat(base)
            text += "."
            text += name
        case let .call(callee, arguments, trailing):
            flat(callee)
            if !arguments.isEmpty || trailing == nil {
                text += "("
                for (index, argument) in arguments.enumerated() {
                    if index > 0 { text += ", " }
                    if let label = argument.label {
                        text += label
                        text += ": "
                    }
                    flat(argument.value)
                }
                text += ")"
            }
            if let trailing {
                text += " "
                flat(trailing)
            }
        case let .closure(closure):
            flat(closure)
        case let .array(elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                flat(element)
            }
            text += "]"
        case let .dictionary(entries):
            guard !entries.isEmpty else {
                text += "[:]"
                return
            }
            text += "["
            for (index, entry) in entries.enumerated() {
                if index > 0 { text += ", " }
                flat(entry.key)
                text += ": "
                flat(entry.value)
            }
            text += "]"
        case let .cast(value, type):
            flat(value)
            text += " as "
            text += record(type)
        }
    }

    mutating func flat(_ closure: Closure) {
        text += "{"
        if !closure.captures.isEmpty {
            text += " ["
            text += closure.captures.joined(separator: ", ")
            text += "]"
        }
        if !closure.parameters.isEmpty {
            text += " "
            text += closure.parameters.joined(separator: ", ")
        }
        if !closure.captures.isEmpty || !closure.parameters.isEmpty { text += " in" }
        for (index, statement) in closure.body.enumerated() {
            text += index == 0 ? " " : "; "
            flat(statement)
        }
        text += closure.body.isEmpty ? "}" : " }"
    }

    mutating func flat(_ parameters: [Parameter]) {
        text += "("
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { text += ", " }
            record(parameter.type)
            text += parameter.declaration
        }
        text += ")"
    }
}
