import Foundation
import XCTest
@testable import WeaverCore

/// Every .swift file under Fixtures/ and Fuzz/, parsed: every annotation form, attribute, type
/// shape, `#if` variant and diagnostic the tests know of.
enum FixtureCorpus {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func parsed() throws -> [FileSyntax] {
        var syntaxes: [FileSyntax] = []
        for folder in ["Fixtures", "Fuzz"] {
            let base = root.appendingPathComponent(folder)
            let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: base.path))
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift"), !relative.contains(".build") else { continue }
                let bytes = [UInt8](try Data(contentsOf: base.appendingPathComponent(relative)))
                syntaxes.append(FileParser.parse(SourceFile(path: folder + "/" + relative, bytes: bytes)))
            }
        }
        return syntaxes
    }
}
