#if canImport(Glibc)
import Glibc

/// glibc's heap tuned for a short run that reaches its peak once. By default glibc returns a
/// freed block of 128 KiB or more to the system and trims the heap's top, so the next large
/// array (a file read, an output) faults its pages in again; keeping them spares a cold run those
/// page faults and the CPU they cost.
package enum HeapTuning {
    package static func apply() {
        // `mallopt` is declared in <malloc.h>, which the Glibc module does not bring in.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // The values of <malloc.h>: M_TRIM_THRESHOLD -1, M_TOP_PAD -2, M_MMAP_THRESHOLD -3.
        _ = mallopt(-3, 32 << 20)  // blocks up to 32 MiB come from the heap, not from mmap
        _ = mallopt(-1, Int32.max)  // the heap's top is never given back during the run
        _ = mallopt(-2, 16 << 20)  // and it grows 16 MiB at a time
    }
}
#else
package enum HeapTuning {
    static func apply() {}
}
#endif
