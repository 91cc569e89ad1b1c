#if os(iOS)
import UIKit
final class Screen: UIViewController {
#elseif os(macOS)
import AppKit
final class Screen: NSViewController {
#else
final class Screen {
#endif
    // weaver: presenter = Presenter
    #if DEBUG
    // weaver: logger = DebugLogger <- Logger
    #else
    // weaver: logger = ReleaseLogger <- Logger
    #endif
    #if os(iOS) || os(tvOS) // trailing comment
    // weaver: haptics = Haptics
    #elseif !os(Linux) && canImport(AppKit) /* block */
    // weaver: haptics = NoHaptics
    #endif
}
#if canImport(Combine)
extension Screen {
    struct Inner {
        // weaver: value <= Int
    }
}
#endif
