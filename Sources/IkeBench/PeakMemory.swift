import Foundation

/// How much memory a piece of this process's work adds at its peak: the kernel's high-water mark (VmHWM)
/// is reset to the present size first (`/proc/self/clear_refs`), so what was built before does not count.
enum PeakMemory {
    /// The result of `body` and how far above the size before it the process grew, in kB (nil when the
    /// kernel offers no reset).
    static func during<T>(_ body: () throws -> T) rethrows -> (T, Int?) {
        let reset =
            (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
        let before = field("VmRSS")
        let result = try body()
        guard reset, let before, let peak = field("VmHWM") else { return (result, nil) }
        return (result, max(0, peak - before))
    }

    /// A kB field of `/proc/self/status`.
    private static func field(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            return nil
        }
        let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
        return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}
