/// `--mainactor` (docs/semantics.md): the container, the resolvers, the classes behind them and the runtime
/// support classes are isolated to the main actor; without it, the containers are
/// `@unchecked Sendable` and their slots guard their state with shared lock stripes.
struct Isolation {
    let mainActor: Bool
    /// Whether the containers and the runtime support are private to their file (one main output
    /// file) or internal (spread over several files, `MainOutputFiles`, which name each other's).
    var isFilePrivate = true

    /// `private ` or nothing, before a container or support declaration.
    var access: String { isFilePrivate ? "private " : "" }

    /// Put before a declaration: `@MainActor ` or nothing.
    var attribute: String { mainActor ? "@MainActor " : "" }

    /// A main-actor class is already `Sendable`; saying it again would be redundant.
    var sendableConformance: [String] { mainActor ? [] : ["@unchecked Sendable"] }

    /// A class's inheritance clause: `: ` and `inherited`, then `@unchecked Sendable` unless
    /// main-actor; nothing when that leaves no type.
    func inheritanceClause(_ inherited: [String] = []) -> String {
        let types = inherited + sendableConformance
        return types.isEmpty ? "" : ": " + types.joined(separator: ", ")
    }
}
