public final class APIClient {
    // weaver: session = Session

    public init(injecting _: APIClientDependencyResolver) {}
}

final class Session {}
