#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// A child process in a process group of its own (docs/editors.md): `swift package describe` starts
/// `swift-package`, which may build the manifest with more processes; stopping the group stops
/// them all, where stopping the child alone would leave them running at full speed.
final class GroupedProcess: @unchecked Sendable {
    /// What a finished process left.
    struct Outcome {
        /// The exit status, or nil when it was stopped (`stopped` says why) or died of a signal.
        var status: Int32?
        var output: [UInt8]
        /// The first `limit` bytes of standard error; `droppedErrorBytes` more were read and dropped.
        var errors: [UInt8]
        var droppedErrorBytes: Int
        /// Standard output went past its limit: the process group was stopped.
        var outputTooLarge = false
        var stopped: StopReason?
    }

    enum StopReason { case timeLimit, asked }

    let pid: pid_t
    private let outputReader: PipeReader
    private let errorReader: PipeReader

    private init(pid: pid_t, outputReader: PipeReader, errorReader: PipeReader) {
        (self.pid, self.outputReader, self.errorReader) = (pid, outputReader, errorReader)
    }

    /// Starts `arguments` (the first is looked up on `PATH` by `/usr/bin/env`), standard input
    /// closed, in a new process group; nil with the reason when it cannot be started.
    static func start(_ arguments: [String], outputLimit: Int, errorLimit: Int) -> Result<GroupedProcess, SpawnFailure> {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard closeOnExecPipe(&outputPipe) == 0 else { return .failure(SpawnFailure(errno: errno)) }
        guard closeOnExecPipe(&errorPipe) == 0 else {
            let code = errno
            close(outputPipe[0]); close(outputPipe[1])
            return .failure(SpawnFailure(errno: code))
        }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for descriptor in outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
        // Group 0: the child's own pid, a group of its own that one `kill(-pid, …)` reaches.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, environ)
        close(outputPipe[1])
        close(errorPipe[1])
        guard code == 0 else {
            close(outputPipe[0]); close(errorPipe[0])
            return .failure(SpawnFailure(errno: code))
        }
        return .success(GroupedProcess(pid: pid, outputReader: PipeReader(outputPipe[0], limit: outputLimit),
                                       errorReader: PipeReader(errorPipe[0], limit: errorLimit)))
    }

    /// Waits for the process, reading both pipes meanwhile (a full pipe would block it). Stops the
    /// whole group (SIGTERM, SIGKILL a second later) when `deadline` passes, when `shouldStop`
    /// says so, or when standard output passes its limit.
    func finish(deadline: DispatchTime, shouldStop: () -> Bool) -> Outcome {
        var status: Int32 = 0
        var stopped: StopReason?
        var exited = false
        while !exited {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid || (waited < 0 && errno != EINTR) { exited = true; break }
            if outputReader.overflowed { break }
            if DispatchTime.now() >= deadline { stopped = .timeLimit; break }
            if shouldStop() { stopped = .asked; break }
            usleep(20_000)
        }
        if !exited { status = stopGroup() } else {
            // Whatever it left running in its group (a compiler building the manifest) goes too.
            kill(-pid, SIGKILL)
            // Killed from outside on request (`SwiftPackageDescriber.stop`).
            if (status & 0x7f) != 0, shouldStop() { stopped = .asked }
        }
        let output = outputReader.wait()
        let errors = errorReader.wait()
        let exitedNormally = exited && (status & 0x7f) == 0
        return Outcome(status: exitedNormally ? (status >> 8) & 0xff : nil, output: output.bytes, errors: errors.bytes,
                       droppedErrorBytes: errors.dropped, outputTooLarge: outputReader.overflowed, stopped: stopped)
    }

    /// SIGTERM to the group, SIGKILL a second later if the child has not gone; reaps the child.
    private func stopGroup() -> Int32 {
        var status: Int32 = 0
        kill(-pid, SIGTERM)
        for _ in 0..<50 {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid || (waited < 0 && errno != EINTR) {
                kill(-pid, SIGKILL)
                return status
            }
            usleep(20_000)
        }
        kill(-pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status
    }
}

/// A pipe whose ends no other child inherits (`dup2` in the child clears the flag on the copy it
/// makes): a process started meanwhile, or what this one starts, must not hold the other's pipe
/// open, nor the editor's.
private func closeOnExecPipe(_ ends: inout [Int32]) -> Int32 {
    // `pipe2` would set the flag at once, but Swift's Glibc module does not declare it: a process
    // spawned by another thread between the two calls may inherit these ends, and closes them
    // when it ends.
    guard pipe(&ends) == 0 else { return -1 }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return 0
}

/// Why a process could not be started.
struct SpawnFailure: Error {
    let errno: Int32
    var message: String { String(cString: strerror(errno)) }
}

/// Reads one pipe to its end on a thread of its own, keeping at most `limit` bytes.
private final class PipeReader: @unchecked Sendable {
    private let descriptor: Int32
    private let limit: Int
    private let done = DispatchSemaphore(value: 0)
    // Written by the reading thread before `done` is signalled; read after waiting for it, except
    // `overflowed`, which the waiting loop polls (a stale read only delays the stop by one turn).
    private var bytes: [UInt8] = []
    private var dropped = 0
    private(set) var overflowed = false

    init(_ descriptor: Int32, limit: Int) {
        self.descriptor = descriptor
        self.limit = limit
        DispatchQueue.global().async { self.read() }
    }

    private func read() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc_read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let kept = max(0, min(count, limit - bytes.count))
            bytes += buffer[0..<kept]
            dropped += count - kept
            if dropped > 0 { overflowed = true }
        }
        close(descriptor)
        done.signal()
    }

    func wait() -> (bytes: [UInt8], dropped: Int) {
        done.wait()
        return (bytes, dropped)
    }
}

/// `read(2)`, named apart from the reader's own `read()`.
private func Glibc_read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
