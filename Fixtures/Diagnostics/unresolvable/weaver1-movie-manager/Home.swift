final class HomeViewController {
    // weaver: movieManager <- MovieManaging
    init(injecting _: HomeViewControllerDependencyResolver) {}
}
