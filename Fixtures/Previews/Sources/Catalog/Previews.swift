#if DEBUG
import MovieKit

/// What `#Preview { … }` blocks hold in an app with SwiftUI: each screen built by its mock, with
/// the real subtree below it and, where a preview wants one, a stand-in for a service.
public enum CatalogPreviews {
    public static func render() -> [String] {
        [
            // #Preview("Row") { MovieRowView.mock(title: "Heat", ratings: previewRatings) }
            MovieRowView.mock(title: "Heat", ratings: previewRatings).render(),
            // #Preview("List, offline") { MovieListView.mock(movieService: PreviewMovies(), ratings: previewRatings) }
            MovieListView.mock(movieService: PreviewMovies(), ratings: previewRatings).render(),
            // #Preview("Root") { RootView.mock() }
            RootView.mock().render(),
        ]
    }

    /// Another module's type, built with the public initializer weaver gives it there.
    static var previewRatings: Ratings { Ratings(scale: RatingsScale(maximum: 5)) }
}

/// A preview's stand-in for the network.
final class PreviewMovies: MovieServicing {
    func movies() -> [String] { ["Preview"] }
}
#endif
