import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// The property wrappers' support (`WrapperRuntime`) is isolated like the objects it builds.
final class WrapperRuntimeTests: XCTestCase {
    /// Under `--mainactor` the wrappers and the construction frames are main-actor isolated; the
    /// kinds, scopes and platforms stay plain values. Without it nothing is isolated.
    func testMainActorIsolatesTheWrappersAndTheFrames() {
        let arities: Set<Int> = [0, 1, 2]
        let isolated = RuntimeSupportTests.topLevelDeclarations(WrapperRuntime.source(arities: arities, isolation: Isolation(mainActor: true)))
        XCTAssertEqual(isolated.filter { $0.hasPrefix("@MainActor ") }.map(RuntimeSupportTests.declaredName),
                       ["WeaverConstruction", "Weaver", "WeaverP1", "WeaverP2"])
        XCTAssertEqual(isolated.filter { !$0.hasPrefix("@MainActor ") }.map(RuntimeSupportTests.declaredName),
                       ["WeaverDependencyKind", "WeaverScope", "WeaverPlatform"])
        let plain = WrapperRuntime.source(arities: arities, isolation: Isolation(mainActor: false))
        XCTAssertFalse(plain.contains("@MainActor"))
        XCTAssertEqual(RuntimeSupportTests.topLevelDeclarations(plain).map(RuntimeSupportTests.declaredName),
                       isolated.map(RuntimeSupportTests.declaredName))
    }

    func testOnlyTheUsedAritiesAreDeclared() {
        let source = WrapperRuntime.source(arities: [2], isolation: Isolation(mainActor: false))
        XCTAssertTrue(source.contains("struct WeaverP2<P1, P2, Value>"))
        XCTAssertFalse(source.contains("struct Weaver<Value>"))
        XCTAssertFalse(source.contains("struct WeaverP1<"))
    }
}
