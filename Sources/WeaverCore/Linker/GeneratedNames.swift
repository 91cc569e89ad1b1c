/// Names derived from type paths and dependency names (docs/semantics.md).
enum GeneratedNames {
    /// `Catalog.Index` → `CatalogIndex`.
    static func typeIdentifier(_ path: String) -> String {
        // Most paths are not nested: no need to rebuild them character by character.
        guard path.utf8.contains(UInt8(ascii: ".")) else { return path }
        return path.filter { $0 != "." }
    }

    /// `movieManager` → `MovieManager`; `urlSession` → `UrlSession`.
    static func upperCamel(_ name: String) -> String {
        // An ASCII first character (followed by ASCII, so that it stands alone), the usual case,
        // is uppercased without Unicode case mapping.
        let utf8 = name.utf8
        if let first = utf8.first, first < 0x80, utf8.dropFirst().first.map({ $0 < 0x80 }) ?? true {
            guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return name }
            var result = ""
            result.unicodeScalars.append(Unicode.Scalar(first - 0x20))
            result += name.dropFirst()
            return result
        }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `AppDelegate` → `appDelegate`, `URLSession` → `urlSession`, `HTTPDebugMenu` → `httpDebugMenu`,
    /// `API` → `api`, `Catalog.Index` → `catalogIndex`.
    static func lowerCamel(_ path: String) -> String {
        let characters = Array(typeIdentifier(path))
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        if capitals == 0 { return String(characters) }
        var lowered = capitals
        if capitals > 1, capitals < characters.count, characters[capitals].isLowercase { lowered = capitals - 1 }
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// `base`, or `base_2`, `base_3`, … when `taken` has it; the name returned is taken.
    static func unique(_ base: String, taken: inout Set<String>) -> String {
        var name = base
        var suffix = 2
        while taken.contains(name) {
            name = base + "_" + String(suffix)
            suffix += 1
        }
        taken.insert(name)
        return name
    }

    static func resolverTypealias(_ path: String) -> String { typeIdentifier(path) + "DependencyResolver" }
    static func container(_ path: String) -> String { typeIdentifier(path) + "DependencyContainer" }
    static func entryPoint(_ path: String) -> String { lowerCamel(path) + "DependencyResolver" }
    /// `Home` → `HomeMockOverrides` (docs/mocks.md), or `WeaverHomeMockOverrides` when a scanned file
    /// declares a type of that name already.
    static func mockOverrides(_ path: String, in graph: DependencyGraph) -> String {
        unclaimed(typeIdentifier(path) + "MockOverrides", in: graph)
    }

    /// `Home` → `HomeMockNode`: the overrides of a registration of `Home` (docs/mocks.md), generic over
    /// the type the registration exposes.
    static func mockNode(_ path: String, in graph: DependencyGraph) -> String {
        unclaimed(typeIdentifier(path) + "MockNode", in: graph)
    }

    /// What a mock node calls the override replacing the registration itself: `build`, unless
    /// the type registers something of that name (docs/mocks.md: generated names never collide).
    static func mockNodeBuild(_ type: TypeID, in graph: DependencyGraph) -> String {
        var taken = Set(graph.types[type].dependencies.map { Identifier(graph.dependencies[$0].dependency.name).code })
        return taken.contains("build") ? unique("weaverBuild", taken: &taken) : "build"
    }

    /// `name`, prefixed with `Weaver` as often as a scanned declaration already has it.
    private static func unclaimed(_ name: String, in graph: DependencyGraph) -> String {
        var candidate = name
        while graph.declaredKinds[candidate] != nil { candidate = "Weaver" + candidate }
        return candidate
    }
}
