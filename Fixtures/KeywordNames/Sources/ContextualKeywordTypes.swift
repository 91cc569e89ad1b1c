/// Types named by contextual keywords are ordinary types: annotated, registered and built. The
/// dependency names are contextual keywords too, other ones: inside a container a member named
/// like a type hides the type, whatever the words.
final class final {
    // weaver: default = Logger
    // weaver: override = lazy
    // weaver: dynamic = weak
    // weaver: optional = open
    // weaver: required = package
    // weaver: unowned = mutating
    // weaver: prefix = convenience
    // weaver: isolated = indirect
    // weaver: async = nonisolated

    let dependencies: finalDependencyResolver

    init(injecting dependencies: finalDependencyResolver) {
        self.dependencies = dependencies
    }

    func names() -> String {
        [dependencies.override.name, dependencies.dynamic.name, dependencies.optional.name, dependencies.required.name,
         dependencies.unowned.name, dependencies.prefix.name, dependencies.isolated.name, dependencies.async.name].joined(separator: " ")
    }
}

final class lazy {
    // weaver: default <- Logger

    let dependencies: lazyDependencyResolver

    init(injecting dependencies: lazyDependencyResolver) {
        self.dependencies = dependencies
    }

    var name: String { dependencies.default.line("lazy") }
}

struct weak {
    // weaver: default <- Logger

    let dependencies: weakDependencyResolver

    init(injecting dependencies: weakDependencyResolver) {
        self.dependencies = dependencies
    }

    var name: String { "weak" }
}

class open {
    var name: String { "open" }
}

struct package {
    var name: String { "package" }
}

final class mutating {
    var name: String { "mutating" }
}

final class convenience {
    var name: String { "convenience" }
}

indirect enum indirect {
    case leaf

    init() { self = .leaf }

    var name: String { "indirect" }
}

actor nonisolated {
    nonisolated var name: String { "nonisolated" }
}
