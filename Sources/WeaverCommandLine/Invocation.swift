import WeaverKit
import WeaverCore

/// One run of the tool as the command line and the configuration file ask for it.
package struct Invocation: Sendable {
    /// The command to run; `version` for `--version`.
    package var command: Command
    /// Defaults, then the configuration file, then the flags, merged.
    package var options: WeaverOptions
    /// `--help`, `-h`: print the help and do nothing else.
    var showHelp = false
    /// The configuration file that was read, absolute; nil when there was none.
    var configurationPath: String?
    /// Warnings about the configuration, to print before running.
    var warnings: [Diagnostic] = []
    /// `weaver why <query>`: `Type.dependency` or `Type`; `weaver cost [root]`: the root, or "" for every one.
    package var query = ""
}
