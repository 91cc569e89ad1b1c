/// Internal: module Feature builds it, no other module can see it.
final class FeatureViewModel {
    // weaver: session = Session

    init(injecting _: FeatureViewModelDependencyResolver) {}
}

final class Session {}
