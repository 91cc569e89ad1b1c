#!/usr/bin/env swift
@available(iOS 13, *) @MainActor
public final class Weird<Element>: Base<Element>, @unchecked Sendable where Element: Equatable {
    // weaver: value = Value<Element>
    let regex = /[a-z]+"}/
    let op = a <-> b ~= c ?? d
    let n = 0x1F_FF.0p3 + 1_000e-3 + .5
    let pound = #selector(foo) + #file + #line + #"x"#
    let closure: @Sendable (inout Int, Int...) throws(MyError) -> some View = { _, _ in }
    subscript<T>(key: T) -> Int { get { 0 } set {} }
    init?(string: String) { nil }
    init<T: Sequence>(_ sequence: T, other: [T.Element] = []) where T.Element == Int {}
    deinit {}
    var computed: Int { get async throws { 0 } }
}
#if swift(>=5.9) && compiler(<6.0)
#warning("old compiler")
#endif
;;;{{}}}
