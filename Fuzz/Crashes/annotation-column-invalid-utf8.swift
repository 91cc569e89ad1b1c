class A {
// weaver: a = Bÿÿÿÿ<>
}
