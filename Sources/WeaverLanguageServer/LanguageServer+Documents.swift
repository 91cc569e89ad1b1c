import WeaverKit
import WeaverCore
/// Text synchronization (open, change, save, close) and changes made outside the editor.
extension LanguageServer {
    func didOpen(_ params: JSONNode?) {
        guard let item = params?["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string,
              let path = FileURI.path(of: uri) else { return }
        documents[path] = EditorDocument(uri: uri, path: path, version: item["version"]?.integer ?? 0, bytes: Array(text.utf8))
        fileChanged(path, bytes: documents[path]?.bytes, mayBeNew: true)
    }

    func didChange(_ params: JSONNode?) {
        guard let item = params?["textDocument"], let path = item["uri"]?.string.flatMap(FileURI.path(of:)),
              var document = documents[path] else { return }
        for change in params?["contentChanges"]?.array ?? [] where !document.apply(change, encoding: encoding) {
            log("weaver: a change to '\(path)' has neither a whole text nor a range; the document is read again when saved", type: 2)
        }
        document.version = item["version"]?.integer ?? document.version
        documents[path] = document
        fileChanged(path, bytes: document.bytes, mayBeNew: false)
    }

    func didSave(_ params: JSONNode?) {
        guard let path = params?["textDocument"]?["uri"]?.string.flatMap(FileURI.path(of:)) else { return }
        if let text = params?["text"]?.string { documents[path]?.bytes = Array(text.utf8) }
        if isConfigurationFile(path) { reloadProjects(configuredBy: path) }
        if path.hasSuffix("/Package.swift") { packageChanged(at: path) }
        fileChanged(path, bytes: documents[path]?.bytes, mayBeNew: true, saved: true)
        // Another folder's module may import this one's: its summary is made again (docs/modules.md).
        for project in projects where project.importsModules && project.files[path] == nil { project.forgetSummaries() }
    }

    func didClose(_ params: JSONNode?) {
        guard let path = params?["textDocument"]?["uri"]?.string.flatMap(FileURI.path(of:)) else { return }
        documents[path] = nil
        // Unsaved changes are dropped with the buffer: the file on the disk counts again.
        fileChanged(path, bytes: nil, mayBeNew: false)
    }

    /// `FileChangeType`: 1 created, 2 changed, 3 deleted.
    func didChangeWatchedFiles(_ params: JSONNode?) {
        var listAgain = Set<ObjectIdentifier>()
        var swiftFilesChanged = false
        for change in params?["changes"]?.array ?? [] {
            guard let path = change["uri"]?.string.flatMap(FileURI.path(of:)) else { continue }
            let type = change["type"]?.integer ?? 2
            if isConfigurationFile(path) {
                reloadProjects(configuredBy: path)
                continue
            }
            guard path.hasSuffix(".swift") else { continue }
            if path.hasSuffix("/Package.swift") || type != 2 { packageChanged(at: path) }
            swiftFilesChanged = true
            for project in projects where project.owns(path) {
                if type == 2, documents[path] == nil { project.update(path, bytes: nil) }
                if type != 2 { listAgain.insert(ObjectIdentifier(project)) }
            }
            touched.insert(path)
        }
        let overlay = documents.mapValues(\.bytes)
        for project in projects where listAgain.contains(ObjectIdentifier(project)) { project.discover(overlay: overlay) }
        // A module summarized from its folder (`--import-module`) may hold the changed files.
        if swiftFilesChanged { for project in projects where project.importsModules { project.forgetSummaries() } }
    }

    /// The projects whose folder holds the configuration file at `path` read it again.
    private func reloadProjects(configuredBy path: String) {
        for project in projects where PathResolver.directory(of: path) == project.folder || project.options?.rulesPath == path {
            projectsToReload.insert(ObjectIdentifier(project))
        }
    }

    func didChangeWorkspaceFolders(_ params: JSONNode?) {
        let event = params?["event"]
        var removed = Set<String>()
        for folder in event?["removed"]?.array?.compactMap({ $0["uri"]?.string.flatMap(FileURI.path(of:)) }) ?? [] {
            // A package stays while the editor opened it twice.
            if let users = packageUsers[folder] {
                packageUsers[folder] = users > 1 ? users - 1 : nil
                if users > 1 { continue }
            }
            removed.insert(folder)
        }
        for project in projects where removed.contains(project.workspaceFolder) {
            projectsToReload.remove(ObjectIdentifier(project))
        }
        projects.removeAll { removed.contains($0.workspaceFolder) }
        packageRoots.subtract(removed)
        for folder in event?["added"]?.array?.compactMap({ $0["uri"]?.string.flatMap(FileURI.path(of:)) }) ?? [] { addProject(folder) }
        for project in projects where project.importsModules { project.forgetSummaries() }
        // The removed folders' diagnostics are cleared at the next publication.
        publicationOwed = true
    }

    /// Hands the file's new text (nil: the disk's) to the projects it belongs to. A Swift file no
    /// project knows, opened or saved inside one's folder, may be new: the inputs are listed again
    /// (once per path when opened; at every save, since a saved file may have just been created).
    private func fileChanged(_ path: String, bytes: [UInt8]?, mayBeNew: Bool, saved: Bool = false) {
        touched.insert(path)
        var known = false
        for project in projects where project.relativePath(of: path) != nil {
            project.update(path, bytes: bytes)
            known = true
        }
        guard !known, mayBeNew, path.hasSuffix(".swift") else { return }
        let overlay = documents.mapValues(\.bytes)
        for project in projects where project.owns(path) && (!project.hasListed(path) || saved) { project.discover(overlay: overlay) }
    }

    func isConfigurationFile(_ path: String) -> Bool {
        (ConfigurationFile.searchedNames + [ProjectRulesFile.packageFileName]).contains { path.hasSuffix("/" + $0) }
    }

    /// The text of a file as the editor shows it: the open buffer, else the project's copy, else the disk's.
    func bytes(of path: String) -> [UInt8]? {
        if let document = documents[path] { return document.bytes }
        for project in projects { if let bytes = project.files[path]?.bytes { return bytes } }
        return FileSystem.contents(of: path)?.bytes
    }
}
