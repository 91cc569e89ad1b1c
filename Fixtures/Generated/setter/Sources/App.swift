final class App {
    // weaver: theme = Theme
    // weaver: theme.setter = true
    // weaver: home = Home

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Home {
    // weaver: theme <- Theme

    let dependencies: HomeDependencyResolver

    init(injecting dependencies: HomeDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Theme {}
