import WeaverKit
import WeaverCore
/// `file://` URIs (RFC 8089) as editors send them, and back: percent-encoded bytes decoded, and
/// every byte outside the unreserved set and `/` encoded when writing one.
enum FileURI {
    /// The absolute path of a `file:` URI, or nil for another scheme (`untitled:`, `git:`).
    static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        // `file://host/path`: only the local host is a path here.
        if !rest.hasPrefix("/") {
            guard let slash = rest.firstIndex(of: "/"), rest[..<slash] == "localhost" else { return nil }
            rest = rest[slash...]
        }
        var bytes: [UInt8] = []
        let utf8 = Array(rest.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        let path = String(decoding: bytes, as: UTF8.self)
        guard !path.contains("\0") else { return nil }
        return PathResolver.normalize(path)
    }

    static func uri(of path: String) -> String {
        var text = "file://"
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
            }
        }
        return text
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
