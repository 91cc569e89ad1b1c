import WeaverCore
/// Parses files concurrently; the merge keeps input order, so the output never depends on timing.
enum ParallelParser {
    static func parse(_ files: [SourceFile], platform: Platform?) -> [FileSyntax] {
        ConcurrentMap.map(files) { FileParser.parse($0, platform: platform) }
    }
}
