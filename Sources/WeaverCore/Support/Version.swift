/// The one place the tool's version lives (ARCHITECTURE.md).
public enum WeaverVersion {
    public static let current = "2.0.0"
}
