import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Milliseconds since `start` on the continuous clock.
func millisecondsSince(_ start: ContinuousClock.Instant) -> Double {
  let parts = start.duration(to: ContinuousClock.now).components
  return Double(parts.seconds) * 1e3 + Double(parts.attoseconds) * 1e-15
}

/// The median of some samples (the mean of the two middle ones for an even count).
func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  guard !sorted.isEmpty else { return 0 }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The process's peak resident set size (`VmHWM` in `/proc/self/status`) in MiB, or `nil`
/// where `/proc` is unavailable.
func peakResidentMegabytes() -> Double? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return nil
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let digits = line.dropFirst("VmHWM:".count).filter(\.isNumber)
    return Double(digits).map { $0 / 1024 }
  }
  return nil
}

/// A JSON number with a fixed number of decimals.
func jsonNumber(_ value: Double, decimals: Int = 3) -> String {
  guard value.isFinite else { return "null" }
  return String(format: "%.\(decimals)f", value)
}

/// The CPU time this process has used so far (all threads, user and system), in milliseconds:
/// unlike wall time, it hardly grows when other processes share the cores.
func processCPUMilliseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) * 1e-6
}
