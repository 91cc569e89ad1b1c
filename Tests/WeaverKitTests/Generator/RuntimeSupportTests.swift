import XCTest
@testable import WeaverKit

/// The generated file carries only the runtime support its text names (`RuntimeSupport`).
final class RuntimeSupportTests: XCTestCase {
    /// `names(usedIn:)` looks only at identifiers starting `Weaver` or `weaver`.
    func testEveryComponentIsNamedByAWeaverIdentifier() {
        for component in RuntimeSupport.components + RuntimeSupport.mainActorComponents {
            XCTAssertTrue(component.name.hasPrefix("Weaver") || component.name.hasPrefix("weaver"), component.name)
        }
    }

    func testNamesAreFoundAsWholeIdentifiers() {
        let text = """
        private let cacheSlot: WeaverMemoizedSlot<Cache>
        let builder = weaverAssigned(make, "cache")
        final class MyWeaverProvider {}
        let box: WeaverProviderBox
        """
        XCTAssertEqual(RuntimeSupport.names(usedIn: text), ["WeaverMemoizedSlot", "weaverAssigned"])
        XCTAssertEqual(RuntimeSupport.names(usedIn: "WeaverConstantSlot"), ["WeaverConstantSlot"])
        XCTAssertEqual(RuntimeSupport.names(usedIn: ""), [])
    }

    /// A component brings what it names: a memoized slot its base class, the provider, and the locks.
    func testSourceClosesOverWhatComponentsName() {
        let source = RuntimeSupport.source(using: ["WeaverMemoizedSlot"])
        for name in ["WeaverMemoizedSlot", "WeaverOnceSlot", "WeaverProvider", "WeaverSlotLocks"] {
            XCTAssertTrue(source.contains("class \(name)"), name)
        }
        XCTAssertFalse(source.contains("class WeaverTransientSlot"))
        XCTAssertEqual(RuntimeSupport.source(using: []), "")
    }
}
