protocol MovieManaging: AnyObject {
    func movies() -> [String]
}

final class MovieManager: MovieManaging {
    func movies() -> [String] { ["Alien", "Brazil"] }
}
