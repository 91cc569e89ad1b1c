protocol Screen {}

final class App {
    // weaver: routes <- [String: (String) -> Screen]
    init(injecting dependencies: AppDependencyResolver) {}
}

final class SettingsScreen: Screen {
    // weaver: contributes routes["settings"] <- Screen
}
