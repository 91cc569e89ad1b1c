#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps byte offsets of one file to 1-based line and column numbers.
public struct LineTable: Sendable {
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]

    public init(bytes: [UInt8]) {
        var starts = [0]
        // Room for lines of 32 bytes on average, so that a file of usual code grows the table
        // rarely. Line breaks are found with `memchr`, which reads many bytes per instruction
        // where a loop reads one, and a cold run looks through every byte of every file.
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
    }

    /// The (line, column) of a byte offset, both 1-based.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The line (0-based) holding `offset`, tried first at `hint` and the line after it: the
    /// parser asks for locations mostly in file order, so this skips most binary searches.
    func line(of offset: Int, near hint: Int) -> Int {
        if hint >= 0, hint < lineStarts.count, lineStarts[hint] <= offset {
            if hint + 1 == lineStarts.count || offset < lineStarts[hint + 1] { return hint }
            if hint + 2 == lineStarts.count || offset < lineStarts[hint + 2] { return hint + 1 }
        }
        return position(of: offset).line - 1
    }

    /// The location of `offset` on a known 0-based `line`.
    func location(of offset: Int, line: Int, in path: String) -> SourceLocation {
        SourceLocation(file: path, line: line + 1, column: offset - lineStarts[line] + 1)
    }

    public func location(of offset: Int, in path: String) -> SourceLocation {
        let (line, column) = position(of: offset)
        return SourceLocation(file: path, line: line, column: column)
    }
}
