protocol Screen {}

final class App {
    // weaver: routes <- [String: Screen]
    init(injecting dependencies: AppDependencyResolver) {}
}

final class WindowsScreen: Screen {
    // weaver: contributes routes["c:\windows"] <- Screen
}
