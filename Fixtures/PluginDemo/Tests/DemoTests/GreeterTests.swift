import XCTest
@testable import Demo

/// The plugin, applied to this test target, generates `MainDependencyResolverStub` for `Demo`.
final class GreeterTests: XCTestCase {
    func testGreeterCountsWithTheCounterItIsGiven() {
        let stub = MainDependencyResolverStub()
        let counter = Counter()
        stub.counterDouble = counter
        let greeter = stub.buildGreeter()
        XCTAssertEqual(greeter.greet("test"), "Hello, test! (1)")
        XCTAssertEqual(counter.value, 1)
    }
}
