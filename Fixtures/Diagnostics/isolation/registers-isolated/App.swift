final class App {
    // weaver: preview = Preview
}

final class Preview {
    // weaver: self.isIsolated = true
    init(injecting _: PreviewDependencyResolver) {}
}
