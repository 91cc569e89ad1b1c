import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Every stored field of every record the scan cache saves round-trips, compared field by field by
/// reflection (`GraphDescription.reflected`), not by `==`, which a record with its fields in a box
/// (`Dependency`) writes by hand and could miss a field in. And every field varies somewhere in
/// the corpus, so that a field added to a record fails here until a fixture sets it and the cache
/// keeps it: the check that caught no dropped `ifAvailable` before (ARCHITECTURE.md, "Cache").
final class SavedFieldsTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every .swift file under Fixtures/ and Fuzz/, parsed.
    private func corpus() throws -> [FileSyntax] {
        var syntaxes: [FileSyntax] = []
        for folder in ["Fixtures", "Fuzz"] {
            let base = Self.root.appendingPathComponent(folder)
            let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: base.path))
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift"), !relative.contains(".build") else { continue }
                let bytes = [UInt8](try Data(contentsOf: base.appendingPathComponent(relative)))
                syntaxes.append(FileParser.parse(SourceFile(path: folder + "/" + relative, bytes: bytes)))
            }
        }
        return syntaxes
    }

    func testEveryFieldOfAParseResultRoundTripsThroughTheCache() throws {
        for syntax in try corpus() {
            let decoded = try XCTUnwrap(SyntaxBinaryDecoder.decode(SyntaxBinaryEncoder.encode(syntax)[...], path: syntax.path), syntax.path)
            let (written, read) = (GraphDescription.reflected(syntax), GraphDescription.reflected(decoded))
            guard written != read else { continue }
            let start = zip(written, read).prefix { $0 == $1 }.count
            XCTFail("\(syntax.path): the cache changed a field, from: …\(written.dropFirst(max(0, start - 80)).prefix(240))… "
                + "to: …\(read.dropFirst(max(0, start - 80)).prefix(240))…")
        }
    }

    /// Fields whose value is the same in every record of the corpus, by record type and name:
    /// the round trip above cannot tell whether the cache keeps them.
    func testEveryFieldVariesInTheCorpus() throws {
        var values: [String: Set<String>] = [:]
        var pending: [Any] = try corpus()
        var visited = 0
        while let value = pending.popLast() {
            visited += 1
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .struct?, .class?:
                let type = "\(mirror.subjectType)"
                // A type of the standard library (String's storage, a Range) is not a saved record.
                guard !type.hasPrefix("Swift.") else { continue }
                for child in mirror.children {
                    guard let label = child.label else { continue }
                    values["\(type).\(label)", default: []].insert(GraphDescription.reflected(child.value))
                    pending.append(child.value)
                }
            case .optional?, .collection?, .set?, .dictionary?, .tuple?, .enum?:
                pending += mirror.children.map(\.value)
            default:
                break
            }
        }
        XCTAssertGreaterThan(visited, 10_000)
        // Fields one value always has by design: the kind of a record that only one kind uses.
        let constant = values.filter { $0.value.count < 2 }.keys.sorted()
        XCTAssertEqual(constant, [], "these saved fields never vary in Fixtures/ or Fuzz/: add a fixture that sets each, so that "
            + "testEveryFieldOfAParseResultRoundTripsThroughTheCache proves the cache keeps it")
    }
}
