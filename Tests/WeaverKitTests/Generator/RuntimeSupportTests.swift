import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// The generated file carries only the runtime support it uses (`RuntimeSupport`), each
/// declaration written for the file's isolation (`RuntimeComponent`).
final class RuntimeSupportTests: XCTestCase {
    private let locked = Isolation(mainActor: false)
    private let mainActor = Isolation(mainActor: true)

    /// Every component is named so that it cannot clash with a user's type of the usual names.
    func testEveryComponentIsNamedByAWeaverIdentifier() {
        for component in RuntimeComponent.allCases {
            XCTAssertTrue(component.name.hasPrefix("Weaver") || component.name.hasPrefix("weaver"), component.name)
            XCTAssertEqual(RuntimeComponent(name: component.name), component)
        }
        XCTAssertNil(RuntimeComponent(name: "WeaverConstruction"))
    }

    /// Each component's text declares the identifier it is named by, first, in both isolations.
    func testEveryComponentDeclaresItsName() {
        for isolation in [locked, mainActor] {
            for component in RuntimeComponent.allCases {
                // Overloads of one function count once (`weaverMocked`).
                let declared = unique(Self.topLevelDeclarations(component.text(isolation)).map(Self.declaredName))
                XCTAssertEqual(declared, [component.name], "\(component) mainActor: \(isolation.mainActor)")
            }
        }
    }

    /// `requires` is written by hand: it must list exactly the other components the text names,
    /// doc comments included, or a file would carry a declaration that names a missing one.
    func testRequiresListsExactlyTheComponentsTheTextNames() {
        for isolation in [locked, mainActor] {
            for component in RuntimeComponent.allCases {
                let required = component.requires(isolation)
                XCTAssertEqual(Set(required), Self.componentsNamed(in: component.text(isolation)).subtracting([component]),
                               "\(component) mainActor: \(isolation.mainActor)")
                XCTAssertEqual(required.count, Set(required).count, "\(component) lists a component twice")
            }
        }
    }

    /// A component brings what it requires: a memoized slot its base class, the provider, and
    /// (locked) the locks; on the main actor no lock.
    func testSourceClosesOverWhatComponentsRequire() {
        let lockedSource = RuntimeSupport.source(using: [.memoizedSlot], isolation: locked)
        XCTAssertEqual(Self.topLevelDeclarations(lockedSource).map(Self.declaredName), [
            "weaverAssigned", "WeaverSlotLocks", "WeaverBuilder", "WeaverWaits", "WeaverProvider", "WeaverOnceSlot", "WeaverMemoizedSlot",
        ])
        let mainActorSource = RuntimeSupport.source(using: [.memoizedSlot], isolation: mainActor)
        XCTAssertEqual(Self.topLevelDeclarations(mainActorSource).map(Self.declaredName), [
            "weaverAssigned", "WeaverProvider", "WeaverOnceSlot", "WeaverMemoizedSlot",
        ])
        XCTAssertEqual(RuntimeSupport.source(using: [], isolation: locked), "")
        XCTAssertEqual(RuntimeSupport.source(using: [], isolation: mainActor), "")
    }

    /// In declaration order whatever the set's order, one blank line between declarations.
    func testSourceIsInDeclarationOrderSeparatedByABlankLine() {
        for isolation in [locked, mainActor] {
            let all = RuntimeSupport.source(using: Set(RuntimeComponent.allCases), isolation: isolation)
            XCTAssertEqual(all, RuntimeComponent.allCases.map { $0.text(isolation) }.joined(separator: "\n\n"))
            XCTAssertFalse(all.contains("\n\n\n"))
        }
    }

    /// Main-actor slots take no lock: whatever the generator names, the locks are left out, and
    /// every type is isolated instead of `@unchecked Sendable`.
    func testMainActorSupportIsIsolatedAndTakesNoLock() {
        let lockOnly: Set<RuntimeComponent> = [.slotLocks, .builder, .waits]
        let source = RuntimeSupport.source(using: Set(RuntimeComponent.allCases).subtracting(lockOnly), isolation: mainActor)
        XCTAssertFalse(source.contains("@unchecked Sendable"))
        XCTAssertFalse(source.contains("pthread"))
        for component in lockOnly { XCTAssertFalse(source.contains(component.name), component.name) }
        for declaration in Self.topLevelDeclarations(source) where !declaration.contains(" func ") {
            XCTAssertTrue(declaration.hasPrefix("@MainActor "), declaration)
        }
    }

    /// The stops a slot makes (read while building, read before set) say the same words in both
    /// isolations, and each runtime line is indented as its braces say (pieces that differ by
    /// isolation are written where they go, not moved there).
    func testStopsReadAlikeAndLinesAreIndentedByTheirBraces() {
        func stops(_ isolation: Isolation) -> [String] {
            let text = [RuntimeComponent.onceSlot, .setterSlot].map { $0.text(isolation) }.joined(separator: "\n")
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return lines.indices.filter { lines[$0].hasPrefix("fatalError(\"weaver: '\\(name)' was read") }
                .map { lines[$0] + " " + lines[$0 + 1] }
        }
        // Locked slots also stop a cycle of threads; the main actor has no threads to wait for.
        let mainActorStops = Set(stops(mainActor))
        XCTAssertEqual(mainActorStops.count, 2)
        XCTAssertTrue(mainActorStops.isSubset(of: Set(stops(locked))), "\(mainActorStops) \(stops(locked))")
        for isolation in [locked, mainActor] {
            for component in [RuntimeComponent.onceSlot, .setterSlot] {
                var depth = 0
                for line in component.text(isolation).split(separator: "\n") {
                    let trimmed = line.drop { $0 == " " }
                    if trimmed.hasPrefix("}") { depth -= 1 }
                    let indentation = line.count - trimmed.count
                    // A continued expression (`+ "…"`) is one level deeper than its statement.
                    let expected = 4 * depth + (trimmed.hasPrefix("+ ") ? 4 : 0)
                    XCTAssertEqual(indentation, expected, "\(component.name): \(line)")
                    depth += trimmed.count { $0 == "{" } - trimmed.count { $0 == "}" } + (trimmed.hasPrefix("}") ? 1 : 0)
                }
            }
        }
    }

    /// Locked, every class is `@unchecked Sendable` (its state is guarded by the stripes) and
    /// nothing is isolated. A mock's overrides are not: they hold one test's or preview's closures.
    func testLockedSupportIsUncheckedSendable() {
        let mockOnly: Set<RuntimeComponent> = [.mocked]
        let source = RuntimeSupport.source(using: Set(RuntimeComponent.allCases).subtracting(mockOnly), isolation: locked)
        XCTAssertFalse(source.contains("@MainActor"))
        for declaration in Self.topLevelDeclarations(source) where declaration.contains(" class ") {
            XCTAssertTrue(declaration.hasSuffix("@unchecked Sendable {"), declaration)
        }
    }

    /// The lines that start a top-level declaration (members are indented).
    static func topLevelDeclarations(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in
            !line.hasPrefix(" ") && !line.hasPrefix("///") && !line.hasPrefix("}") && !line.hasPrefix("@propertyWrapper")
        }
    }

    /// The identifier after `class`, `struct`, `enum`, `protocol` or `func`.
    static func declaredName(_ declaration: String) -> String {
        let words = declaration.split(whereSeparator: { " <(:".contains($0) })
        guard let keyword = words.firstIndex(where: { ["class", "struct", "enum", "func", "protocol"].contains($0) }),
              keyword + 1 < words.count else { return "" }
        return String(words[keyword + 1])
    }

    /// The components whose names occur in `text` as whole identifiers.
    private static func componentsNamed(in text: String) -> Set<RuntimeComponent> {
        Set(text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).compactMap { RuntimeComponent(name: String($0)) })
    }
}
