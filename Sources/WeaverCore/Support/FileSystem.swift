#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file questions weaver asks, answered with POSIX calls. weaver links
/// FoundationEssentials, not all of Foundation, where it can (Linux): loading Foundation's
/// internationalisation libraries at every run's start would cost more than a warm run's work.
public enum FileSystem {
    public enum Kind: Sendable, Equatable {
        case file, directory
        /// A FIFO, a device or a socket: never read (a FIFO blocks, `/dev/zero` never ends) and
        /// never replaced (a rename over `/dev/null` would turn the device into a file).
        case other
    }

    /// What `path` names, following symbolic links; nil when nothing is there.
    public static func kind(of path: String) -> Kind? {
        status(of: path)?.kind
    }

    /// What `path` names and, for a file, its fingerprint, from one `stat` (a listed file's
    /// fingerprint spares the loader a second one: stat'ing a module's listed files twice would
    /// weigh on a cold build of many modules).
    package static func status(of path: String) -> (kind: Kind, fingerprint: FileFingerprint)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let kind: Kind = switch info.st_mode & S_IFMT {
        case S_IFDIR: .directory
        case S_IFREG: .file
        default: .other
        }
        return (kind, FileFingerprint(info))
    }

    /// The whole file at `path`, read straight into the array that keeps it (reading through
    /// `Data` and copying that into an array faults in twice the fresh memory, on every source
    /// file of a cold run), with the status taken from the descriptor that was read; nil
    /// when it cannot be read. Like reading through `Data`, it reads to the end of the file: a
    /// file that grows or shrinks while it is read gives what was there (`info.st_size` tells).
    /// Only a regular file is read: nil for anything else.
    package static func contents(of path: String) -> (bytes: [UInt8], info: stat)? {
        guard let (descriptor, info) = openRegularFile(path) else { return nil }
        defer { close(descriptor) }
        guard info.st_size >= 0, info.st_size < Int.max / 2 else { return nil }
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, initialized in
            guard let count = fill(UnsafeMutableRawBufferPointer(buffer), from: descriptor) else { failed = true; return }
            initialized = count
        }
        // Whatever follows the size the file had when it was opened (it grew meanwhile); usually
        // one read that finds the end.
        withUnsafeTemporaryAllocation(byteCount: 4096, alignment: 1) { chunk in
            while !failed {
                guard let count = fill(chunk, from: descriptor) else { failed = true; return }
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<count]))
                if count < chunk.count { return }
            }
        }
        return failed ? nil : (bytes, info)
    }

    /// The bytes of the regular file at `path`; nil for anything else or when it cannot be read.
    public static func readRegularFile(_ path: String) -> [UInt8]? {
        contents(of: path)?.bytes
    }

    /// Up to `count` bytes from the start of the regular file at `path`; nil when it cannot be read.
    package static func prefix(of path: String, count: Int) -> [UInt8]? {
        guard let (descriptor, _) = openRegularFile(path) else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        guard let filled = bytes.withUnsafeMutableBytes({ fill($0, from: descriptor) }) else { return nil }
        return Array(bytes[..<filled])
    }

    /// An open descriptor of the regular file at `path` (following links) with its status; nil for
    /// anything else. Opened without blocking, so that a FIFO put where a file was expected is
    /// refused at once instead of waiting for a writer that never comes.
    private static func openRegularFile(_ path: String) -> (descriptor: Int32, info: stat)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        return (descriptor, info)
    }

    /// Reads into `buffer` until it is full or the file ends, retrying interrupted reads: how many
    /// bytes it holds, nil when the system refuses.
    private static func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Int? {
        var filled = 0
        while filled < buffer.count {
            let count = posixRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            filled += count
        }
        return filled
    }

    /// Writes all of `text` to a file descriptor (standard output or error), retrying short writes.
    public static func write(_ text: String, to descriptor: Int32) {
        var text = text
        _ = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes all of `bytes` to a file descriptor, retrying short and interrupted writes; false
    /// when the system refuses.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var written = 0
        while written < bytes.count {
            let count = posixWrite(descriptor, base + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// Creates `folder` and any missing folder above it; nil when it exists as a folder
    /// afterwards, else why not (the first problem, as the system states it).
    package static func createFolders(_ folder: String) -> String? {
        switch kind(of: folder) {
        case .directory?: return nil
        case .file?, .other?: return "a file stands where a folder is needed"
        case nil: break
        }
        let parent = PathResolver.directory(of: folder)
        if parent != folder, let problem = createFolders(parent) { return problem }
        if mkdir(folder, 0o777) == 0 || (errno == EEXIST && kind(of: folder) == .directory) { return nil }
        return String(cString: strerror(errno))
    }

    /// The path with every symbolic link resolved, or nil when it cannot be (missing, a loop).
    package static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Why a path cannot be read or replaced when it names a FIFO, a device or a socket: said
    /// alike by every flag and key that takes a path.
    public static let notRegularFile = "not a regular file (a FIFO, a device or a socket)"

    /// `": it is <notRegularFile>"` when `path` names one of those, else nothing: the reason
    /// after "cannot read …".
    public static func notRegularReason(_ path: String) -> String {
        kind(of: path) == .other ? ": it is \(notRegularFile)" : ""
    }

    /// The path of the running executable, for the cache key (a rebuilt tool must not trust an
    /// older build's cache).
    public static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #endif
    }
}

// The C functions by names that do not clash with the methods above.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
