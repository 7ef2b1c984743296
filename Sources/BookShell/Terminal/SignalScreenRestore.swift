#if canImport(Glibc)
  import Glibc
#endif

/// The bytes that put a terminal's screen back (leave the alternate screen, show the cursor…)
/// and the descriptor to write them to, for the handler of a fatal signal to write before the
/// process ends.
///
/// `nonisolated(unsafe)`: a signal handler cannot take a lock or capture context, so it reads
/// these globals. Storage is allocated once, up front; they are written only on the main actor
/// while no screen is drawn (before live mode draws, after it has put the screen back), and
/// read only by the handler (`write` is async-signal-safe).
nonisolated(unsafe) private let restoreBytes = UnsafeMutableBufferPointer<UInt8>.allocate(
  capacity: SignalScreenRestore.capacity)
/// How many of ``restoreBytes`` to write.
nonisolated(unsafe) private var restoreLength = 0
/// Where to write them; -1 for nowhere.
nonisolated(unsafe) private var restoreDescriptor: Int32 = -1

/// What a fatal signal writes to put the screen back while live mode draws on it (see
/// `TerminalMode`'s handler).
enum SignalScreenRestore {
  /// The longest sequence kept.
  static let capacity = 64

  /// Sets what to write, and where, until ``clear()``; call before drawing.
  ///
  /// - Parameters:
  ///   - sequence: The bytes that put the screen back (cut to ``capacity``).
  ///   - descriptor: The terminal drawn on.
  @MainActor
  static func set(_ sequence: String, on descriptor: Int32) {
    restoreDescriptor = -1
    let bytes = Array(sequence.utf8.prefix(capacity))
    for (index, byte) in bytes.enumerated() { restoreBytes[index] = byte }
    restoreLength = bytes.count
    restoreDescriptor = descriptor
  }

  /// Writes nothing from now on; call once the screen is back.
  @MainActor
  static func clear() {
    restoreDescriptor = -1
    restoreLength = 0
  }

  /// Writes the sequence, if one is set; async-signal-safe (only `write`).
  static func writeFromSignalHandler() {
    guard restoreDescriptor >= 0, restoreLength > 0 else { return }
    _ = write(restoreDescriptor, restoreBytes.baseAddress, restoreLength)
  }
}
