import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// What a cache lets a run reuse, decided from the cache's record of the last successful run,
/// what reading the files found changed, the goal and the summaries' keys.
final class ReusePlanTests: XCTestCase {
    /// A cache whose last successful run read summaries of key 1, linked as key 2.
    private let cache: ScanCache = {
        var cache = ScanCache(optionsKey: 0)
        (cache.lastSummariesKey, cache.lastLinkedSummariesKey) = (1, 2)
        return cache
    }()

    private func plan(cache: ScanCache?, changed: Bool = false, shapeChanged: Bool = false, goal: Pipeline.Goal = .generate,
                      summariesKey: UInt64 = 1, outputsHold: Bool = true) -> ReusePlan {
        ReusePlan(cache: cache, filesChanged: changed, shapeChanged: shapeChanged, goal: goal, summariesKey: summariesKey) { _ in outputsHold }
    }

    func testNothingChangedReusesEverything() {
        XCTAssertTrue(plan(cache: cache).reusesEverything)
        XCTAssertTrue(plan(cache: cache, goal: .validate).reusesEverything)
    }

    func testWithoutACacheOrWithChangedOutputsNothingIsReused() {
        for plan in [plan(cache: nil), plan(cache: cache, outputsHold: false)] {
            XCTAssertFalse(plan.reusesEverything)
            XCTAssertEqual(plan.reuse(linkedSummariesKey: 2), .nothing)
        }
    }

    func testExportsAlwaysLink() {
        let export = plan(cache: cache, goal: .export)
        XCTAssertFalse(export.reusesEverything)
        XCTAssertEqual(export.reuse(linkedSummariesKey: 2), .nothing)
    }

    func testOtherSummariesLinkedAsBeforeReuseTheLastResult() {
        let changedSummaries = plan(cache: cache, summariesKey: 9)
        XCTAssertFalse(changedSummaries.reusesEverything)
        XCTAssertEqual(changedSummaries.reuse(linkedSummariesKey: 2), .lastResult)
        XCTAssertEqual(changedSummaries.reuse(linkedSummariesKey: 9), .nothing)
        XCTAssertEqual(plan(cache: cache, goal: .validate, summariesKey: 9).reuse(linkedSummariesKey: 2), .lastResult)
    }

    func testMovedAnnotationsReuseOnlyTheOutputsOfAGeneration() {
        let moved = plan(cache: cache, changed: true)
        XCTAssertFalse(moved.reusesEverything)
        XCTAssertEqual(moved.reuse(linkedSummariesKey: 2), .outputs)
        XCTAssertEqual(moved.reuse(linkedSummariesKey: 9), .nothing)
        XCTAssertEqual(plan(cache: cache, changed: true, goal: .validate).reuse(linkedSummariesKey: 2), .nothing)
        XCTAssertEqual(plan(cache: cache, changed: true, shapeChanged: true).reuse(linkedSummariesKey: 2), .nothing)
    }

    /// Reading the outputs back costs I/O: asked once, and only when some reuse is possible.
    func testTheOutputsAreCheckedOnlyWhenTheyMatter() {
        var asked = 0
        let count: (ScanCache) -> Bool = { _ in asked += 1; return true }
        _ = ReusePlan(cache: cache, filesChanged: false, shapeChanged: false, goal: .export, summariesKey: 1, outputsHold: count)
        _ = ReusePlan(cache: cache, filesChanged: true, shapeChanged: true, goal: .generate, summariesKey: 1, outputsHold: count)
        _ = ReusePlan(cache: nil, filesChanged: false, shapeChanged: false, goal: .generate, summariesKey: 1, outputsHold: count)
        XCTAssertEqual(asked, 0)
        let plan = ReusePlan(cache: cache, filesChanged: true, shapeChanged: false, goal: .generate, summariesKey: 1, outputsHold: count)
        _ = plan.reuse(linkedSummariesKey: 2)
        XCTAssertEqual(asked, 1)
    }
}
