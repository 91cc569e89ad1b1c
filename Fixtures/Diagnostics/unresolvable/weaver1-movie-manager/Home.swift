final class HomeViewController {
    // weaver: movieManager <- MovieManaging
}
