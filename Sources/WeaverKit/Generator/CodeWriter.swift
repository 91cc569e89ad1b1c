/// Accumulates generated Swift with indentation, so emitters never count spaces.
struct CodeWriter {
    private(set) var text = ""
    private var indentation = 0

    mutating func line(_ content: String = "") {
        // Appended piece by piece: concatenating first built a temporary String per line.
        if !content.isEmpty {
            for _ in 0..<indentation { text += "    " }
            text += content
        }
        text += "\n"
    }

    mutating func reserveCapacity(_ utf8Count: Int) {
        text.reserveCapacity(utf8Count)
    }

    /// Appends text another writer produced at the top level (indentation zero).
    mutating func append(_ written: String) {
        text += written
    }

    /// Writes `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout CodeWriter) -> Void) {
        line(header + " {")
        indentation += 1
        body(&self)
        indentation -= 1
        line("}")
    }
}

/// Names derived from type paths and dependency names (SPEC §7).
enum GeneratedNames {
    /// `Catalog.Index` → `CatalogIndex`.
    static func typeIdentifier(_ path: String) -> String {
        path.filter { $0 != "." }
    }

    /// `movieManager` → `MovieManager`; `urlSession` → `UrlSession`.
    static func upperCamel(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
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

    static func resolverTypealias(_ path: String) -> String { typeIdentifier(path) + "DependencyResolver" }
    static func container(_ path: String) -> String { typeIdentifier(path) + "DependencyContainer" }
    static func entryPoint(_ path: String) -> String { lowerCamel(path) + "DependencyResolver" }
}
