import WeaverCore
/// The commands of docs/commands.md.
public enum Command: String, Sendable, CaseIterable {
    case swift, check, json, graph, why, cost, rules, explore, xcfilelist, clean, lsp, version
}
