/// The platforms of docs/commands.md and docs/annotations.md; names compare case-insensitively and `OSX` means `macOS`.
public enum Platform: String, Sendable, CaseIterable {
    case iOS, macOS, watchOS, tvOS, visionOS, Linux

    /// The names `--platform` and `platform:` accept, for messages.
    package static let validNames = allCases.map(\.rawValue).joined(separator: ", ") + " (OSX means macOS)"

    /// Parses a platform name as written on the command line, in a config file or in `platforms:`.
    public init?(name: String) {
        let lowered = name.lowercased()
        if lowered == "osx" {
            self = .macOS
            return
        }
        guard let match = Platform.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
        self = match
    }
}
