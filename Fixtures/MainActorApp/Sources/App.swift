import Foundation

// An app whose annotated types live on the main actor, generated with `--mainactor`.

final class Store: @unchecked Sendable {
    private(set) var saved: [String] = []
    func save(_ item: String) { saved.append(item) }
}

final class Logger {}

/// A self-building root: its resolver is made by the stored property declared before its wrappers.
@MainActor
final class App {
    let dependencies = MainDependencyContainer.appDependencyResolver()

    @Weaver(.registration)
    var store: Store

    @Weaver(.registration, scope: .lazy)
    var logger: Logger

    @WeaverP1(.registration, type: Screen.self, scope: .transient)
    var screen: (String) -> Screen

    // weaver: settings = Settings
}

@MainActor
final class Screen {
    @Weaver(.parameter) var title: String
    @Weaver(.reference) var store: Store
    // weaver: logger <- Logger

    let dependencies: ScreenDependencyResolver

    init(injecting dependencies: ScreenDependencyResolver) {
        self.dependencies = dependencies
    }

    func open() -> String {
        store.save(title)
        return "\(title) opened"
    }
}

@MainActor
final class Settings {
    // weaver: store <- Store

    let dependencies: SettingsDependencyResolver

    init(injecting dependencies: SettingsDependencyResolver) {
        self.dependencies = dependencies
    }
}
