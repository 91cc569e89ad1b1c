class A {
@Weaver(.reference) var a: "\