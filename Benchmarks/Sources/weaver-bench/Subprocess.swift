import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One finished child process: exit status, wall time, and its own peak resident set size, read
/// with `wait4`, which returns the rusage of exactly that child (unlike `RUSAGE_CHILDREN`, which
/// is the maximum over every child waited for so far).
struct ProcessResult {
    var status: Int32
    var seconds: Double
    /// User plus system CPU time of the process.
    var cpuSeconds: Double = 0
    /// Peak resident set size in bytes.
    var peakRSS: Int
    var stdout: String
    var stderr: String

    var succeeded: Bool { status == 0 }
}

enum Subprocess {
    /// Runs `arguments[0]` (looked up in `PATH` when it has no slash) with stdout and stderr
    /// written to temporary files, which are read back afterwards; `discardOutput` sends stdout to
    /// /dev/null instead.
    static func run(_ arguments: [String], environment: [String: String] = [:], discardOutput: Bool = false) throws -> ProcessResult {
        let temporary = FileManager.default.temporaryDirectory
        let token = UUID().uuidString
        let outPath = temporary.appendingPathComponent("weaver-bench-\(token).out").path
        let errPath = temporary.appendingPathComponent("weaver-bench-\(token).err").path
        defer {
            unlink(outPath)
            unlink(errPath)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, discardOutput ? "/dev/null" : outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        let envStrings = env.map { "\($0.key)=\($0.value)" }

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = envStrings.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var pid: pid_t = 0
        let start = monotonicSeconds()
        let spawnStatus = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawnStatus == 0 else {
            throw BenchError("cannot start \(arguments[0]): \(String(cString: strerror(spawnStatus)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed for \(arguments[0])") }
        }
        let seconds = monotonicSeconds() - start
        // WIFEXITED / WEXITSTATUS by hand (the macros are not imported).
        let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        #if os(Linux)
        let peak = Int(usage.ru_maxrss) * 1024   // kilobytes on Linux
        #else
        let peak = Int(usage.ru_maxrss)          // bytes on macOS
        #endif
        let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return ProcessResult(status: exitStatus, seconds: seconds, cpuSeconds: usage.cpuSeconds, peakRSS: peak, stdout: out, stderr: err)
    }

    /// Runs and fails with the command's output when it does not exit 0.
    @discardableResult
    static func check(_ arguments: [String], environment: [String: String] = [:], discardOutput: Bool = false) throws -> ProcessResult {
        let result = try run(arguments, environment: environment, discardOutput: discardOutput)
        guard result.succeeded else {
            throw BenchError("""
                command failed (exit \(result.status)): \(arguments.joined(separator: " "))
                \(result.stdout.suffix(4000))\(result.stderr.suffix(4000))
                """)
        }
        return result
    }
}

/// A process whose standard input and output are pipes to this one (a server spoken to in turns:
/// a persistent worker, a language server); its standard error is this process's.
struct PipedProcess {
    let pid: pid_t
    /// Written to reach the process's standard input.
    let input: Int32
    /// Read for the process's standard output.
    let output: Int32

    init(_ executable: String, _ arguments: [String]) throws {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw BenchError("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        for descriptor in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(toChild[0])
        close(fromChild[1])
        guard spawned == 0 else { throw BenchError("cannot start \(executable) \(arguments.joined(separator: " "))") }
        (self.pid, input, output) = (pid, toChild[1], fromChild[0])
    }
}

func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension rusage {
    /// User plus system CPU time.
    var cpuSeconds: Double {
        Double(ru_utime.tv_sec + ru_stime.tv_sec) + Double(ru_utime.tv_usec + ru_stime.tv_usec) / 1e6
    }
}
