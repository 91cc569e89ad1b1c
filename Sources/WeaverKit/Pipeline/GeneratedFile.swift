import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Recognises the files weaver writes by their first line (docs/commands.md), as `weaver clean` and the
/// output checks must before replacing anything: anything else is the user's.
enum GeneratedFile {
    /// What a file was written as.
    enum Kind: Equatable {
        /// Generated Swift: weaver 2's header, or Weaver 1.x's, whose users switch with their
        /// output in place.
        case swift
        /// A module summary: its first key.
        case summary
        /// The scan cache: its magic.
        case cache
        /// An Xcode file list: weaver's header comment.
        case fileList
        /// `weaver explore`'s page: its generator tag (`ExplorerPage.marker`).
        case explorerPage

        /// How a file of this kind starts, for messages.
        var start: String {
            switch self {
            case .swift: "a weaver header"
            case .summary: "a weaver module summary"
            case .cache: "a weaver cache"
            case .fileList: "weaver's file-list header"
            case .explorerPage: "the page 'weaver explore' writes"
            }
        }
    }

    /// True for an empty file (nothing to lose) or one that starts as weaver writes a `kind`.
    static func isOurs(_ path: String, as kind: Kind) -> Bool {
        guard let start = FileSystem.prefix(of: path, count: 512) else { return false }
        if start.isEmpty { return true }
        switch kind {
        case .swift, .fileList:
            return GeneratedHeader.isAtStart(of: start)
        case .summary:
            return ModuleSummary.startsAsSummary(start)
        case .cache:
            return ScanCache.mayBeReplacedByCache(prefix: start)
        case .explorerPage:
            return String(decoding: start, as: UTF8.self).contains(ExplorerPage.marker)
        }
    }
}
