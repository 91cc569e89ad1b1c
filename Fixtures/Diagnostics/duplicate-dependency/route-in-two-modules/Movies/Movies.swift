import Core

public struct MovieScreen: Screen {
    // weaver: contributes routes["movies/:id"] <- Screen
    public init() {}
}
