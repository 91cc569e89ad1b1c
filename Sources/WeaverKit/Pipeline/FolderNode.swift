import WeaverCore
/// A folder as discovery walked it: its files and sub-folders in path order, so that the files of
/// the whole walk come out sorted by reading the tree depth first, instead of by sorting them all
/// (sorting every path would weigh on a run where nothing changed).
struct FolderNode {
    enum Child {
        case file(DiscoveredFile)
        /// The index of a folder in the walk's list.
        case folder(Int)

        /// What orders a child among its siblings: a folder's name with a slash after it, which
        /// orders it as the paths inside it (a slash never occurs in a name).
        func sortKey(_ folders: [FolderNode]) -> String {
            switch self {
            case let .file(file): file.path
            case let .folder(index): folders[index].path + "/"
            }
        }
    }

    /// `name` in `folder`.
    static func join(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    let path: String
    let relativePath: String
    /// Nil when it cannot be resolved (a loop of links); such a folder is skipped.
    let canonicalPath: String?
    var children: [Child] = []

    /// Every file below `roots`, in path-byte order. Several inputs can overlap or come in any
    /// order, so their files are sorted (and deduplicated) unless they already are.
    static func files(under roots: [Child], in folders: [FolderNode]) -> [DiscoveredFile] {
        var files: [DiscoveredFile] = []
        // Depth first with an explicit stack: nesting depth is up to the file system.
        var stack: [IndexingIterator<[Child]>] = [roots.makeIterator()]
        while !stack.isEmpty {
            guard let child = stack[stack.count - 1].next() else {
                stack.removeLast()
                continue
            }
            switch child {
            case let .file(file): files.append(file)
            case let .folder(index): stack.append(folders[index].children.makeIterator())
            }
        }
        guard roots.count > 1 else { return files }
        // Each path built once: a file's path is its folder and name joined on every use (a
        // module's listed files were sorted building two strings per comparison).
        let paths = files.map(\.path)
        let isSortedAndUnique = zip(paths, paths.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        if isSortedAndUnique { return files }
        let order = paths.indices.sorted { paths[$0].utf8.lexicographicallyPrecedes(paths[$1].utf8) }
        return order.indices.filter { $0 == 0 || paths[order[$0]] != paths[order[$0 - 1]] }.map { files[order[$0]] }
    }
}
