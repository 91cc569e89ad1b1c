protocol Screen {}

final class App {
    // weaver: routes <- [String: Screen]
    init(injecting dependencies: AppDependencyResolver) {}
}

final class FirstScreen: Screen {
    // weaver: contributes routes["\(1)"] <- Screen
}
