import DemoKit

/// The root: the plugin generates `MainDependencyContainer.appDependencyResolver()` at build time.
final class App {
    // weaver: greeter = Greeter
    // weaver: counter = Counter
    // weaver: counter.scope = .lazy
    // weaver: counter.builder = Counter.make
    // weaver: punctuation = Punctuation
    // weaver: punctuation.builder = { _ in Punctuation(mark: "!") }
    // weaver: farewell = Farewell

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Greeter {
    // weaver: counter <- Counter

    let dependencies: GreeterDependencyResolver

    init(injecting dependencies: GreeterDependencyResolver) {
        self.dependencies = dependencies
    }

    func greet(_ name: String) -> String {
        dependencies.counter.increment()
        return "Hello, \(name)! (\(dependencies.counter.value))"
    }
}

final class Counter {
    private(set) var value = 0
    func increment() { value += 1 }

    /// Its builder: the compiler checks the signature against the `builder` line above.
    static func make(_ dependencies: CounterInputDependencyResolver) -> Counter { Counter() }
}
