protocol Analytics {}

final class Screen {
    // weaver: analytics <- any Analytics?
    // weaver: analytics.ifAvailable = true
    init(injecting dependencies: ScreenDependencyResolver) {}
}

final class Detail {
    @Weaver(.reference, ifAvailable: true) var tracker: any Analytics!
    init(injecting dependencies: DetailDependencyResolver) {}
}
