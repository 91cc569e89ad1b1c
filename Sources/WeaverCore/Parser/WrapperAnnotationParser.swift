/// Parses `@Weaver(kind, label: value, …)` and `@WeaverPn(…)` on a stored property (docs/annotations.md)
/// into the same annotations the comment form produces, so that one configurator checks both.
enum WrapperAnnotationParser {
    /// The labels Swift accepts, in the order the generated initializer declares them.
    static let labelOrder = ["type", "scope", "ifAvailable", "setter", "escaping", "builder", "objc", "platforms", "projects"]

    /// Appends the property's dependency and then its configurations to `annotations`, or
    /// nothing when the wrapper is wrong.
    /// `bytes` are the file's: the property's type and arguments are read in place.
    static func parse(_ property: borrowing WrapperProperty, bytes: UnsafeBufferPointer<UInt8>, location: (Int) -> SourceLocation,
                      into annotations: inout TypeAnnotations) -> AnnotationOutcome {
        let count = annotations.count
        let outcome = appendAnnotations(property, bytes: bytes, location: location, into: &annotations)
        if case .failure = outcome { annotations.truncate(to: count) }
        return outcome
    }

    private static func appendAnnotations(_ property: borrowing WrapperProperty, bytes: UnsafeBufferPointer<UInt8>,
                                          location: (Int) -> SourceLocation, into annotations: inout TypeAnnotations) -> AnnotationOutcome {
        let at = location(property.offset)
        let arity = WrapperScanning.arity(of: property.wrapperName) ?? 0
        func invalid(_ message: String) -> AnnotationOutcome { .failure(.error(.invalidAnnotation, message, at: at)) }
        guard !property.propertyName.isEmpty else { return invalid("'@\(property.wrapperName)' belongs on a stored 'var' with an explicit type") }
        if let message = AnnotationParser.unusableNameMessage(property.propertyName) { return invalid(message) }
        guard let first = property.propertyName.utf8.first, ASCII.isIdentifierStart(first),
              property.propertyName.utf8.allSatisfy(ASCII.isIdentifierContinue) else {
            return invalid("'\(property.propertyName)' cannot be a dependency name: names are identifiers, backquoted or not")
        }
        guard property.typeEnd > property.typeOffset else {
            return invalid("'\(property.propertyName)' needs an explicit type for '@\(property.wrapperName)'")
        }
        let typeBytes = UnsafeBufferPointer(rebasing: bytes[property.typeOffset..<property.typeEnd])
        let declaredType: TypeExpression
        switch CommentText.withReadableBytes(typeBytes, TypeParser.parse(bytes:)) {
        case let .success(type): declaredType = type
        case let .failure(error):
            return .failure(.error(.invalidType, "invalid type '\(CommentText.offsetPreservingText(typeBytes))': \(error.message)",
                                   at: location(property.typeOffset + error.offset)))
        }
        if case .opaque = declaredType {
            // As for a comment annotation (docs/annotations.md): reported here, not as a confusing `unresolvable`.
            return .failure(.error(.invalidType, "'\(CommentText.offsetPreservingText(typeBytes))' cannot be a dependency type; use 'any' instead of 'some'",
                                   at: location(property.typeOffset)))
        }
        let arguments = CommentText.withReadableBytes(UnsafeBufferPointer(rebasing: bytes[property.argumentsOffset..<property.argumentsEnd]),
                                                      ArgumentSplitter.split(bytes:))
        guard let first = arguments.first, first.label == nil else {
            return invalid("'@\(property.wrapperName)' starts with its kind: .registration, .reference or .parameter")
        }
        let kind: DependencyKind
        switch first.value {
        case ".registration": kind = .registration
        case ".reference": kind = .reference
        case ".parameter": kind = .parameter
        default: return invalid("unknown kind '\(first.value)'; use .registration, .reference or .parameter")
        }
        if arity > 0, kind == .parameter { return invalid("a parameter cannot be a factory; use '@Weaver(.parameter)'") }

        var concreteType: TypeExpression?
        var lastLabelIndex = -1
        for argument in arguments.dropFirst() {
            guard let label = argument.label else { return invalid("every argument after the kind has a label") }
            let argumentLocation = location(property.argumentsOffset + argument.offset)
            if label == "isIsolated" {
                // Isolation belongs to the type, not to one dependency (docs/annotations.md).
                return .failure(.error(.attributeNotAllowed,
                                       "'isIsolated' configures the type, not a dependency: write '// weaver: self.isIsolated = true' in its body",
                                       at: argumentLocation))
            }
            guard let labelIndex = labelOrder.firstIndex(of: label) else {
                return .failure(.error(.unknownAttribute, "unknown argument '\(label)'; arguments are \(labelOrder.joined(separator: ", "))", at: argumentLocation))
            }
            guard labelIndex > lastLabelIndex else {
                return invalid("'\(label)' must come before '\(labelOrder[lastLabelIndex])'; the order is \(labelOrder.joined(separator: ", "))")
            }
            lastLabelIndex = labelIndex
            let valueLocation = location(property.argumentsOffset + argument.valueOffset)
            if label == "type" {
                guard kind == .registration else {
                    return .failure(.error(.attributeNotAllowed, "'type:' applies to registrations only", at: argumentLocation))
                }
                guard argument.value.hasSuffix(".self") else {
                    return .failure(.error(.invalidValue, "'type:' takes a type followed by '.self', such as 'MovieManager.self'", at: valueLocation))
                }
                // `type: X.self` on `var x: X` names the declared type again: not parsed twice.
                var value = argument.value
                if arity == 0, value.utf8.count == typeBytes.count + 5, value.withUTF8({ $0.starts(with: typeBytes) }) {
                    concreteType = declaredType
                    continue
                }
                switch TypeParser.parse(String(argument.value.dropLast(5))) {
                case let .success(type):
                    concreteType = type
                case let .failure(error):
                    // The form is right but the type does not parse: invalid-type, as for comments (docs/diagnostics.md).
                    return .failure(.error(.invalidType, "invalid type '\(argument.value.dropLast(5))' in 'type:': \(error.message)",
                                           at: location(property.argumentsOffset + argument.valueOffset + error.offset)))
                }
                continue
            }
            annotations.configurations.append(ConfigurationAnnotation(
                target: .dependency(property.propertyName), attribute: label, value: argument.value,
                location: argumentLocation, valueLocation: valueLocation, conditions: property.conditions))
        }
        if property.isObjC {
            annotations.configurations.append(ConfigurationAnnotation(
                target: .dependency(property.propertyName), attribute: "objc", value: "true", location: at, valueLocation: at,
                conditions: property.conditions))
        }

        var exposed = declaredType
        if arity > 0 {
            guard case let .function(function) = declaredType, function.parameters.count == arity else {
                return .failure(.error(.wrapperSignature,
                                       "'@\(property.wrapperName)' declares a factory of \(arity) parameter\(arity == 1 ? "" : "s"); '\(property.propertyName)' must have a closure type taking \(arity)",
                                       at: at))
            }
            exposed = function.result
        }
        let isRegistration = kind == .registration
        annotations.dependencies.append(DependencyAnnotation(
            kind: kind, name: property.propertyName, type: isRegistration ? concreteType ?? exposed : declaredType,
            abstractType: isRegistration && concreteType != nil ? exposed : nil, location: at,
            wrapper: WrapperStyle(arity: arity, declaredType: declaredType), conditions: property.conditions))
        return .appended
    }
}
