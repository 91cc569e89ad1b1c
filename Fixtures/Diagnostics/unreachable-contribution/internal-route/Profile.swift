public protocol Screen {}

final class ProfileScreen: Screen {
    // weaver: contributes routes["profile/:id"] <- Screen
    // weaver: id <= String
    init(injecting dependencies: ProfileScreenDependencyResolver) {}
}
