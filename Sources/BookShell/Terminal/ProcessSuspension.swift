import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Set by the SIGCONT handler while a suspension waits (an atomic store is async-signal-safe).
private let continuedSinceSuspension = Atomic<Bool>(false)

/// Notes that the process was continued.
private func noteContinued(_: Int32) {
  continuedSinceSuspension.store(true, ordering: .releasing)
}

/// Ctrl-Z for a program that reads keys in raw mode (where the terminal sends Ctrl-Z as a byte
/// instead of stopping the program): stops it as the terminal would, and returns once the
/// shell continues it (`fg`).
enum ProcessSuspension {
  /// The longest wait for the stop to take effect: when the process is not stopped by then,
  /// the kernel discarded the signal (a process group no shell's job control can continue).
  static let stopDeadline = Duration.milliseconds(500)

  /// Stops the process's group with SIGTSTP, as Ctrl-Z does in canonical mode (a pipeline's
  /// other programs too), and returns once the process is continued; returns at once when
  /// SIGTSTP is ignored or handled, and after ``stopDeadline`` when the kernel discarded it.
  ///
  /// The signal may be taken by another thread, the stop then reaching the caller a moment
  /// after `kill` returns: so the caller waits for SIGCONT (noted by a handler) before going on,
  /// and does not draw again before the stop.
  static func suspendUntilContinued() {
    let tstp = signal(SIGTSTP, SIG_DFL)
    // `nil` is SIG_DFL: anything else (ignored, or a handler) means someone else decides.
    guard tstp == nil else {
      signal(SIGTSTP, tstp)
      return
    }
    continuedSinceSuspension.store(false, ordering: .releasing)
    let cont = signal(SIGCONT, noteContinued)
    defer { signal(SIGCONT, cont) }
    let start = ContinuousClock.now
    kill(0, SIGTSTP)
    while !continuedSinceSuspension.load(ordering: .acquiring)
      && ContinuousClock.now - start < stopDeadline
    {
      // The SIGCONT handler may only set a flag, so the wait polls it, a millisecond apart.
      usleep(1_000)
    }
  }
}
