extension Array {
    /// The array with each element `transform` gives a new value for replaced (nil: the element
    /// stays), or nil when it gave none. Rewriting a type tree this way builds nothing when nothing
    /// changes, the common case for qualifying and normalizing.
    func mapIfChanged(_ transform: (Element) -> Element?) -> [Element]? {
        var result: [Element]?
        for index in indices {
            guard let changed = transform(self[index]) else { continue }
            if result == nil { result = self }
            result![index] = changed
        }
        return result
    }
}

extension [TypeComponent] {
    /// `mapIfChanged` over the components' generic arguments.
    func mapArgumentsIfChanged(_ transform: (TypeExpression) -> TypeExpression?) -> [TypeComponent]? {
        mapIfChanged { component in
            component.arguments.mapIfChanged(transform).map { TypeComponent(name: component.name, arguments: $0) }
        }
    }
}

extension [TupleElement] {
    /// `mapIfChanged` over the elements' types, labels kept.
    func mapTypesIfChanged(_ transform: (TypeExpression) -> TypeExpression?) -> [TupleElement]? {
        mapIfChanged { element in transform(element.type).map { TupleElement(label: element.label, type: $0) } }
    }
}
