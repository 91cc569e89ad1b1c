/// Who asks for a need, and the registrations from a type down to it (docs/modules.md): what a
/// cycle's notes and a summary's `via` name.
public struct NeedPath: Sendable {
    public struct Step: Sendable {
        public var owner: String
        public var name: String
        public var location: SourceLocation
    }

    /// The type whose reference asks.
    public var reader: String
    /// The registrations from the type down to the reader; empty when the type asks itself.
    public var steps: [Step]
}
