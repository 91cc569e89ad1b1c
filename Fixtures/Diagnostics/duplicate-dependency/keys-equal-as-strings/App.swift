protocol Screen {}

final class App {
    // weaver: routes <- [String: Screen]
    init(injecting dependencies: AppDependencyResolver) {}
}

final class AboutScreen: Screen {
    // weaver: contributes routes["ab"] <- Screen
}

final class AlbumScreen: Screen {
    // weaver: contributes routes["a\u{62}"] <- Screen
}
