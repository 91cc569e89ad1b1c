/// The one place the tool's version lives (SPEC §1).
public enum WeaverVersion {
    public static let current = "2.0.0"
}
