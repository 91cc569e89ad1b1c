import WeaverCore
/// A summary's integrity (docs/commands.md's rule for the cache, applied to what modules exchange): a
/// checksum of everything else in the file, checked before any other byte is used, so that a
/// flipped bit or a torn copy is refused naming the module to rebuild instead of turning into
/// another graph (a name off by one letter still parses as JSON).
///
/// It is the summary's second key, a fixed-width string: `{"weaverModuleSummary":2,"checksum":
/// "0123456789abcdef","weaverVersion":…`. The hash (`ContentHash`) covers the file without that
/// key, so the file stays plain JSON and the readers read it as if the key were not there.
enum SummaryChecksum {
    static let lead = Array("{\"weaverModuleSummary\":".utf8)
    private static let key = Array(",\"checksum\":\"".utf8)
    private static let digits = 16

    /// Seals a summary as it is written: the writer leaves the checksum's key blank right after
    /// the format number (`writeBlankChecksum`), every byte around it is hashed soon after it is
    /// written (`hashWritten`, while it is still in cache), and `seal` fills the blank in place
    /// when the document is done. The file is never copied to insert the checksum.
    struct Sealer {
        private var hasher = ContentHasher()
        /// The bytes of the writer hashed so far, the checksum's key excluded.
        private var hashed = 0
        /// The checksum's key and value, `,"checksum":"…"`, in the writer's bytes.
        private var blank: Range<Int>?

        /// Writes the checksum's key with a blank value: call right after the format number.
        mutating func writeBlankChecksum(_ json: inout CompactJSONWriter) {
            hashWritten(json)
            let start = json.bytes.count
            json.key("checksum")
            json.string(String(repeating: "0", count: SummaryChecksum.digits))
            blank = start..<json.bytes.count
            hashed = json.bytes.count
            assert(json.bytes[blank!].elementsEqual(SummaryChecksum.key + Array(repeating: UInt8(ascii: "0"), count: SummaryChecksum.digits)
                + [UInt8(ascii: "\"")]))
        }

        /// Hashes what the writer wrote since the last call.
        mutating func hashWritten(_ json: CompactJSONWriter) {
            guard json.bytes.count > hashed else { return }
            hasher.update(json.bytes, range: hashed..<json.bytes.count)
            hashed = json.bytes.count
        }

        /// The finished document's bytes, its checksum filled in.
        mutating func seal(_ json: inout CompactJSONWriter) -> [UInt8] {
            hashWritten(json)
            guard let blank else { preconditionFailure("a summary is sealed after its checksum's key is written") }
            let digitsStart = blank.upperBound - 1 - SummaryChecksum.digits
            json.overwrite(digitsStart..<blank.upperBound - 1, with: hexadecimal(hasher.finalize()))
            return json.bytes
        }
    }

    /// The file without its checksum, once the checksum matches; else why it cannot be used.
    static func unseal(_ bytes: [UInt8]) throws(SummaryReadError) -> [UInt8] {
        guard let split = versionEnd(of: bytes) else {
            throw SummaryReadError(module: nil, problem: "it is not a weaver module summary (it does not start with "
                + "'{\"weaverModuleSummary\":' and a format number)")
        }
        let version = Int(String(decoding: bytes[lead.count..<split], as: UTF8.self))
        let checksumStart = split + key.count
        let checksumEnd = checksumStart + digits
        guard bytes.count > checksumEnd, bytes[split..<checksumStart].elementsEqual(key),
              bytes[checksumEnd] == UInt8(ascii: "\"") else {
            if let version, version != ModuleSummary.schemaVersion {
                throw SummaryReadError(module: moduleName(in: bytes),
                                       problem: "it has format \(version), and this weaver reads format \(ModuleSummary.schemaVersion)")
            }
            throw damaged(bytes)
        }
        var unsealed = Array(bytes[..<split])
        unsealed += bytes[(checksumEnd + 1)...]
        guard hexadecimal(ContentHash.of(unsealed)).elementsEqual(bytes[checksumStart..<checksumEnd]) else { throw damaged(unsealed) }
        return unsealed
    }

    /// True when `prefix` starts as every summary does (a file the output checks may replace).
    static func startsAsSummary(_ prefix: some Collection<UInt8>) -> Bool {
        prefix.starts(with: lead)
    }

    /// The index after the format number, when `bytes` start as a summary.
    private static func versionEnd(of bytes: [UInt8]) -> Int? {
        guard bytes.starts(with: lead) else { return nil }
        var index = lead.count
        while index < bytes.count, index - lead.count < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index > lead.count ? index : nil
    }

    private static func damaged(_ bytes: [UInt8]) -> SummaryReadError {
        SummaryReadError(module: moduleName(in: bytes), problem: "it is damaged (its checksum does not match its contents)")
    }

    /// The module a damaged file names, to say what to rebuild: only a name that is one, so that
    /// damage in the name itself does not print garbage.
    private static func moduleName(in bytes: [UInt8]) -> String? {
        let key = Array(",\"module\":\"".utf8)
        guard let start = bytes.firstRange(of: key)?.upperBound,
              let end = bytes[start...].prefix(200).firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        return ModuleName.problem(with: name) == nil ? name : nil
    }

    private static func hexadecimal(_ value: UInt64) -> [UInt8] {
        let characters = Array("0123456789abcdef".utf8)
        return (0..<digits).map { characters[Int((value >> UInt64(4 * (digits - 1 - $0))) & 0xF)] }
    }
}
