extension App {
    func start() { dependencies.session.open() }
}
