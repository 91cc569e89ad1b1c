/// The commands and flags this build answers with "not supported yet" (exit status 2).
///
/// Each of them is already parsed and stored in `WeaverOptions` or `Invocation`, and the
/// configuration keys with the same meaning are gated by their flag's name here: removing a
/// name from this set is the only change needed to enable the feature.
public enum StagedSupport {
    /// Command names and `--flag` names; commands never start with `--`, so the two cannot clash.
    public static let unsupportedYet: Set<String> = [
    ]
}
