/// The modules the generated file imports (docs/semantics.md Imports): every module a scanned file imports,
/// plus `weaver: import` lines, filtered by the included and excluded lists.
enum ImportCollector {
    static func imports(of files: [FileSyntax], options: LinkOptions) -> [String] {
        var modules = Set<String>()
        for file in files {
            modules.formUnion(file.imports)
            modules.formUnion(file.importAnnotations)
        }
        if let included = options.includedImports { modules.formIntersection(included) }
        modules.subtract(options.excludedImports)
        return modules.sorted()
    }
}
