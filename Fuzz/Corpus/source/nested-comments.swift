/* outer /* inner /* innermost */ still inner */ still outer { */
final class Commented {
    /* weaver: notAnAnnotation = Foo */
    /**
     * weaver: alsoNot = Bar
     /* nested */ }
     */
    // weaver: real = Real
    /// weaver: doc = Doc
    let x = 1 // weaver: trailing = Trailing
    let y = 1 /* */ / 2 // not a comment opener: "/*"
    let z = "/* not a comment */"
}
/*/ tricky opener */
/***/
