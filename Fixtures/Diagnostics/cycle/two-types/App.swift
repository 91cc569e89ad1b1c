final class App {
    // weaver: a = A
    // weaver: b = B
}

final class A {
    // weaver: b <- B
}

final class B {
    // weaver: a <- A
}
