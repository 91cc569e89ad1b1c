import Foundation

final class RawStrings {
    // weaver: logger = Logger
    let a = #"a "quoted" \(not interpolated) } {"#
    let b = ##"one # and "# inside"##
    let c = #"interpolated \#(value) and \#(call("x", { $0 }))"#
    let d = #"""
        multi-line raw with """ inside and \#(x) and "# and // weaver: fake = Fake
        """#
    let e = "\\"
    let f = "\"}"
    let g = ###"###
    // weaver: real <- Real
}
