import WeaverKit
import WeaverCore
/// What a position in an annotation names (docs/editors.md): a dependency, a type, or a collection of
/// contributions. Found from the graph's locations, so every annotation form counts: a comment
/// line, a configuration line (`logger.scope = …`), a property wrapper and its property's line,
/// a `contributes` line, and a type's declaration line.
enum EditorSymbol: Equatable {
    case dependency(DependencyID)
    /// A type name as written (`MovieManager`, `Core.Client`).
    case type(String)
    /// A collection's name on a `contributes` line.
    case collection(String)
    /// A name in a `contributes` line's `after:` list: another element of `collection`.
    case after(collection: String, name: String)
    /// A name in a `contributes` line's `replaces:` list: the element of `collection` it takes the place of.
    case replaced(collection: String, name: String)

    /// The symbol `word` names at `line` (1-based) of the project-relative file `file`.
    static func find(_ word: String, line: Int, file: String, in graph: DependencyGraph) -> EditorSymbol? {
        guard !word.isEmpty else { return nil }
        var typeNamed: EditorSymbol?
        for id in graph.dependencies.indices where !graph.collections.isElement(id) {
            let dependency = graph.dependencies[id].dependency
            guard dependency.location.file == file else { continue }
            let lines = [dependency.location.line, dependency.scopeLocation?.line, dependency.builderLocation?.line,
                         dependency.wrapper == nil ? nil : dependency.location.line + 1]
            guard lines.contains(line) else { continue }
            if dependency.name == word { return .dependency(id) }
            let types = [dependency.type, dependency.abstractType, dependency.wrapper?.declaredType].compactMap { $0?.swiftSource }
            if typeNamed == nil, types.contains(where: { Self.identifiers(in: $0).contains(word) }) { typeNamed = .type(word) }
        }
        for element in graph.collections.elements where element.syntax.location.file == file && element.syntax.location.line == line {
            if element.syntax.collection == word { return .collection(word) }
            if element.syntax.after.contains(where: { Self.identifiers(in: $0).last == word }) {
                return .after(collection: element.syntax.collection, name: word)
            }
            if element.syntax.replaces.contains(where: { Self.identifiers(in: $0).last == word }) {
                return .replaced(collection: element.syntax.collection, name: word)
            }
            if Self.identifiers(in: element.syntax.exposedType.swiftSource).contains(word) { return .type(word) }
        }
        if let typeNamed { return typeNamed }
        for type in graph.types where type.syntax?.location.file == file && type.syntax?.location.line == line {
            if type.path == word || type.path.hasSuffix("." + word) { return .type(type.path) }
        }
        return nil
    }

    /// The identifiers of a type as written (`[String: (Int) -> Screen]` → String, Int, Screen).
    static func identifiers(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    /// The dependency `Owner.name`, as `weaver why` names it.
    static func whyName(of id: DependencyID, in graph: DependencyGraph) -> String {
        graph.types[graph.dependencies[id].owner].path + "." + graph.dependencies[id].dependency.name
    }
}
