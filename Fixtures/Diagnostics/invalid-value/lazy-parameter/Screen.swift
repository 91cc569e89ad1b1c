final class Screen {
    // weaver: self.isIsolated = true
    // weaver: title <= String
    // weaver: title.scope = .lazy
}
