import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Keeps a value alive and opaque to the optimiser, so the work that produced it cannot be
/// dropped.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Runs `body` once and returns its result with the wall-clock time it took, in milliseconds
/// (`ContinuousClock`).
func timed<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (value: T, ms: Double) {
  let clock = ContinuousClock()
  let start = clock.now
  let value = try body()
  let elapsed = start.duration(to: clock.now)
  return (value, milliseconds(elapsed))
}

/// A duration in milliseconds.
func milliseconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) * 1e3 + Double(parts.attoseconds) * 1e-15
}

/// Memory figures of this process from `/proc/self/status`.
enum ProcessMemory {
  /// The peak resident set size so far (`VmHWM`), in MiB; `nil` where `/proc` is unavailable.
  static var peakResidentMB: Double? { field("VmHWM") }

  /// The current resident set size (`VmRSS`), in MiB; `nil` where `/proc` is unavailable.
  static var residentMB: Double? { field("VmRSS") }

  /// Returns freed heap pages to the system and restarts the peak (`VmHWM`) from the current
  /// resident size, so a later ``peakResidentMB`` covers only what happens after this call.
  ///
  /// - Returns: Whether the peak could be reset (Linux only).
  @discardableResult
  static func resetPeak() -> Bool {
    releaseFreeHeap()
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: Data("5".utf8))
      return true
    } catch {
      return false
    }
  }

  /// Calls glibc's `malloc_trim(0)` (not in the Glibc module map, so looked up by name) to
  /// return free heap pages to the system.
  private static func releaseFreeHeap() {
    #if canImport(Glibc)
      typealias MallocTrim = @convention(c) (Int) -> Int32
      guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "malloc_trim") else {
        return
      }
      _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    #endif
  }

  /// The CPU time this process has used (all threads, user and system), in milliseconds.
  static var cpuMilliseconds: Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) * 1e-6
  }

  /// Reads a `kB` field such as `VmHWM:   123456 kB` and converts it to MiB.
  private static func field(_ name: String) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      let number = line.dropFirst(name.count + 1).filter(\.isNumber)
      return Double(String(number)).map { $0 / 1024 }
    }
    return nil
  }
}

/// Order statistics over timing samples.
enum Statistics {
  /// The median (the mean of the two middle values for an even count); 0 for no samples.
  static func median(_ samples: [Double]) -> Double {
    guard !samples.isEmpty else { return 0 }
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The nearest-rank percentile `p` (0...100): the smallest sample with at least `p`% of the
  /// samples at or below it; 0 for no samples.
  static func percentile(_ samples: [Double], _ p: Double) -> Double {
    guard !samples.isEmpty else { return 0 }
    let sorted = samples.sorted()
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  /// The arithmetic mean; 0 for no samples.
  static func mean(_ samples: [Double]) -> Double {
    samples.isEmpty ? 0 : samples.reduce(0, +) / Double(samples.count)
  }
}
