import Foundation
import WeaverKit
import WeaverCore

/// A fresh folder per test, removed afterwards, so tests running in parallel never share files.
public final class ConfigurationTestFolder {
    public let path: String

    public init() throws {
        path = PathResolver.join(NSTemporaryDirectory(), "weaver-configuration-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` at `relativePath`, creating folders; returns the absolute path.
    @discardableResult
    public func write(_ relativePath: String, _ text: String) throws -> String {
        let file = PathResolver.join(path, relativePath)
        try FileManager.default.createDirectory(atPath: PathResolver.directory(of: file), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Creates the folder `relativePath`; returns its absolute path.
    @discardableResult
    public func makeFolder(_ relativePath: String) throws -> String {
        let folder = PathResolver.join(path, relativePath)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
