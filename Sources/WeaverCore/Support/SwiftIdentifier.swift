/// Whether a text is one Swift identifier: letters (any script), digits and `_`, not starting with
/// a digit. A module name must be one (docs/commands.md), and a fix replaces a type's spelling as a word only
/// when it is one.
package enum SwiftIdentifier {
    package static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isHead(first) else { return false }
        return text.unicodeScalars.dropFirst().allSatisfy(isBody)
    }

    private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic && !scalar.properties.isWhitespace
    }

    private static func isBody(_ scalar: Unicode.Scalar) -> Bool {
        isHead(scalar) || ("0"..."9").contains(scalar) || scalar.properties.numericType == .decimal
    }
}
