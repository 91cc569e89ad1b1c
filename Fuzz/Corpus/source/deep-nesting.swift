enum A { struct B { class C { actor D { struct E<T: Collection> where T.Element: Hashable {
    // weaver: deep = Deep<[[[[[[[[Int]]]]]]]]>
    func f() { if true { while false { do { let x = { { { { 1 } } } } } } } }
    struct F<each G> {
        // weaver: deeper = ((((((Int))))))
        var x: [[String: [Int: (Int, (String, [Double]))]]] = [:]
    }
} } } } }
extension A.B.C.D: Sendable where Self: Any {
    final class Extended: NSObject, @unchecked Sendable {
        // weaver: root = Root
        let dependencies = MainDependencyContainer.extendedDependencyResolver()
        @Weaver(.reference) var root: Root
    }
}
protocol P: class, AnyObject {
    // weaver: inProtocol = X
}
class func notAType() {}
let x = foo.class
let y = `class`
class `Escaped`: Base {
    // weaver: escaped = `Type`
}
