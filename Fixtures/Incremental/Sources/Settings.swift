final class Settings {
    // weaver: logger <- Logging

    private let dependencies: SettingsDependencyResolver

    init(injecting dependencies: SettingsDependencyResolver) {
        self.dependencies = dependencies
    }

    func describe() -> String {
        "settings:" + String(dependencies.logger.count)
    }
}
