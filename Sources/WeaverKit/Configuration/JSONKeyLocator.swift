/// Finds where a key of a JSON object is written: its quoted name followed by a colon.
struct JSONKeyLocator {
    private let data: [UInt8]

    init(_ data: [UInt8]) {
        self.data = data
    }

    /// The byte offset and position of the first `"key"` followed by `:`, or nil (for example when escaped).
    func locate(_ key: String) -> (offset: Int, position: ConfigurationPosition)? {
        let needle = [YAMLByte.doubleQuote] + Array(key.utf8) + [YAMLByte.doubleQuote]
        guard data.count >= needle.count else { return nil }
        var start = 0
        while start + needle.count <= data.count {
            if data[start] == YAMLByte.doubleQuote, data[start..<start + needle.count].elementsEqual(needle),
               followedByColon(start + needle.count) {
                return (start, position(of: start))
            }
            start += 1
        }
        return nil
    }

    private func followedByColon(_ index: Int) -> Bool {
        var position = index
        while position < data.count, [YAMLByte.space, YAMLByte.tab, YAMLByte.newline, YAMLByte.carriageReturn].contains(data[position]) {
            position += 1
        }
        return position < data.count && data[position] == YAMLByte.colon
    }

    private func position(of offset: Int) -> ConfigurationPosition {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where data[index] == YAMLByte.newline {
            line += 1
            lineStart = index + 1
        }
        return ConfigurationPosition(line: line, column: offset - lineStart + 1)
    }
}
