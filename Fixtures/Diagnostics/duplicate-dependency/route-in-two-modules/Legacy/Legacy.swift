import Core

public struct LegacyMovieScreen: Screen {
    // weaver: contributes routes["movies/:id"] <- Screen
    public init() {}
}
