final class App {
    // weaver: home = Home
}

final class Home {
    // weaver: debug = DebugPanel
}

final class DebugPanel {
    // weaver: self.isIsolated = true
}
