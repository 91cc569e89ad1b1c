/// Rebuilds the `#if` chain around the variants of one dependency (docs/annotations.md).
enum VariantDirectives {
    /// `#if DEBUG`, `#elseif BETA`, `#else`, each with its variant, in branch order.
    static func chain(_ variants: [DependencyVariant]) -> [(directive: String, variant: DependencyVariant)] {
        guard let block = blockIndex(variants) else { return variants.map { ("#if true", $0) } }
        let ordered = variants.sorted { $0.conditions[block].branch < $1.conditions[block].branch }
        let consecutive = ordered.enumerated().allSatisfy { $0.offset == $0.element.conditions[block].branch }
        return ordered.enumerated().map { index, variant in
            let branch = variant.conditions[block]
            if consecutive, branch.isElse { return (index == 0 ? "#if true" : "#else", variant) }
            let condition = consecutive ? branch.conditions[branch.branch] : exactCondition(branch)
            return ((index == 0 ? "#if " : "#elseif ") + condition, variant)
        }
    }

    /// The position in the conditions of the `#if` whose branches the variants differ in.
    private static func blockIndex(_ variants: [DependencyVariant]) -> Int? {
        guard let first = variants.first else { return nil }
        let depth = variants.map(\.conditions.count).min() ?? 0
        return (0..<depth).first { index in variants.contains { $0.conditions[index].branch != first.conditions[index].branch } }
    }

    /// `!(A) && (B)`: branch B taken only when no earlier branch was.
    private static func exactCondition(_ branch: ConditionalBranch) -> String {
        var parts = branch.conditions.prefix(branch.branch).map { "!(\($0))" }
        if !branch.isElse { parts.append("(\(branch.conditions[branch.branch]))") }
        return parts.joined(separator: " && ")
    }
}
