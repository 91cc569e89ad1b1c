/// How many stars a film gets: a library's public type, which Catalog's screens register. The
/// plugin summarizes this target when it builds Catalog's container (SPEC §11), and Catalog's
/// mocks build it through its entry point, as Catalog's app graph does.
public struct RatingsScale: Sendable {
    public let maximum: Int

    public init(maximum: Int) {
        self.maximum = maximum
    }
}

public final class Ratings {
    // weaver: scale <- RatingsScale

    let dependencies: RatingsDependencyResolver

    init(injecting dependencies: RatingsDependencyResolver) {
        self.dependencies = dependencies
    }

    public func stars(for title: String) -> String {
        String(repeating: "*", count: min(title.count, dependencies.scale.maximum))
    }
}
