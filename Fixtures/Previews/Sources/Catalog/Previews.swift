#if DEBUG
/// What `#Preview { … }` blocks hold in an app with SwiftUI: each screen built by its mock, with
/// the real subtree below it and, where a preview wants one, a stand-in for a service.
public enum CatalogPreviews {
    public static func render() -> [String] {
        [
            // #Preview("Row") { MovieRowView.mock(title: "Heat") }
            MovieRowView.mock(title: "Heat").render(),
            // #Preview("List, offline") { MovieListView.mock(movieService: PreviewMovies()) }
            MovieListView.mock(movieService: PreviewMovies()).render(),
            // #Preview("Root") { RootView.mock() }
            RootView.mock().render(),
        ]
    }
}

/// A preview's stand-in for the network.
final class PreviewMovies: MovieServicing {
    func movies() -> [String] { ["Preview"] }
}
#endif
