import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A configuration file (docs/commands.md): found, read, and applied onto the options.
public struct ConfigurationFile: Sendable {
    /// The names searched for in a folder, in order.
    public static let searchedNames = [".weaver.yaml", ".weaver.yml", ".weaver.json"]

    /// The file, absolute.
    public let path: String
    /// The file as printed: relative to the project path.
    public let displayPath: String
    let document: ConfigurationDocument

    /// Finds the file: `explicitPath` (absolute) may name a file or a folder to search; without
    /// it the project folder is searched, and finding nothing there is fine. An error names the
    /// path as `typed` on the command line, when given: `/etc/x.yaml` shown as `../../etc/x.yaml`
    /// is not what the user looks for.
    public static func locate(explicitPath: String?, typed: String? = nil, projectPath: String) throws(UsageError) -> String? {
        guard let explicitPath else { return search(projectPath) }
        let shown = typed ?? PathResolver.relative(explicitPath, to: projectPath)
        switch ConfigurationPathKind(of: explicitPath) {
        case .file:
            return explicitPath
        case .directory:
            if let found = search(explicitPath) { return found }
            let names = searchedNames.joined(separator: ", ")
            throw UsageError("no configuration file (\(names)) in folder '\(shown)' given by --config-path")
        case .missing:
            throw UsageError("configuration file '\(shown)' given by --config-path does not exist")
        }
    }

    /// Reads and parses the file at `path` (absolute); a `.json` file is JSON, any other YAML.
    public init(path: String, projectPath: String) throws(UsageError) {
        self.path = path
        displayPath = PathResolver.relative(path, to: projectPath)
        document = try ConfigurationDocument.read(path, shown: displayPath, what: "configuration file")
    }

    /// Sets the options the file names, key by key; returns its errors and warnings.
    public func apply(to options: inout WeaverOptions) -> [Diagnostic] {
        // Weaver 1.x's rule (docs/commands.md): a file at `Config/weaver.yaml` saying `Sources` means
        // `<project>/Sources`, so build phases written for 1.x read the same folders.
        var applier = ConfigurationApplier(displayPath: displayPath)
        applier.apply(document, to: &options)
        return applier.diagnostics
    }

    private static func search(_ directory: String) -> String? {
        searchedNames.map { PathResolver.join(directory, $0) }.first { ConfigurationPathKind(of: $0) == .file }
    }
}

/// What a path names on disk.
private enum ConfigurationPathKind {
    case file, directory, missing

    init(of path: String) {
        switch FileSystem.kind(of: path) {
        case nil: self = .missing
        case .directory?: self = .directory
        // A FIFO or a device is refused when read (`FileSystem.contents`), never waited on.
        case .file?, .other?: self = .file
        }
    }
}
