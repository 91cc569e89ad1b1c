// An XCTest-style test of the sample written against the generated MainDependencyResolverStub.
// The end-to-end tests compile it with the stub and run it.
import XCTest
@testable import Sample

final class MovieControllerTests: XCTestCase {
    func testMovieControllerLogsItsMovie() {
        let stub = MainDependencyResolverStub()
        let logger = ConsoleLogger()
        stub.loggerDouble = logger
        let controller = stub.buildMovieController(movieID: 42, title: "Heat")
        XCTAssertEqual(controller.dependencies.title, "Heat")
        XCTAssertEqual(logger.messages, ["movie 42 built"])
    }

    func testReviewListReadsItsMovieID() {
        let stub = MainDependencyResolverStub()
        stub.movieIDDouble = 7
        XCTAssertEqual(stub.buildReviewList().dependencies.movieID, 7)
    }

    static var allTests: [(String, (MovieControllerTests) -> () throws -> Void)] {
        [("testMovieControllerLogsItsMovie", testMovieControllerLogsItsMovie), ("testReviewListReadsItsMovieID", testReviewListReadsItsMovieID)]
    }
}
