/// What a module is to the build (`--module-kind`, docs/build-systems.md "SwiftPM and the app's runs"):
/// a library, whose public types other modules build and whose collections other modules may read,
/// or an executable (an app, an extension, a test bundle's host), which links every module it
/// imports and which no module imports, so its run sees the whole app.
public enum ModuleKind: String, Sendable, Equatable, CaseIterable {
    case library
    case executable
}
