final class Shared {
    // weaver: logger = Logger
}
