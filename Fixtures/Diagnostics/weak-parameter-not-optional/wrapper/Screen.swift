final class Screen {
    // weaver: self.isIsolated = true
    @Weaver(.parameter, scope: .weak) var delegate: ScreenDelegate
}
