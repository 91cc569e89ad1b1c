import XCTest

XCTMain([testCase(MovieControllerTests.allTests)])
