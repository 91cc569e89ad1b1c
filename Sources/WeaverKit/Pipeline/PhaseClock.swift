import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// Wall-clock laps for `--verbose` timings.
package struct PhaseClock {
    package init() {}

    private var last = DispatchTime.now().uptimeNanoseconds

    package mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { last = now }
        return Double(now - last) / 1e9
    }
}
