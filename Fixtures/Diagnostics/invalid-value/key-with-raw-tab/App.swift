protocol Screen {}

final class App {
    // weaver: routes <- [String: Screen]
    init(injecting dependencies: AppDependencyResolver) {}
}

final class TabScreen: Screen {
    // weaver: contributes routes["a	b"] <- Screen
}
