public final class Logger {
    public init() {}
}

final class Theme {}

final class Counter {
    static func make(_ resolver: CounterInputDependencyResolver) -> Counter {
        _ = resolver.default
        return Counter()
    }
}

final class App {
    // weaver: default = Logger
    // weaver: `class` = Screen
    // weaver: class.scope = .transient
    // weaver: in = Theme
    // weaver: in.setter = true
    // weaver: Type = Counter
    // weaver: Type.builder = Counter.make

    init(injecting _: AppDependencyResolver) {}
}

final class Screen {
    // weaver: default <- Logger
    // weaver: in <- Theme
    // weaver: `func` <= Int
    // weaver: init <= String
    @Weaver(.reference) var `Type`: Counter

    init(injecting _: ScreenDependencyResolver) {}
}

public final class Report {
    // weaver: for <= Int
    // weaver: default <- Logger

    init(injecting _: ReportDependencyResolver) {}
}
