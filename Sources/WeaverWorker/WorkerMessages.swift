import WeaverKit
import WeaverCore

/// The two messages of Bazel's persistent worker protocol, in its default encoding: protocol
/// buffers (`worker_protocol.proto`), each message preceded by its length as a varint. Only
/// the fields weaver reads or writes are known; any other field is skipped, as protobuf readers do.
///
/// `WorkRequest`: `repeated string arguments = 1; repeated Input inputs = 2; int32 request_id = 3;`
/// (then `cancel`, `verbosity`, `sandbox_dir`, skipped). `WorkResponse`: `int32 exit_code = 1;
/// string output = 2; int32 request_id = 3;`.
public struct WorkRequest: Equatable, Sendable {
    /// The action's arguments after the worker's own (Bazel expands the `@flagfile` into them).
    public var arguments: [String] = []
    /// 0 for a worker that serves one request at a time.
    public var requestID: Int32 = 0

    public init(arguments: [String], requestID: Int32 = 0) {
        self.arguments = arguments
        self.requestID = requestID
    }

    /// Nil when `bytes` are not a well-formed message.
    public init?(decoding bytes: [UInt8]) {
        var reader = ProtobufReader(bytes)
        while !reader.isAtEnd {
            guard let (field, wireType) = reader.tag() else { return nil }
            switch (field, wireType) {
            case (1, .lengthDelimited):
                guard let value = reader.lengthDelimited() else { return nil }
                arguments.append(String(decoding: value, as: UTF8.self))
            case (3, .varint):
                guard let value = reader.varint() else { return nil }
                requestID = Int32(truncatingIfNeeded: value)
            default:
                guard reader.skip(wireType) else { return nil }
            }
        }
    }

    /// The message's bytes (for clients that drive a worker: tests, the benchmark).
    public func encoded() -> [UInt8] {
        var writer = ProtobufWriter()
        for argument in arguments { writer.bytes(field: 1, Array(argument.utf8)) }
        if requestID != 0 { writer.varint(field: 3, UInt64(bitPattern: Int64(requestID))) }
        return writer.bytes
    }
}

public struct WorkResponse: Equatable, Sendable {
    public var exitCode: Int32
    /// What the run would have printed: Bazel shows it with the action.
    public var output: String
    public var requestID: Int32

    public func encoded() -> [UInt8] {
        var writer = ProtobufWriter()
        // int32 is written sign-extended to 64 bits, as protobuf does: a negative code is 10 bytes.
        if exitCode != 0 { writer.varint(field: 1, UInt64(bitPattern: Int64(exitCode))) }
        if !output.isEmpty { writer.bytes(field: 2, Array(output.utf8)) }
        if requestID != 0 { writer.varint(field: 3, UInt64(bitPattern: Int64(requestID))) }
        return writer.bytes
    }

    /// Nil when `bytes` are not a well-formed message (for tests and clients).
    public init?(decoding bytes: [UInt8]) {
        var reader = ProtobufReader(bytes)
        (exitCode, output, requestID) = (0, "", 0)
        while !reader.isAtEnd {
            guard let (field, wireType) = reader.tag() else { return nil }
            switch (field, wireType) {
            case (1, .varint):
                guard let value = reader.varint() else { return nil }
                exitCode = Int32(truncatingIfNeeded: value)
            case (2, .lengthDelimited):
                guard let value = reader.lengthDelimited() else { return nil }
                output = String(decoding: value, as: UTF8.self)
            case (3, .varint):
                guard let value = reader.varint() else { return nil }
                requestID = Int32(truncatingIfNeeded: value)
            default:
                guard reader.skip(wireType) else { return nil }
            }
        }
    }

    public init(exitCode: Int32, output: String, requestID: Int32) {
        (self.exitCode, self.output, self.requestID) = (exitCode, output, requestID)
    }
}

/// Protobuf's wire format, as far as the worker messages use it.
enum WireType: UInt8 {
    case varint = 0, fixed64 = 1, lengthDelimited = 2, fixed32 = 5
}

struct ProtobufReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    /// Nil past the end, or for a varint longer than 10 bytes.
    mutating func varint() -> UInt64? {
        Varint.read {
            guard position < bytes.count else { return nil }
            defer { position += 1 }
            return bytes[position]
        }
    }

    mutating func tag() -> (field: UInt64, wireType: WireType)? {
        guard let key = varint(), key >> 3 > 0, let wireType = WireType(rawValue: UInt8(key & 7)) else { return nil }
        return (key >> 3, wireType)
    }

    mutating func lengthDelimited() -> ArraySlice<UInt8>? {
        guard let length = varint(), length <= UInt64(bytes.count - position) else { return nil }
        defer { position += Int(length) }
        return bytes[position..<position + Int(length)]
    }

    mutating func skip(_ wireType: WireType) -> Bool {
        switch wireType {
        case .varint: return varint() != nil
        case .lengthDelimited: return lengthDelimited() != nil
        case .fixed64, .fixed32:
            let size = wireType == .fixed64 ? 8 : 4
            guard bytes.count - position >= size else { return false }
            position += size
            return true
        }
    }
}

struct ProtobufWriter {
    private(set) var bytes: [UInt8] = []

    mutating func varint(field: UInt64, _ value: UInt64) {
        Varint.append(field << 3 | UInt64(WireType.varint.rawValue), to: &bytes)
        Varint.append(value, to: &bytes)
    }

    mutating func bytes(field: UInt64, _ value: [UInt8]) {
        Varint.append(field << 3 | UInt64(WireType.lengthDelimited.rawValue), to: &bytes)
        Varint.append(UInt64(value.count), to: &bytes)
        bytes += value
    }
}
