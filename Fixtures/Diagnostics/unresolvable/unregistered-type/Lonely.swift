final class Lonely {
    // weaver: logger <- Logger
}
