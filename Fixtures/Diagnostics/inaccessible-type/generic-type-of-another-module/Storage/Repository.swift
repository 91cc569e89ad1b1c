public final class Repository<Item> {
    // weaver: path = String

    public init(injecting _: RepositoryDependencyResolver) {}
}
