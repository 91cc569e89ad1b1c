import WeaverCore
/// docs/commands.md: a module name (`--module-name`, `module_name`, `--import-module NAME=…`) is a Swift
/// identifier. Names become file names (an imported module's cache and summary sit next to the
/// run's cache), `import` lines and diagnostic prefixes, so a name with a slash, a space or a line
/// break could write outside its folder or forge lines of another module's output.
public enum ModuleName {
    /// What is wrong with `name` as a module name, or nil when it is one.
    public static func problem(with name: String) -> String? {
        guard !name.isEmpty else { return "a module name must not be empty" }
        guard SwiftIdentifier.isIdentifier(name) else {
            return "'\(name.debugDescriptionContents)' is not a module name: a module name is a Swift identifier "
                + "(letters, digits and '_', not starting with a digit)"
        }
        if ReservedWords.needingBackquotes.contains(name) { return "'\(name)' is a Swift keyword, not a module name" }
        return nil
    }
}
