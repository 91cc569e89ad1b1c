#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import WeaverCommandLine
import WeaverKit
import WeaverCore
import WeaverLanguageServer

/// `weaver lsp` (docs/editors.md): serves one editor over standard input and output until `exit` or
/// the end of the input. One thread reads and frames messages (`LSPInbox`); this one answers them
/// in order and, when none is waiting, brings the analysis up to date, giving it up as soon as a
/// newer change arrives. Standard output carries protocol messages only: anything else written
/// there goes to standard error, which editors keep as the server's log.
enum LanguageServerCommand {
    static func run(arguments: [String], currentDirectory: String, environment: [String: String]) -> Int32 {
        // Close-on-exec: a process the server starts (`swift package describe`) must not hold the
        // editor's pipe open after the server is gone.
        let output = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 0)
        guard output >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            Console.printError("weaver: lsp: cannot set up standard output")
            return 1
        }
        // The flags given after `lsp` apply to every workspace folder, after its configuration file.
        let passed = arguments.filter { $0 != Command.lsp.rawValue }
        let server = LanguageServer(
            configure: { folder, buildFlags in configuration(of: folder, flags: passed + buildFlags, environment: environment) },
            describePackage: SwiftPackageDescriber(environment: environment),
            documentation: documentationFile().map { "file://" + $0 },
            send: { body in
                let bytes = LSPMessageReader.frame(body)
                _ = bytes.withUnsafeBytes { FileSystem.writeAll($0, to: output) }
            })
        let inbox = LSPInbox()
        server.wake = { inbox.wake() }
        DispatchQueue.global().async {
            var reader = LSPMessageReader()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                reader.append(buffer[0..<count])
                while let item = reader.next() { inbox.push(item) }
            }
            inbox.close()
        }
        var trimBytes = 0
        while true {
            // Idle after large messages: what they and their analyses freed goes back to the
            // system (glibc keeps it otherwise, and a server that is sent large buffers would stay
            // large). Not after every keystroke: a trim walks the heap, and a message arriving
            // meanwhile waits for it.
            if !server.needsRefresh, !inbox.hasItemsWaiting {
                trimBytes += inbox.takeBytesRead()
                if trimBytes >= 4 << 20 {
                    MemoryTrim.release()
                    trimBytes = 0
                }
            }
            guard let item = inbox.next(wait: !server.needsRefresh) else {
                if server.needsRefresh {
                    server.refresh(isCancelled: { inbox.hasChangesWaiting })
                    continue
                }
                // The editor closed the input without `exit`.
                return 1
            }
            server.handle(item, inbox: inbox)
            if let status = server.exitStatus { return status }
        }
    }

    /// The options `weaver check` would run with in `folder`, or its configuration's problems,
    /// each at the configuration file (absolute) when it names one.
    static func configuration(of folder: String, flags: [String], environment: [String: String]) -> ProjectConfiguration {
        do {
            let invocation = try InvocationParser.parse(["check"] + flags + ["--project-path", folder], currentDirectory: folder, environment: environment)
            return .options(invocation.options)
        } catch {
            return .problems(error.diagnostics.map { $0.withAbsolutePaths(from: folder) })
        }
    }

    /// `docs/diagnostics.md` of the checkout the executable was built in, which explains each code;
    /// nil for an installed executable without it.
    private static func documentationFile() -> String? {
        var folder = PathResolver.directory(of: FileSystem.executablePath() ?? "")
        for _ in 0..<6 where !folder.isEmpty && folder != "/" {
            let candidate = PathResolver.join(folder, "docs/diagnostics.md")
            if FileSystem.kind(of: candidate) == .file { return candidate }
            folder = PathResolver.directory(of: folder)
        }
        return nil
    }
}

/// Returns freed heap to the system where the C library keeps it (glibc's `malloc_trim`).
enum MemoryTrim {
    static func release() {
        #if canImport(Glibc)
        // Not in the Glibc module's headers: looked up once, absent on another C library.
        if let trim { _ = trim(0) }
        #endif
    }

    #if canImport(Glibc)
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
    #endif
}
