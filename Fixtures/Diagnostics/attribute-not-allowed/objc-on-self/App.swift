final class App {
    // weaver: logger = Logger
    // weaver: self.objc = true
}
