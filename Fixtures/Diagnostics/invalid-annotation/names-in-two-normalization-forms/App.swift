// `café` on line 3 is precomposed (U+00E9); `café` below is e + U+0301. swiftc reads two names.
final class App {
    // weaver: café = Cafe
    // weaver: café = Cafe
    // weaver: café.scope = .lazy
    // weaver: child = Child
    init(injecting _: AppDependencyResolver) {}
}

final class Cafe {}

final class Child {
    // weaver: café <- Cafe
    init(injecting _: ChildDependencyResolver) {}
}
