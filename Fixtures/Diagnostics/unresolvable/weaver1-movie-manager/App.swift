final class AppDelegate {
    // weaver: homeViewController = HomeViewController
}
