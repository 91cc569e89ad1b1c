#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written, in words for a diagnostic.
public struct AtomicFileError: Error {
    public let reason: String
}

/// Writes a file whole or not at all (docs/commands.md): the bytes go to a temporary file next to
/// it, which is then renamed over it, so a reader, a concurrent run or a run killed midway sees
/// the old file or the new one, never a part.
///
/// The temporary file is named after the file and the writing process
/// (`.Weaver.swift.weaver-<pid>-<random>.tmp`, `.weaver_cache.weaver-<pid>-<random>.tmp`), so that a later run can tell the leftovers of a killed
/// run (their process is gone) from the file a concurrent run is writing right now.
package enum AtomicFile {
    package static func write(_ text: String, to path: String) throws(AtomicFileError) {
        var text = text
        if let error = text.withUTF8({ bytes in failure(writing: UnsafeRawBufferPointer(bytes), to: path) }) { throw error }
    }

    package static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
        if let error = bytes.withUnsafeBytes({ failure(writing: $0, to: path) }) { throw error }
    }

    /// Writes `bytes`; the error, or nil when they were written (the closures that lend the
    /// bytes cannot throw a typed error).
    private static func failure(writing bytes: UnsafeRawBufferPointer, to path: String) -> AtomicFileError? {
        do {
            try write(bytes, to: path)
            return nil
        } catch {
            return error
        }
    }

    private static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(AtomicFileError) {
        let folder = PathResolver.directory(of: path)
        if let problem = FileSystem.createFolders(folder) {
            throw AtomicFileError(reason: "cannot create the folder: \(problem)")
        }
        var temporary = ""
        var descriptor: Int32 = -1
        // Two writes of one file in one process (runs of the library on several tasks) need
        // their own temporary files too, hence a random part after the process number.
        for _ in 0..<8 where descriptor < 0 {
            temporary = PathResolver.join(folder, temporaryName(of: path, process: getpid()))
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor < 0, errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw failure("cannot create a temporary file in its folder") }
        guard FileSystem.writeAll(bytes, to: descriptor) else {
            let error = failure("cannot write")
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let error = failure("cannot write")
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure("cannot replace it")
            unlink(temporary)
            throw error
        }
    }

    private static func failure(_ what: String) -> AtomicFileError {
        AtomicFileError(reason: "\(what): \(String(cString: strerror(errno)))")
    }

    private static func temporaryName(of path: String, process: pid_t) -> String {
        "\(temporaryPrefix(of: path))\(process)-\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    private static func temporaryPrefix(of path: String) -> String {
        // Hidden, so that no tool lists it; a hidden file's name is kept as it is.
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return (name.hasPrefix(".") ? name : "." + name) + ".weaver-"
    }

    /// Deletes the temporary files that runs killed while writing `paths` left beside them, and
    /// keeps those of runs still alive (a concurrent run is writing them now).
    package static func removeLeftovers(of paths: [String]) {
        var prefixesByFolder: [String: [String]] = [:]
        for path in paths { prefixesByFolder[PathResolver.directory(of: path), default: []].append(temporaryPrefix(of: path)) }
        for (folder, prefixes) in prefixesByFolder {
            for name in temporaryNames(in: folder) {
                guard let prefix = prefixes.first(where: { name.hasPrefix($0) }),
                      let process = pid_t(name.dropFirst(prefix.count).prefix { $0 != "-" && $0 != "." }), process > 0,
                      !isAlive(process) else { continue }
                unlink(PathResolver.join(folder, name))
            }
        }
    }

    /// The hidden `.tmp` files of `folder`. Every run lists its outputs' folders, which may hold
    /// thousands of files (a build system's output folder): other names are passed over as bytes,
    /// without a `String` each.
    private static func temporaryNames(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        let suffix = Array(".tmp".utf8)
        var names: [String] = []
        while let entry = readdir(directory) {
            let name: String? = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                guard bytes.first == UInt8(ascii: "."), let end = bytes.firstIndex(of: 0), end > suffix.count,
                      bytes[(end - suffix.count)..<end].elementsEqual(suffix) else { return nil }
                return String(decoding: bytes[..<end], as: UTF8.self)
            }
            if let name { names.append(name) }
        }
        return names
    }

    /// True when a process `process` exists (possibly another user's).
    private static func isAlive(_ process: pid_t) -> Bool {
        if process == getpid() { return true }
        return kill(process, 0) == 0 || errno == EPERM
    }
}
