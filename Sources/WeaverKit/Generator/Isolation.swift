/// `--mainactor` (SPEC §7): the container, the resolvers, the classes behind them and the runtime
/// support classes are isolated to the main actor; without it, the containers are
/// `@unchecked Sendable` and their slots guard their state with shared lock stripes.
struct Isolation {
    let mainActor: Bool

    /// Put before a declaration: `@MainActor ` or nothing.
    var attribute: String { mainActor ? "@MainActor " : "" }

    /// A main-actor class is already `Sendable`; saying it again would be redundant.
    var sendableConformance: [String] { mainActor ? [] : ["@unchecked Sendable"] }

    /// Isolates the support classes and the wrappers' construction frames too.
    func apply(to support: String) -> String {
        guard mainActor else { return support }
        return support
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> String in
                var line = String(line)
                for declaration in ["private final class Weaver", "private class Weaver", "enum WeaverConstruction", "struct Weaver"] where line.hasPrefix(declaration) {
                    line = "@MainActor " + line.replacingSuffix(": @unchecked Sendable {", with: " {").replacingSuffix(", @unchecked Sendable {", with: " {")
                }
                return line
            }
            .joined(separator: "\n")
    }
}
