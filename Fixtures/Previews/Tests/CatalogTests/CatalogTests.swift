import MovieKit
import Testing
@testable import Catalog

/// A spy that records what it was asked for.
final class SpyImageLoader: ImageLoading {
    private(set) var requested: [String] = []

    func image(for title: String) -> String {
        requested.append(title)
        return "<spy>"
    }
}

final class NewBadge: Badge {
    override var text: String { " NEW" }
}

/// Screens built by their mocks: the real subtree, with what a test replaces.
struct CatalogTests {
    @Test func aSpyDeepInTheSubtreeIsWhatTheLeafReceives() {
        let spy = SpyImageLoader()
        let overrides = RootViewMockOverrides()
        overrides.imageLoader = { _ in spy }
        let root = RootView.mock(overrides: overrides)

        #expect(root.render() == "Movies\n<spy> Heat ***\n<spy> Ronin ***")
        #expect(spy.requested == ["Heat", "Ronin"])
        let row = root.dependencies.movieList.dependencies.row(title: "Heat")
        #expect(row.dependencies.imageLoader === spy)
    }

    @Test func whatIsNotOverriddenIsRealAndScopesHold() {
        let root = RootView.mock()
        #expect(root.dependencies.movieService is MovieService)
        #expect(root.dependencies.imageLoader is ImageLoader)
        // `.container`: the root's one HTTPClient serves every service it built.
        _ = root.render()
        #expect(root.dependencies.http.requests == 3)
        #expect(root.dependencies.movieList === root.dependencies.movieList)
        // `.lazy`: built once.
        #expect(root.dependencies.imageLoader === root.dependencies.imageLoader)
        // `.transient`: a new row on every read.
        let list = root.dependencies.movieList
        #expect(list.dependencies.row(title: "Heat") !== list.dependencies.row(title: "Heat"))
    }

    @Test func overridesReachThroughNodesByTheirPath() {
        let overrides = RootViewMockOverrides()
        overrides.movieList.row.badge = { NewBadge() }
        let root = RootView.mock(overrides: overrides)
        #expect(root.render().hasSuffix("Ronin *** NEW"))

        let replaced = RootViewMockOverrides()
        replaced.movieList.build = { resolver in
            #expect(resolver.movieService is MovieService)
            return MovieListView.mock(movieService: resolver.movieService, ratings: Ratings(scale: RatingsScale(maximum: 2)))
        }
        #expect(RootView.mock(overrides: replaced).render() == "Movies\n[Heat.jpg] Heat **\n[Ronin.jpg] Ronin **")
    }

    /// Another module's type is built through its entry point, as in the app, and overridden like
    /// any registration.
    @Test func anotherModulesTypeIsRealOrOverridden() {
        #expect(RootView.mock().dependencies.ratings.stars(for: "Heat") == "***")
        let overrides = RootViewMockOverrides()
        overrides.ratings = { Ratings(scale: RatingsScale(maximum: 1)) }
        #expect(RootView.mock(overrides: overrides).render() == "Movies\n[Heat.jpg] Heat *\n[Ronin.jpg] Ronin *")
    }

    @Test func aScreenTakesWhatItsSubtreeNeedsWithDefaults() {
        let spy = SpyImageLoader()
        let ratings = Ratings(scale: RatingsScale(maximum: 2))
        let row = MovieRowView.mock(title: "Alone", imageLoader: spy, ratings: ratings)
        #expect(row.render() == "<spy> Alone **")
        // The default builds the graph's own registration: a real ImageLoader over a new HTTPClient.
        #expect(MovieRowView.mock(title: "Heat", ratings: ratings).render() == "[Heat.jpg] Heat **")
    }

    /// Swift Testing runs these cases in parallel: each has its own mock and its own spy.
    @Test(arguments: 0..<100) func parallelTestsNeverShareAMock(_ index: Int) {
        let spy = SpyImageLoader()
        let overrides = RootViewMockOverrides()
        overrides.imageLoader = { _ in spy }
        let row = RootView.mock(overrides: overrides).dependencies.movieList.dependencies.row(title: "Movie \(index)")
        _ = row.render()
        #expect(spy.requested == ["Movie \(index)"])
    }
}
