import Foundation

/// A self-building root (Weaver 1.x style): it makes its own resolver and has no `init(injecting:)`.
final class Root {
    // weaver: title = String
    // weaver: title.builder = { _ in "Shapes" }
    // weaver: index = Catalog.Index
    // weaver: database = Database
    // weaver: movies = Repository<Movie>
    // weaver: people = Repository<Person>
    // weaver: store = Store <- Reading & Writing
    // weaver: config = Config <- Config?
    // weaver: clock = Clock
    // weaver: clock.builder = Root.makeClock
    // weaver: formatter = TextFormatter
    // weaver: formatter.scope = .transient
    // weaver: screen = Screen
    // weaver: screen.scope = .transient
    // weaver: worker = Worker
    // weaver: worker.scope = .transient
    // weaver: printer = Printer
    // weaver: printer.builder = { resolver in Printer(label: resolver.formatter(prefix: "#").format(resolver.title)) }
    // weaver: left = Left
    // weaver: right = Right
    // weaver: badge = Badge
    // weaver: badge.builder = { resolver in Badge(text: resolver.title) }

    let dependencies = MainDependencyContainer.rootDependencyResolver()

    static func makeClock(_ resolver: ClockInputDependencyResolver) -> Clock {
        Clock(now: resolver.title.count)
    }
}

/// `Shared` is registered on two paths; on each, its `label` resolves to a different provider.
final class Left {
    // weaver: label = String
    // weaver: label.builder = { _ in "left" }
    // weaver: shared = Shared
    // weaver: title <- String
    // weaver: badge = Badge
    // weaver: badge.builder = { resolver in Badge(text: resolver.title + "!") }

    let dependencies: LeftDependencyResolver

    init(injecting dependencies: LeftDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Right {
    // weaver: label = String
    // weaver: label.builder = { _ in "right" }
    // weaver: shared = Shared

    let dependencies: RightDependencyResolver

    init(injecting dependencies: RightDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Shared {
    // weaver: label <- String

    let dependencies: SharedDependencyResolver

    init(injecting dependencies: SharedDependencyResolver) {
        self.dependencies = dependencies
    }
}
