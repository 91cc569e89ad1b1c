import XCTest
@testable import WeaverKit
@testable import WeaverCore
import WeaverTestSupport

final class ConfigurationFileLocationTests: XCTestCase {
    func testSearchOrderIsYAMLThenYMLThenJSON() throws {
        let folder = try ConfigurationTestFolder()
        let json = try folder.write(".weaver.json", "{}")
        XCTAssertEqual(try ConfigurationFile.locate(explicitPath: nil, projectPath: folder.path), json)
        let yml = try folder.write(".weaver.yml", "")
        XCTAssertEqual(try ConfigurationFile.locate(explicitPath: nil, projectPath: folder.path), yml)
        let yaml = try folder.write(".weaver.yaml", "")
        XCTAssertEqual(try ConfigurationFile.locate(explicitPath: nil, projectPath: folder.path), yaml)
    }

    func testNoFileInTheProjectIsFine() throws {
        let folder = try ConfigurationTestFolder()
        XCTAssertNil(try ConfigurationFile.locate(explicitPath: nil, projectPath: folder.path))
    }

    func testExplicitFolderIsSearched() throws {
        let folder = try ConfigurationTestFolder()
        let config = try folder.makeFolder("Config")
        let yml = try folder.write("Config/.weaver.yml", "")
        XCTAssertEqual(try ConfigurationFile.locate(explicitPath: config, projectPath: folder.path), yml)
    }

    func testExplicitFileWithAnyName() throws {
        let folder = try ConfigurationTestFolder()
        let file = try folder.write("weaver-settings.yaml", "")
        XCTAssertEqual(try ConfigurationFile.locate(explicitPath: file, projectPath: folder.path), file)
    }

    func testExplicitMissingPathIsAnError() throws {
        let folder = try ConfigurationTestFolder()
        let missing = PathResolver.join(folder.path, "nowhere.yaml")
        XCTAssertThrowsError(try ConfigurationFile.locate(explicitPath: missing, projectPath: folder.path)) { error in
            XCTAssertEqual((error as? UsageError)?.diagnostics.map(\.message),
                           ["configuration file 'nowhere.yaml' given by --config-path does not exist"])
        }
    }

    func testExplicitFolderWithoutAFileIsAnError() throws {
        let folder = try ConfigurationTestFolder()
        let empty = try folder.makeFolder("Empty")
        XCTAssertThrowsError(try ConfigurationFile.locate(explicitPath: empty, projectPath: folder.path)) { error in
            XCTAssertTrue((error as? UsageError)?.diagnostics.first?.message.contains("'Empty'") == true)
        }
    }
}
