import Foundation

protocol Reading: AnyObject { func read() -> String }
protocol Writing: AnyObject { func write(_ text: String) }

final class Store: Reading, Writing {
    private var text = ""
    func read() -> String { text }
    func write(_ text: String) { self.text += text }
}

protocol Delegate: AnyObject { func didFinish() }

final class Config {
    let flags: [String: Bool]

    init(flags: [String: Bool] = ["beta": true]) {
        self.flags = flags
    }
}

public final class Clock {
    public let now: Int

    public init(now: Int) {
        self.now = now
    }
}

/// Not annotated, built by builders in two types: `title` is a registration in one and a
/// reference in the other, and each passes its own to the shared input resolver.
final class Badge {
    let text: String

    init(text: String) {
        self.text = text
    }
}

/// Not annotated, built by a builder whose resolver includes a factory.
final class Printer {
    let label: String

    init(label: String) {
        self.label = label
    }
}

/// A struct with a reference and a parameter.
struct TextFormatter {
    // weaver: prefix <= String
    // weaver: clock <- Clock

    let dependencies: TextFormatterDependencyResolver

    init(injecting dependencies: TextFormatterDependencyResolver) {
        self.dependencies = dependencies
    }

    func format(_ text: String) -> String { dependencies.prefix + text + "@\(dependencies.clock.now)" }
}

/// A public struct: gets `public init(clock:)`.
public struct Stamp {
    // weaver: clock <- Clock

    let dependencies: StampDependencyResolver

    init(injecting dependencies: StampDependencyResolver) {
        self.dependencies = dependencies
    }
}

/// An actor: its resolver requires `Sendable`.
actor Worker {
    // weaver: jobs <= [Int]

    let dependencies: WorkerDependencyResolver

    init(injecting dependencies: WorkerDependencyResolver) {
        self.dependencies = dependencies
    }

    func total() -> Int { dependencies.jobs.reduce(0, +) }
}

/// Takes a closure, an optional weak delegate and a tuple-typed dictionary parameter.
final class Screen {
    // weaver: onClose <= () -> Void
    // weaver: delegate <= Delegate?
    // weaver: delegate.scope = .weak
    // weaver: reader <- Reading
    // weaver: config <- Config?
    // weaver: repository <- Repository<Movie>
    // weaver: loader <= () async throws -> Int
    // weaver: pair <= (id: Int, name: String)

    let dependencies: ScreenDependencyResolver

    init(injecting dependencies: ScreenDependencyResolver) {
        self.dependencies = dependencies
    }
}
