// SwiftUI-shaped screens as plain classes (SwiftUI is not on Linux): each renders to text.

import MovieKit

protocol MovieServicing: AnyObject {
    func movies() -> [String]
}

protocol ImageLoading: AnyObject {
    func image(for title: String) -> String
}

/// Shared by everything the root builds: its `.container` scope.
final class HTTPClient {
    var requests = 0
}

final class MovieService: MovieServicing {
    // weaver: http <- HTTPClient

    let dependencies: MovieServiceDependencyResolver

    init(injecting dependencies: MovieServiceDependencyResolver) {
        self.dependencies = dependencies
    }

    func movies() -> [String] {
        dependencies.http.requests += 1
        return ["Heat", "Ronin"]
    }
}

final class ImageLoader: ImageLoading {
    // weaver: http <- HTTPClient

    let dependencies: ImageLoaderDependencyResolver

    init(injecting dependencies: ImageLoaderDependencyResolver) {
        self.dependencies = dependencies
    }

    func image(for title: String) -> String {
        dependencies.http.requests += 1
        return "[\(title).jpg]"
    }
}

final class RootView {
    // weaver: http = HTTPClient
    // weaver: movieService = MovieService <- MovieServicing
    // weaver: imageLoader = ImageLoader <- ImageLoading
    // weaver: imageLoader.scope = .lazy
    // weaver: movieList = MovieListView
    // weaver: scale = RatingsScale
    // weaver: scale.builder = { _ in RatingsScale(maximum: 3) }
    // weaver: ratings = Ratings

    let dependencies: RootViewDependencyResolver

    init(injecting dependencies: RootViewDependencyResolver) {
        self.dependencies = dependencies
    }

    func render() -> String {
        "Movies\n" + dependencies.movieList.render()
    }
}

final class MovieListView {
    // weaver: movieService <- MovieServicing
    // weaver: row = MovieRowView
    // weaver: row.scope = .transient

    let dependencies: MovieListViewDependencyResolver

    init(injecting dependencies: MovieListViewDependencyResolver) {
        self.dependencies = dependencies
    }

    func render() -> String {
        dependencies.movieService.movies().map { dependencies.row(title: $0).render() }.joined(separator: "\n")
    }
}

final class MovieRowView {
    // weaver: title <= String
    // weaver: imageLoader <- ImageLoading
    // weaver: badge = Badge
    // weaver: ratings <- Ratings

    let dependencies: MovieRowViewDependencyResolver

    init(injecting dependencies: MovieRowViewDependencyResolver) {
        self.dependencies = dependencies
    }

    func render() -> String {
        let stars = dependencies.ratings.stars(for: dependencies.title)
        return "\(dependencies.imageLoader.image(for: dependencies.title)) \(dependencies.title) \(stars)\(dependencies.badge.text)"
    }
}

class Badge {
    var text: String { "" }
}
