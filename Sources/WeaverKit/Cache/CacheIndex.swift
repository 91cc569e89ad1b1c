import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The cache's table of input files, read where it lies in the cache file's bytes instead of being
/// decoded into a dictionary (building a dictionary with a key per file, and freeing the one the
/// run built for the next cache, would weigh on a run where nothing changed).
///
/// One fixed-size record per file, sorted by the bytes of its project-relative path, so a path is
/// found by binary search; discovery hands files over in path order, so the record after the last
/// one found is nearly always the next one asked for, and is tried first.
struct CacheIndex: Sendable {
    /// Path offset and length, size, modification time, hash, payload offset and length.
    static let recordSize = 7 * 8
    /// The payload offset of a file that does not mention weaver.
    static let noPayload = UInt64.max

    private let bytes: [UInt8]
    private let table: Int
    let count: Int

    /// Checks that every record's path and payload lie inside `bytes`, so that reading them later
    /// cannot fail; nil when one does not, or the table itself does not fit.
    init?(bytes: [UInt8], table: Int, count: Int) {
        guard count >= 0, table >= 0, count <= (bytes.count - table) / Self.recordSize else { return nil }
        self.bytes = bytes
        self.table = table
        self.count = count
        for record in 0..<count {
            guard fits(offset: field(record, 0), length: field(record, 1)) else { return nil }
            let payload = field(record, 5)
            guard payload == Self.noPayload || fits(offset: payload, length: field(record, 6)) else { return nil }
        }
    }

    private func fits(offset: UInt64, length: UInt64) -> Bool {
        offset <= UInt64(bytes.count) && length <= UInt64(bytes.count) - offset
    }

    private func field(_ record: Int, _ number: Int) -> UInt64 {
        bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: table + record * Self.recordSize + number * 8, as: UInt64.self)) }
    }

    func fingerprint(_ record: Int) -> FileFingerprint {
        FileFingerprint(size: Int64(bitPattern: field(record, 2)), modified: Int64(bitPattern: field(record, 3)))
    }

    func hash(_ record: Int) -> UInt64 { field(record, 4) }

    /// The encoded parse result, sharing the cache's bytes; nil for a file that does not mention weaver.
    func payload(_ record: Int) -> ArraySlice<UInt8>? {
        let offset = field(record, 5)
        guard offset != Self.noPayload else { return nil }
        return bytes[Int(offset)..<(Int(offset) + Int(field(record, 6)))]
    }

    func mentionsWeaver(_ record: Int) -> Bool { field(record, 5) != Self.noPayload }

    /// The record of `path`, trying `hint` first; on a hit `hint` moves to the record after it.
    func find(_ path: String, hint: inout Int) -> Int? {
        find(folder: ".", name: path, hint: &hint)
    }

    /// The record of the file `name` in the project-relative `folder` ("." for the project
    /// itself), without joining the two into a new string.
    func find(folder: String, name: String, hint: inout Int) -> Int? {
        var folder = folder == "." ? "" : folder
        var name = name
        return folder.withUTF8 { folder in
            name.withUTF8 { name in
                if hint < count, compare(folder, name, hint) == 0 {
                    hint += 1
                    return hint - 1
                }
                var low = 0
                var high = count
                while low < high {
                    let middle = (low + high) / 2
                    let order = compare(folder, name, middle)
                    if order == 0 {
                        hint = middle + 1
                        return middle
                    }
                    if order < 0 { high = middle } else { low = middle + 1 }
                }
                return nil
            }
        }
    }

    /// Byte-wise order of the path `folder/name` (`name` alone when `folder` is empty) against
    /// the record's path: negative, zero or positive.
    private func compare(_ folder: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>, _ record: Int) -> Int {
        let offset = Int(field(record, 0))
        let length = Int(field(record, 1))
        return bytes.withUnsafeBufferPointer { buffer in
            let path = buffer.baseAddress! + offset
            var position = 0
            /// The order once `part` and the path from `position` differ, or nil when the path goes on with `part`.
            func consume(_ part: UnsafeBufferPointer<UInt8>) -> Int? {
                let common = min(part.count, length - position)
                if common > 0 {
                    let order = memcmp(part.baseAddress!, path + position, common)
                    if order != 0 { return Int(order) }
                }
                if part.count > common { return 1 }
                position += part.count
                return nil
            }
            if !folder.isEmpty {
                if let order = consume(folder) { return order }
                guard position < length else { return 1 }
                if path[position] != UInt8(ascii: "/") { return UInt8(ascii: "/") < path[position] ? -1 : 1 }
                position += 1
            }
            if let order = consume(name) { return order }
            return position == length ? 0 : -1
        }
    }

    /// True when `left` sorts before `right` by their UTF-8 bytes, the order of the table.
    static func precedes(_ left: String, _ right: String) -> Bool {
        left.utf8.lexicographicallyPrecedes(right.utf8)
    }
}
