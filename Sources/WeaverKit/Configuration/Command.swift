/// The commands of SPEC §2.
public enum Command: String, Sendable, CaseIterable {
    case swift, check, json, graph, why, xcfilelist, clean, lsp, version
}
