import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// docs/mocks.md: where the mock condition is false (a release build), what the compiler sees is
/// exactly the output without mocks. Checked on the text: the mocks-on output, with every
/// `#if <condition>` block resolved as the compiler resolves it when the condition is false, is
/// the mocks-off output, in one file and split over files.
final class MockConditionTests: XCTestCase {
    private let condition = "WEAVER_MOCKS_UNDER_TEST"

    /// The golden mocks scenario (every scope, a builder, a factory, an optional) and the sample.
    private var sources: [[String: String]] {
        get throws {
            let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
            return try ["Generated/mocks/Sources", "Sample/Sources/Sample"].map { folder in
                let url = fixtures.appendingPathComponent(folder)
                var files: [String: String] = [:]
                for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".swift") {
                    files[name] = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                }
                return files
            }
        }
    }

    private func outputs(_ files: [String: String], mocks: Bool, fileCount: Int) -> [String] {
        let analysis = Analysis(files)
        XCTAssertEqual(analysis.errors, [])
        var options = GeneratorOptions()
        options.mocks = mocks
        options.mockCondition = condition
        options.containerFileCount = fileCount
        return Generator.mainOutputFiles(analysis.graph, options: options).map(\.text)
    }

    func testWithTheConditionFalseTheCompilerSeesTheOutputWithoutMocks() throws {
        for files in try sources {
            for fileCount in [1, 16] {
                let withMocks = outputs(files, mocks: true, fileCount: fileCount)
                let without = outputs(files, mocks: false, fileCount: fileCount)
                XCTAssertNotEqual(withMocks, without, "the mocks are there when the condition holds")
                XCTAssertEqual(withMocks.count, without.count)
                for (index, (mocked, plain)) in zip(withMocks.map { normalized(conditionFalse($0)) }, without.map(normalized)).enumerated() {
                    let mockedLines = mocked.split(separator: "\n", omittingEmptySubsequences: false)
                    let plainLines = plain.split(separator: "\n", omittingEmptySubsequences: false)
                    let first = zip(mockedLines, plainLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(mockedLines.count, plainLines.count)
                    XCTAssertEqual(mockedLines.count, plainLines.count, "\(files.keys.sorted()), file \(index) of \(fileCount): from line \(first + 1)")
                    if first < min(mockedLines.count, plainLines.count) {
                        XCTFail("\(files.keys.sorted()), file \(index) of \(fileCount), line \(first + 1): '\(mockedLines[first])' vs '\(plainLines[first])'")
                    }
                }
                XCTAssertTrue(withMocks.joined().contains("#if \(condition)\n"))
            }
        }
    }

    /// The text with each `#if <condition>` block replaced by its `#else` branch, if any.
    private func conditionFalse(_ text: String) -> String {
        var kept: [Substring] = []
        var depth = 0  // nesting inside a block of the condition
        var keeping = true
        var nested = 0  // other `#if`s inside that block
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if depth == 0 {
                if trimmed == "#if \(condition)" {
                    depth = 1
                    keeping = false
                    nested = 0
                } else {
                    kept.append(line)
                }
                continue
            }
            if trimmed.hasPrefix("#if ") { nested += 1 }
            if nested == 0, trimmed == "#else" {
                keeping = true
                continue
            }
            if trimmed == "#endif" {
                if nested == 0 {
                    depth = 0
                    continue
                }
                nested -= 1
            }
            if keeping { kept.append(line) }
        }
        return kept.joined(separator: "\n")
    }

    /// Runs of blank lines as one, none at the end: a block removed leaves the blank lines around it.
    private func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: "\n\n\n+", with: "\n\n", options: .regularExpression)
            .replacingOccurrences(of: "\n+$", with: "\n", options: .regularExpression)
    }
}
