// Two `#else` in one `#if` block (invalid Swift, but the scanner must not pass it on as a branch
// past the conditions it recorded): index out of range in VariantDirectives when generating.
final class Logger {}
final class A {
    #if DEBUG
    // weaver: logger = Logger
    #else
    // weaver: logger = Logger
    #else
    // weaver: logger = Logger
    #endif
}
