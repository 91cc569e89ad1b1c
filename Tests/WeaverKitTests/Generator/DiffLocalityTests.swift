import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// A reviewer reads `Weaver.swift`'s diff in every pull request that touches an annotation: one
/// annotation's change must show up as a few lines in one place, not ripple through every
/// container that passes the dependency down. Measured on a chain of 20 types, each registering
/// the next, every one reading `logger` from the root; figures are printed for the notes.
final class DiffLocalityTests: XCTestCase {
    /// `L0` registers `logger` (with `scope`), one registration of every other scope (so the file
    /// already carries every slot's support, as the sample does; the first use of a scope adds its
    /// slot class at the end of the file) and `L1`; each `Ln` registers `Ln+1` and reads `logger`.
    /// With `leafReadsConfig`, `L0` also registers `config` and `L19` reads it; with
    /// `rootRegistersConfig` alone, `L0` registers it and nobody reads it.
    private static func chain(scope: String, leafReadsConfig: Bool = false, rootRegistersConfig: Bool = false) -> String {
        var text = ""
        for level in 0..<20 {
            text += "final class L\(level) {\n"
            if level == 0 {
                text += "    // weaver: logger = Logger\n"
                if scope != "container" { text += "    // weaver: logger.scope = .\(scope)\n" }
                text += "    // weaver: session = Session\n    // weaver: session.scope = .lazy\n"
                text += "    // weaver: cache = Cache\n    // weaver: cache.scope = .weak\n"
                text += "    // weaver: token = Token\n    // weaver: token.scope = .transient\n"
                text += "    // weaver: clock = Clock\n"
                if leafReadsConfig || rootRegistersConfig { text += "    // weaver: config = Config\n" }
            } else {
                text += "    // weaver: logger <- Logger\n"
                if level == 1 { text += "    // weaver: clock <- Clock\n" }
            }
            if level < 19 { text += "    // weaver: next = L\(level + 1)\n" }
            if level == 19, leafReadsConfig { text += "    // weaver: config <- Config\n" }
            text += "    init(injecting _: L\(level)DependencyResolver) {}\n}\n\n"
        }
        return text + ["Logger", "Session", "Cache", "Token", "Clock", "Config"].map { "final class \($0) {}\n" }.joined()
    }

    private func generate(_ source: String) -> [Substring] {
        let analysis = Analysis(["Chain.swift": source])
        XCTAssertEqual(analysis.errors, [])
        return Generator.mainOutput(analysis.graph).split(separator: "\n", omittingEmptySubsequences: false)
    }

    func testAScopeChangeRewritesOnlyTheRegisteringContainer() {
        let before = generate(Self.chain(scope: "container"))
        for scope in ["lazy", "weak", "transient"] {
            let diff = LineDiff(before, generate(Self.chain(scope: scope)))
            print("chain of 20, logger .container -> .\(scope): \(diff.changedLines) lines (\(diff.deleted) deleted, \(diff.inserted) inserted) in \(diff.hunks) hunks")
            XCTAssertLessThanOrEqual(diff.changedLines, 12, scope)
            // The slot's declaration, its creation in the initializer, and its assignment with
            // the accessor after the functions that build the chain.
            XCTAssertLessThanOrEqual(diff.hunks, 3, scope)
        }
    }

    /// A need the leaf takes from the root does not pass through the containers between them:
    /// the root's function that builds the leaf passes it (`ContainerInputs`). The edit the issue
    /// names is the leaf's reference, with `config` already registered at the root: the leaf's
    /// typealias and container, and two lines of the root's initializer. With the registration
    /// new as well, the root's protocol, typealias, conformances and property come on top.
    func testALeafReferenceToARootRegistrationChangesTheLeafAndTheRoot() {
        let registered = generate(Self.chain(scope: "container", rootRegistersConfig: true))
        let leafOnly = LineDiff(registered, generate(Self.chain(scope: "container", leafReadsConfig: true)))
        print("chain of 20, leaf reads an existing root registration: \(leafOnly.changedLines) lines (\(leafOnly.deleted) deleted, \(leafOnly.inserted) inserted) in \(leafOnly.hunks) hunks")
        XCTAssertLessThanOrEqual(leafOnly.changedLines, 15)
        XCTAssertLessThanOrEqual(leafOnly.hunks, 4)
        let before = generate(Self.chain(scope: "container"))
        let diff = LineDiff(before, generate(Self.chain(scope: "container", leafReadsConfig: true)))
        print("chain of 20, leaf reads a new root registration: \(diff.changedLines) lines (\(diff.deleted) deleted, \(diff.inserted) inserted) in \(diff.hunks) hunks")
        XCTAssertLessThanOrEqual(diff.changedLines, 25)
    }

    /// Every container between the root and the leaf takes the closure that makes its child, not
    /// the needs it only passes on.
    func testIntermediateContainersTakeTheirChildsFunctionNotItsNeeds() {
        let text = generate(Self.chain(scope: "container", leafReadsConfig: true)).joined(separator: "\n")
        XCTAssertTrue(text.contains("init(logger: WeaverProvider<Logger>, makeNext: @escaping () -> L19) {"), text)
        XCTAssertTrue(text.contains("func buildL19() -> L19 { L19(injecting: L19DependencyContainer(logger: loggerSlot, config: configSlot)) }"), text)
        XCTAssertEqual(text.components(separatedBy: "config: WeaverProvider<Config>").count - 1, 1, "only the leaf takes config")
    }
}

/// The lines two texts differ by, as `git diff` counts them: deleted plus inserted lines, and
/// hunks (changes more than six unchanged lines apart, git's three lines of context on each side).
struct LineDiff {
    private(set) var deleted = 0
    private(set) var inserted = 0
    private(set) var hunks = 0

    var changedLines: Int { deleted + inserted }

    init(_ old: [Substring], _ new: [Substring]) {
        // Longest common subsequence by dynamic programming: the files here are a few hundred lines.
        let rows = old.count, columns = new.count
        var table = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                table[row][column] = old[row] == new[column]
                    ? table[row + 1][column + 1] + 1 : max(table[row + 1][column], table[row][column + 1])
            }
        }
        var row = 0, column = 0, unchangedRun = Int.max
        func change() {
            if unchangedRun > 6 { hunks += 1 }
            unchangedRun = 0
        }
        while row < rows || column < columns {
            if row < rows, column < columns, old[row] == new[column] {
                row += 1
                column += 1
                if unchangedRun < Int.max { unchangedRun += 1 }
            } else if column < columns, row == rows || table[row][column + 1] >= table[row + 1][column] {
                inserted += 1
                column += 1
                change()
            } else {
                deleted += 1
                row += 1
                change()
            }
        }
    }
}
