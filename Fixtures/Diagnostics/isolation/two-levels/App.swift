final class App {
    // weaver: home = Home
}

final class Home {
    // weaver: debug = DebugPanel
    init(injecting _: HomeDependencyResolver) {}
}

final class DebugPanel {
    // weaver: self.isIsolated = true
    init(injecting _: DebugPanelDependencyResolver) {}
}
