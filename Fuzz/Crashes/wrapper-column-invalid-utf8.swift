class A {
    @Weaver(.registration, scope: ÿÿÿÿ.lazy, bogus: 1) var a: B
    @Weaver(.reference) var b: Cÿÿÿÿ<>
}
