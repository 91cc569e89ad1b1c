final class App {
    // weaver: theme = Theme
    // weaver: theme.setter = true
    // weaver: theme.scope = .lazy
}
