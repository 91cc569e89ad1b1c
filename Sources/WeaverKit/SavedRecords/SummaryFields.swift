import WeaverCore

// The fields of a module summary's records, each record's once, in the order the summary writes
// them (`SummaryJSONWriter`) and both readers expect them (`SummaryReader`, `SummaryStreamReader`).
// The keys are the JSON keys (`Schemas/weaver-module-summary.schema.json`, checked against these
// lists by `SavedFieldsTests`). The traits say what a run that links the summary reads of it.

/// After the format number and the checksum (`SummaryChecksum`), which the formats write and check
/// themselves.
extension ModuleSummary: SavedRecord {
    static var blank: ModuleSummary { ModuleSummary(module: "", weaverVersion: "", types: []) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("weaverVersion", &weaverVersion)
        try visitor.field("module", &module, .moduleName)
        try visitor.field("imports", &imports)
        try visitor.field("sourceRoot", &sourceRoot)
        try visitor.field("depth", &depth, .omittedWhenBlank)
        try visitor.field("declares", &declares, .omittedWhenBlank)
        try visitor.field("contributions", &contributions)
        try visitor.field("types", &types)
    }
}

extension SummaryContribution: SavedRecord {
    static var blank: SummaryContribution {
        SummaryContribution(collection: "", key: nil, element: "", exposedType: "", priority: 0, after: [], scope: nil, location: .blank)
    }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("collection", &collection)
        try visitor.field("key", &key)
        try visitor.field("element", &element, .keptElement)
        try visitor.field("exposedType", &exposedType)
        try visitor.field("priority", &priority)
        try visitor.field("after", &after)
        try visitor.field("replaces", &replaces, .omittedWhenBlank)
        try visitor.field("scope", &scope)
        try visitor.field("location", &location)
    }

    /// An element is built once per consuming container or per use, never as a registration is.
    func checkRead() throws {
        guard let scope, scope != .lazy, scope != .transient else { return }
        throw SavedValueError(key: "scope", problem: "has the unknown value '\(scope.rawValue)'")
    }
}

extension SummaryType: SavedRecord {
    static var blank: SummaryType { SummaryType(path: "", kind: .class, accessLevel: .internal, location: .blank, dependencies: []) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("path", &path, .keptPath)
        try visitor.field("kind", &kind)
        try visitor.field("accessLevel", &accessLevel)
        try visitor.field("location", &location)
        try visitor.field("dependencies", &dependencies, .notLinked)
        try visitor.field("entryPoint", &entryPoint, [.omittedWhenBlank, .linkedWhenKept])
    }
}

extension SummaryEntryPoint: SavedRecord {
    static var blank: SummaryEntryPoint { SummaryEntryPoint(name: "", needs: [], parameters: []) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("name", &name)
        try visitor.field("needs", &needs)
        try visitor.field("parameters", &parameters)
        try visitor.field("launchCost", &launchCost, .omittedWhenBlank)
    }
}

extension SummaryLaunchCost: SavedRecord {
    static var blank: SummaryLaunchCost { SummaryLaunchCost() }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("instances", &instances)
        try visitor.field("depth", &depth)
        try visitor.field("modules", &modules)
    }
}

extension SummaryModuleCost: SavedRecord {
    static var blank: SummaryModuleCost { SummaryModuleCost(module: "", instances: 0) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("module", &module)
        try visitor.field("instances", &instances)
    }
}

extension SummaryNeed: SavedRecord {
    static var blank: SummaryNeed { SummaryNeed(label: "", name: "", type: "", isFactory: false, location: .blank) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("label", &label)
        try visitor.field("name", &name)
        try visitor.field("type", &type)
        try visitor.field("isFactory", &isFactory)
        try visitor.field("ifAvailable", &ifAvailable, .omittedWhenBlank)
        try visitor.field("location", &location)
        try visitor.field("reader", &reader, .omittedWhenBlank)
        try visitor.field("via", &via, .omittedWhenBlank)
    }
}

extension SummaryStep: SavedRecord {
    static var blank: SummaryStep { SummaryStep(owner: "", name: "", location: .blank) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("owner", &owner)
        try visitor.field("name", &name)
        try visitor.field("location", &location)
    }
}

extension SummaryParameter: SavedRecord {
    static var blank: SummaryParameter { SummaryParameter(name: "", type: "") }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("name", &name)
        try visitor.field("type", &type)
    }
}

extension SummaryDependency: SavedRecord {
    static var blank: SummaryDependency { SummaryDependency(kind: .registration, name: "", type: "", location: .blank) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("kind", &kind)
        try visitor.field("name", &name)
        try visitor.field("type", &type)
        try visitor.field("abstractType", &abstractType)
        try visitor.field("scope", &scope)
        try visitor.field("location", &location)
    }
}

extension SummaryLocation: SavedRecord {
    static var blank: SummaryLocation { SummaryLocation(file: "", line: 0, column: 0) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("file", &file)
        try visitor.field("line", &line)
        try visitor.field("column", &column)
    }
}
