import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Swift refuses cyclic imports: summaries whose recorded imports form a cycle, or a module
/// given its own summary, are refused before linking (exit 2), naming the cycle.
final class ModuleCycleTests: XCTestCase {
    private func summary(_ module: String, imports: [String]) -> ModuleSummary {
        ModuleSummary(module: module, imports: imports, types: [])
    }

    func testACycleAmongTheSummariesIsFound() {
        let summaries = [summary("Core", imports: []), summary("Feature", imports: ["Networking"]),
                         summary("Networking", imports: ["Core", "Feature"])]
        XCTAssertEqual(ModuleCycle.find(in: summaries, building: "App"), ["Feature", "Networking", "Feature"])
    }

    func testACycleThroughTheModuleBeingBuiltIsFound() {
        // Networking was summarized with Feature's summary, and Feature is built with Networking's.
        let summaries = [summary("Networking", imports: ["Feature"])]
        XCTAssertEqual(ModuleCycle.find(in: summaries, building: "Feature"), ["Feature", "Networking", "Feature"])
    }

    func testAnAcyclicAppHasNone() {
        let summaries = [summary("Core", imports: []), summary("Networking", imports: ["Core"]),
                         summary("Feature", imports: ["Core", "Networking"])]
        XCTAssertNil(ModuleCycle.find(in: summaries, building: "App"))
        XCTAssertNil(ModuleCycle.find(in: summaries, building: nil))
        // A long chain is walked without recursion.
        let chain = (0..<20_000).map { summary("M\($0)", imports: $0 == 0 ? [] : ["M\($0 - 1)"]) }
        XCTAssertNil(ModuleCycle.find(in: chain, building: "App"))
    }

    func testTheLoaderRefusesACycleAndAModulesOwnSummary() throws {
        let folder = NSTemporaryDirectory() + "weaver-cycle-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let networking = summary("Networking", imports: ["Feature"])
        let path = folder + "/Networking.weaversummary"
        let bytes = Array(networking.text.utf8)
        func refusal(building module: String) -> String? {
            do {
                _ = try ModuleSummaryLoader.load([path], contents: [bytes], projectPath: folder, registered: [], moduleName: module)
                return nil
            } catch {
                return error.diagnostic.message
            }
        }
        XCTAssertEqual(refusal(building: "Feature")?.contains("cycle of imports (Feature -> Networking -> Feature)"), true)
        XCTAssertEqual(refusal(building: "Networking")?.contains("a module cannot import itself"), true)
        XCTAssertNil(refusal(building: "App"))
    }
}
