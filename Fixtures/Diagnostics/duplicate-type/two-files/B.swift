final class Shared {
    // weaver: session = Session
}
