public final class Logger {
    let prefix: String

    public init(prefix: String = "log") {
        self.prefix = prefix
    }

    func line(_ text: String) -> String { "\(prefix): \(text)" }
}

final class Theme {
    let name: String

    init(name: String) {
        self.name = name
    }
}

final class Counter {
    nonisolated(unsafe) static var made = 0
    let number: Int

    init() {
        Counter.made += 1
        number = Counter.made
    }

    static func make(_ resolver: CounterInputDependencyResolver) -> Counter {
        _ = resolver.default
        return Counter()
    }
}

/// Dependency names that Swift reserves, in every kind of annotation: written as they are or in
/// backquotes, they are the same name.
final class App {
    // weaver: default = Logger
    // weaver: `class` = Screen
    // weaver: class.scope = .transient
    // weaver: in = Theme
    // weaver: `in`.setter = true
    // weaver: `Type` = Counter
    // weaver: Type.scope = .lazy
    // weaver: Protocol = Counter
    // weaver: Protocol.builder = Counter.make
    // weaver: Self = Counter
    // weaver: Self.scope = .transient
    // weaver: where = Logger

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }

    func run() {
        dependencies.setIn(Theme(name: "dark"))
        let screen = dependencies.`class`(func: 7, init: "home")
        print(screen.describe())
        print(dependencies.`Type` === dependencies.`Type`, dependencies.`Self` === dependencies.`Self`)
        print(dependencies.`Protocol`.number > 0, dependencies.`where`.line("where"))
    }
}

/// Built by `App` with two parameters named by keywords; reads keyword-named registrations
/// through references and wrapper properties.
final class Screen {
    // weaver: default <- Logger
    // weaver: `in` <- Theme
    // weaver: func <= Int
    // weaver: `init` <= String
    @Weaver(.reference) var `where`: Logger
    @Weaver(.registration) var `repeat`: Counter

    let dependencies: ScreenDependencyResolver

    init(injecting dependencies: ScreenDependencyResolver) {
        self.dependencies = dependencies
    }

    func describe() -> String {
        let title = dependencies.`init` + " #\(dependencies.func)"
        return dependencies.default.line("\(title) in \(dependencies.in.name), \(`where`.prefix), repeat \(`repeat`.number > 0)")
    }
}

/// A public type: its generated initializer takes its keyword-named parameter and reference.
public final class Report {
    // weaver: for <= Int
    // weaver: default <- Logger

    let dependencies: ReportDependencyResolver

    init(injecting dependencies: ReportDependencyResolver) {
        self.dependencies = dependencies
    }

    func text() -> String { dependencies.default.line("report \(dependencies.for)") }
}
