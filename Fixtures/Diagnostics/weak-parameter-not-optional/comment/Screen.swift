final class Screen {
    // weaver: self.isIsolated = true
    // weaver: delegate <= ScreenDelegate
    // weaver: delegate.scope = .weak
}
