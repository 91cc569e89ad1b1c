enum Catalog {
    final class Index {
        // weaver: a = A
    }
}
