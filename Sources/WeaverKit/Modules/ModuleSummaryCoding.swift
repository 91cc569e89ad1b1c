import WeaverCore
/// A summary as text and back: compact JSON with a fixed key order (`SummaryJSONWriter`), read
/// straight from its bytes (`SummaryStreamReader`) or, when laid out otherwise, by the strict
/// parser the configuration files use (`SummaryReader`), so a damaged summary fails with its position.
extension ModuleSummary {
    /// The file's bytes: one line of JSON and a newline.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `text`'s bytes (`SummaryJSONWriter`).
    var bytes: [UInt8] { SummaryJSONWriter.bytes(of: self) }

    /// A summary read back, or what is wrong with it, said so that the user knows which module
    /// to rebuild (docs/modules.md). Given `registered` (the type names a run registers), a summary laid
    /// out as this version writes it is read straight from its bytes, keeping only those of its
    /// types that have an entry point (`SummaryStreamReader`); anything else is parsed strictly.
    public static func read(_ bytes: [UInt8], keeping registered: Set<String>? = nil) throws(SummaryReadError) -> ModuleSummary {
        let bytes = try SummaryChecksum.unseal(bytes)
        if let registered, let summary = SummaryStreamReader.read(bytes, keeping: registered) { return summary }
        let root: JSONNode
        do {
            root = try JSONConfigurationParser.parse(bytes)
        } catch {
            throw SummaryReadError(module: nil, problem: "it is not valid JSON (\(error.message), line \(error.position.line))")
        }
        return try SummaryReader.summary(in: root)
    }
}

extension ModuleSummary {
    /// True when `prefix` starts as every summary does.
    static func startsAsSummary(_ prefix: some Collection<UInt8>) -> Bool { SummaryChecksum.startsAsSummary(prefix) }
}

/// Why a summary cannot be used.
public struct SummaryReadError: Error, Sendable {
    /// The module it names, when that much could be read.
    public let module: String?
    public let problem: String
}
