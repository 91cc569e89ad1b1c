/// Recognises weaver's property-wrapper attributes.
enum WrapperScanning {
    /// `@Weaver` and `@WeaverP1` … `@WeaverP9`.
    static func isWeaverWrapper(_ attribute: String) -> Bool {
        arity(of: String(attribute.dropFirst())) != nil
    }

    /// 0 for `Weaver`, n for `WeaverPn`; nil for any other name.
    static func arity(of wrapperName: String) -> Int? {
        if wrapperName == "Weaver" { return 0 }
        guard wrapperName.hasPrefix("WeaverP"), wrapperName.count == 8, let digit = wrapperName.last?.wholeNumberValue, digit >= 1 else { return nil }
        return digit
    }
}
