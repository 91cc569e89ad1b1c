final class App {
    // weaver: a = A
    // weaver: a.scope = .lazy
    // weaver: b = B
    // weaver: b.scope = .weak
}

final class A {
    // weaver: b <- B
    init(injecting _: ADependencyResolver) {}
}

final class B {
    // weaver: a <- A
    init(injecting _: BDependencyResolver) {}
}
