import Foundation

// Nested and namespaced types: annotations belong to the innermost class or struct, and names
// written inside a type are looked up from there (`Page` means `Catalog.Page`).
enum Catalog {
    final class Index {
        // weaver: page = Page
        // weaver: page.scope = .lazy
        // weaver: title <- String

        let dependencies: CatalogIndexDependencyResolver

        init(injecting dependencies: CatalogIndexDependencyResolver) {
            self.dependencies = dependencies
        }
    }

    final class Page {
        // weaver: title <- String

        let dependencies: CatalogPageDependencyResolver

        init(injecting dependencies: CatalogPageDependencyResolver) {
            self.dependencies = dependencies
        }
    }
}

struct Movie { let name: String }
struct Person { let name: String }

/// A generic annotated type: one resolver shared by every specialization.
final class Repository<Element> {
    // weaver: database <- Database

    let dependencies: RepositoryDependencyResolver
    var items: [Element] = []

    init(injecting dependencies: RepositoryDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Database {
    let name = "main"
}
