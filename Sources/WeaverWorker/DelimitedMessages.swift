#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WeaverKit
import WeaverCore

/// Messages each preceded by its length as a varint, read from a file descriptor.
public struct DelimitedMessages {
    public enum Next: Equatable, Sendable {
        case message([UInt8])
        /// The stream ended between two messages.
        case end
        case malformed(String)
    }

    /// A request is a command line: far below this; a larger length is a corrupt stream.
    public static let largestMessage = 64 << 20

    private let descriptor: Int32
    /// What was read and not yet taken: `buffer[position..<filled]`.
    private var buffer = [UInt8](repeating: 0, count: 65536)
    private var filled = 0
    private var position = 0
    private var ended = false

    public init(descriptor: Int32) { self.descriptor = descriptor }

    public static func frame(_ message: [UInt8]) -> [UInt8] {
        Varint.bytes(UInt64(message.count)) + message
    }

    public mutating func next() -> Next {
        guard let first = byte() else { return .end }
        var pending: UInt8? = first
        let length = Varint.read {
            defer { pending = nil }
            return pending ?? byte()
        }
        guard let length else {
            return .malformed(ended ? "the stream ended inside a message's length" : "a message's length is not a varint")
        }
        guard length <= UInt64(Self.largestMessage) else { return .malformed("a message claims \(length) bytes") }
        var message: [UInt8] = []
        message.reserveCapacity(Int(length))
        while message.count < Int(length) {
            if position == filled, !fill() { return .malformed("the stream ended inside a message") }
            let take = min(Int(length) - message.count, filled - position)
            message += buffer[position..<position + take]
            position += take
        }
        return .message(message)
    }

    private mutating func byte() -> UInt8? {
        if position == filled, !fill() { return nil }
        defer { position += 1 }
        return buffer[position]
    }

    /// Reads what is available (at least one byte, waiting for it); false at the end of the stream.
    private mutating func fill() -> Bool {
        guard !ended else { return false }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                ended = true
                return false
            }
            (filled, position) = (count, 0)
            return true
        }
    }
}
