extension Catalog {
    final class Index {
        // weaver: b = B
    }
}
