// libFuzzer entry point for every fuzz target. Compiled in one module with the WeaverKit sources
// (see Scripts/fuzz.sh), so the targets may call internal API. One executable serves all
// targets: it picks one from WEAVER_FUZZ_TARGET, or else from its own name `fuzz-<target>`
// (Scripts/fuzz.sh makes those names as links to .build-fuzz/weaver-fuzzer). Any trap, crash,
// hang or sanitizer report is a finding; findings are saved under Fuzz/Crashes/<target>-<n>.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The inputs that weaver reads from files it does not write itself, or that it wrote earlier.
enum FuzzTarget: String, CaseIterable {
    /// `.weaver.yaml`: `YAMLReader`, then `ConfigurationApplier` onto `WeaverOptions`.
    case yaml
    /// `.weaver.json`: `JSONConfigurationReader`, then the same applier.
    case json
    /// The scan cache file: `ScanCache.read`, then every record and payload as a run uses them.
    case cache
    /// One cached parse result: `SyntaxBinaryDecoder.decode` on the bytes as they are.
    case syntax
    /// A Swift source file: scanner, parsers, then link, validate and generate (`FuzzSourceTarget`).
    case source

    func run(_ bytes: [UInt8]) {
        switch self {
        case .yaml: FuzzConfigurationTarget.run(bytes, json: false)
        case .json: FuzzConfigurationTarget.run(bytes, json: true)
        case .cache: FuzzCacheTarget.run(bytes)
        case .syntax: FuzzSyntaxTarget.run(bytes)
        case .source: FuzzSourceTarget.run(bytes)
        }
    }

    /// From WEAVER_FUZZ_TARGET, else from the executable's name (`fuzz-yaml`, …).
    static func selected(executable: String) -> FuzzTarget? {
        if let name = getenv("WEAVER_FUZZ_TARGET") { return FuzzTarget(rawValue: String(cString: name)) }
        let base = executable.split(separator: "/").last.map(String.init) ?? executable
        guard base.hasPrefix("fuzz-") else { return nil }
        return FuzzTarget(rawValue: String(base.dropFirst("fuzz-".count)))
    }
}

/// Set once by `LLVMFuzzerInitialize`, before any input runs, and only read afterwards.
nonisolated(unsafe) private var target = FuzzTarget.source

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    let arguments = (0..<Int(argc.pointee)).map { argv.pointee?[$0].map { String(cString: $0) } ?? "" }
    if let folder = getenv("WEAVER_FUZZ_MAKE_SEEDS") {
        FuzzSeedMaker.make(into: String(cString: folder), projects: Array(arguments.dropFirst()))
        exit(0)
    }
    // A `cache` finding as `ScanCache.read` itself would take it: length and checksum repaired.
    if let output = getenv("WEAVER_FUZZ_REPAIR_CACHE"), arguments.count == 2 {
        FuzzCacheTarget.writeRepaired(from: arguments[1], to: String(cString: output))
        exit(0)
    }
    let executable = arguments.first ?? ""
    guard let selected = FuzzTarget.selected(executable: executable) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        let message = "weaver-fuzzer: set WEAVER_FUZZ_TARGET, or run it as fuzz-<target>; targets: \(names)\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        exit(2)
    }
    target = selected
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    target.run(bytes)
    return 0
}
