/// Minimal JSON writing with a fixed key order (Foundation's encoder does not promise one).
public enum JSONText {
    public static func string(_ value: String) -> String {
        // Most strings need no escape: copied whole (scalar by scalar, writing a summary or the
        // JSON graph spent most of its time here).
        if !value.utf8.contains(where: CompactJSONWriter.needsEscape) {
            return "\"" + value + "\""
        }
        // The one escaper, shared with the summaries' writer.
        var writer = CompactJSONWriter()
        writer.string(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    public static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
