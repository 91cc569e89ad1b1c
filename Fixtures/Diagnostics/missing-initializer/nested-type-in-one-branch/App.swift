final class App {
    #if DEBUG
    // weaver: index = Catalog.Index
    // weaver: index.builder = Catalog.Index.make
    #else
    // weaver: index = Catalog.Index
    #endif
    init(injecting _: AppDependencyResolver) {}
}

enum Catalog {
    // The release branch builds it with Catalog.Index(injecting:); the debug branch's builder needs none.
    struct Index {
        // weaver: size = Size
        static func make(_ dependencies: CatalogIndexDependencyResolver) -> Index { Index() }
    }
}

struct Size {}
