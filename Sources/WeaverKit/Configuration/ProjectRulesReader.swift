import WeaverCore
/// Reads the configuration's `rules:` section (docs/rules.md): a list of mappings, each with an
/// `id`, a `kind`, a `severity` (`error` unless said), an optional `message` and the keys of its
/// kind. A key no rule of that kind takes is an error with the closest spelling, like every key:
/// a misspelt rule would otherwise check nothing, silently.
enum ProjectRulesReader {
    static let commonKeys = ["id", "kind", "severity", "message"]

    /// The keys each kind takes, besides the common ones.
    static let kindKeys: [(kind: String, keys: [String])] = [
        ("module-edges", ["from", "allow", "forbid", "max_depth"]),
        ("type-family", ["types", "conforms_to", "scope", "registered_in", "never_root"]),
        ("confinement", ["types", "conforms_to", "visible_to"]),
        ("forbidden-types", ["types", "closures", "unless_named"]),
        ("unused", ["what"]),
        ("launch-budget", ["roots"]),
    ]

    static func read(_ value: ConfigurationValue, file: String) throws(ConfigurationFileError) -> [ProjectRule] {
        if let scalar = value.scalar, scalar.kind == .null { return [] }
        guard case .sequence(let items, _) = value else {
            throw ConfigurationMapping.error("'rules' must be a list of rules ('- id: …' items), not \(value.shape)", at: value.position)
        }
        var rules: [ProjectRule] = []
        var idLines: [String: Int] = [:]
        for item in items {
            let rule = try read(rule: item, file: file)
            if let line = idLines[rule.id] {
                throw ConfigurationMapping.error("duplicate rule id '\(rule.id)' (first on line \(line))", at: item.position)
            }
            idLines[rule.id] = rule.location.line
            rules.append(rule)
        }
        return rules
    }

    private static func read(rule item: ConfigurationValue, file: String) throws(ConfigurationFileError) -> ProjectRule {
        let mapping = try ConfigurationMapping(item, what: "a rule")
        guard let id = try mapping.string("id"), !id.trimmedWhitespace.isEmpty else {
            throw ConfigurationMapping.error("a rule needs an 'id' (a name of the team's own, shown with each violation)", at: mapping.position)
        }
        guard let kindEntry = mapping.entry("kind") else {
            throw ConfigurationMapping.error("rule '\(id)' needs a 'kind': " + kindKeys.map(\.kind).joined(separator: ", "), at: mapping.position)
        }
        let kindName = try ConfigurationValueReader(key: "kind", value: kindEntry.value).string()
        guard let keys = kindKeys.first(where: { $0.kind == kindName })?.keys else {
            let hint = ClosestMatch.hint(for: kindName, among: kindKeys.map(\.kind))
            throw ConfigurationMapping.error("unknown rule kind '\(kindName)'\(hint) (kinds: \(kindKeys.map(\.kind).joined(separator: ", ")))",
                                             at: kindEntry.value.position)
        }
        try mapping.requireKnownKeys(commonKeys + keys, what: "a '\(kindName)' rule takes " + (commonKeys + keys).map { "'\($0)'" }.joined(separator: ", "))
        let severity = try self.severity(mapping)
        let location = SourceLocation(file: file, line: mapping.position.line, column: mapping.position.column)
        let kind = try self.kind(kindName, mapping, id: id, file: file)
        return ProjectRule(id: id, severity: severity, message: try mapping.string("message"), kind: kind, location: location)
    }

    private static func severity(_ mapping: ConfigurationMapping) throws(ConfigurationFileError) -> ProjectRule.Severity {
        guard let entry = mapping.entry("severity") else { return .error }
        // YAML reads a plain `off` as false.
        if case .scalar(let scalar) = entry.value, scalar.kind == .boolean(false) { return .off }
        let text = try ConfigurationValueReader(key: "severity", value: entry.value).string()
        guard let severity = ProjectRule.Severity(rawValue: text) else {
            let names = ProjectRule.Severity.allCases.map(\.rawValue)
            throw ConfigurationMapping.error("'severity' must be error, warning or off, not '\(text)'\(ClosestMatch.hint(for: text, among: names))",
                                             at: entry.value.position)
        }
        return severity
    }

    private static func kind(_ name: String, _ mapping: ConfigurationMapping, id: String, file: String) throws(ConfigurationFileError) -> ProjectRule.Kind {
        func missing(_ keys: String) -> ConfigurationFileError {
            ConfigurationMapping.error("rule '\(id)' (\(name)) needs \(keys)", at: mapping.position)
        }
        switch name {
        case "module-edges":
            let edges = ProjectRule.ModuleEdges(from: try patterns(mapping, "from") ?? [NamePattern("*")], allow: try patterns(mapping, "allow"),
                                                forbid: try patterns(mapping, "forbid") ?? [], maximumDepth: try mapping.count("max_depth"))
            guard edges.allow != nil || !edges.forbid.isEmpty || edges.maximumDepth != nil else { throw missing("'allow', 'forbid' or 'max_depth'") }
            return .moduleEdges(edges)
        case "type-family":
            let family = try self.family(mapping, missing: missing)
            let requirement = ProjectRule.FamilyRequirement(scope: try scope(mapping), registeredIn: try patterns(mapping, "registered_in"),
                                                            neverRoot: try mapping.boolean("never_root") ?? false)
            guard requirement.scope != nil || requirement.registeredIn != nil || requirement.neverRoot else {
                throw missing("'scope', 'registered_in' or 'never_root: true'")
            }
            return .typeFamily(family, requirement)
        case "confinement":
            let family = try self.family(mapping, missing: missing)
            guard let entry = mapping.entry("visible_to") else { throw missing("'visible_to: type' or 'visible_to: module'") }
            let text = try ConfigurationValueReader(key: "visible_to", value: entry.value).string()
            guard let visibility = ProjectRule.Visibility(rawValue: text) else {
                throw ConfigurationMapping.error("'visible_to' must be type or module, not '\(text)'", at: entry.value.position)
            }
            return .confinement(family, visibility)
        case "forbidden-types":
            let types = try patterns(mapping, "types") ?? []
            let closures = try mapping.boolean("closures") ?? false
            guard !types.isEmpty || closures else { throw missing("'types' or 'closures: true'") }
            return .forbiddenTypes(types: types, closures: closures, unlessNamed: try patterns(mapping, "unless_named") ?? [])
        case "unused":
            guard let entry = mapping.entry("what") else { throw missing("'what': registrations, collections or optional-references") }
            let text = try ConfigurationValueReader(key: "what", value: entry.value).string()
            guard let unused = ProjectRule.Unused(rawValue: text) else {
                let names = ProjectRule.Unused.allCases.map(\.rawValue)
                throw ConfigurationMapping.error("'what' must be registrations, collections or optional-references, not '\(text)'"
                                                 + ClosestMatch.hint(for: text, among: names), at: entry.value.position)
            }
            return .unused(unused)
        default:
            guard let entry = mapping.entry("roots") else { throw missing("'roots': a mapping like '{App: 40}' or '{App: {instances: 40, depth: 6}}'") }
            guard case .mapping(let roots, _) = entry.value else {
                throw ConfigurationMapping.error("'roots' must be a mapping of roots to budgets, not \(entry.value.shape)", at: entry.value.position)
            }
            return .launchBudget(try LaunchBudgetFile.budget(roots, file: file))
        }
    }

    private static func family(_ mapping: ConfigurationMapping, missing: (String) -> ConfigurationFileError) throws(ConfigurationFileError) -> ProjectRule.TypeFamily {
        let family = ProjectRule.TypeFamily(types: try patterns(mapping, "types") ?? [], conformsTo: try mapping.strings("conforms_to") ?? [])
        guard !family.types.isEmpty || !family.conformsTo.isEmpty else { throw missing("'types' or 'conforms_to'") }
        return family
    }

    private static func scope(_ mapping: ConfigurationMapping) throws(ConfigurationFileError) -> Scope? {
        guard let entry = mapping.entry("scope") else { return nil }
        let text = try ConfigurationValueReader(key: "scope", value: entry.value).string()
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        guard let scope = Scope(rawValue: name) else {
            throw ConfigurationMapping.error("'scope' must be container, lazy, weak or transient, not '\(text)'"
                                             + ClosestMatch.hint(for: name, among: Scope.allCases.map(\.rawValue)), at: entry.value.position)
        }
        return scope
    }

    private static func patterns(_ mapping: ConfigurationMapping, _ key: String) throws(ConfigurationFileError) -> [NamePattern]? {
        guard let texts = try mapping.strings(key) else { return nil }
        if let entry = mapping.entry(key), texts.contains(where: { $0.isEmpty }) {
            throw ConfigurationMapping.error("'\(key)' must not hold an empty name", at: entry.value.position)
        }
        return texts.map(NamePattern.init)
    }
}
