/// Recognises weaver's property-wrapper attributes.
enum WrapperScanning {
    /// `@Weaver` and `@WeaverP1` … `@WeaverP9`, from an attribute token's bytes.
    static func isWeaverWrapper(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard let afterName = ASCII.match("@Weaver", in: bytes, at: start), afterName <= end else { return false }
        if afterName == end { return true }
        return end - afterName == 2 && bytes[afterName] == UInt8(ascii: "P") && bytes[afterName + 1] >= UInt8(ascii: "1")
            && bytes[afterName + 1] <= UInt8(ascii: "9")
    }

    /// 0 for `Weaver`, n for `WeaverPn`; nil for any other name.
    static func arity(of wrapperName: String) -> Int? {
        if wrapperName == "Weaver" { return 0 }
        guard wrapperName.hasPrefix("WeaverP"), wrapperName.count == 8, let digit = wrapperName.last?.wholeNumberValue, digit >= 1 else { return nil }
        return digit
    }
}
