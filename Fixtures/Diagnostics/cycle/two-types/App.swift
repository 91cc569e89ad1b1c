final class App {
    // weaver: a = A
    // weaver: b = B
}

final class A {
    // weaver: b <- B
    init(injecting _: ADependencyResolver) {}
}

final class B {
    // weaver: a <- A
    init(injecting _: BDependencyResolver) {}
}
