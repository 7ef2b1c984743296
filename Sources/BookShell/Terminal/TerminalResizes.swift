import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A terminal's window-size changes, as an async stream of sizes.
///
/// SIGWINCH is received by a Dispatch signal source: Dispatch's own handler only records the
/// signal and wakes a queue, and the size is read there (`TIOCGWINSZ`), never inside a signal
/// handler. Sizes are coalesced: a consumer that falls behind gets the newest only.
enum TerminalResizes {
  /// Starts watching for SIGWINCH.
  ///
  /// - Parameter descriptor: The terminal whose size is read after each signal (0, or a
  ///   `/dev/tty` descriptor when standard input is not the terminal drawn on).
  /// - Returns: The new size after each change from the moment of the call, a change before
  ///   the signal source is armed included (a signal after which the size cannot be read
  ///   yields nothing); the stream never finishes by itself, and ending its iteration stops
  ///   the watching.
  static func sizes(ofDescriptor descriptor: Int32) -> AsyncStream<TerminalSize> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: TerminalSize.self, bufferingPolicy: .bufferingNewest(1))
    let source = DispatchSource.makeSignalSource(
      signal: SIGWINCH, queue: DispatchQueue(label: "BookShell SIGWINCH"))
    source.setEventHandler {
      if let size = TerminalSize(ofDescriptor: descriptor) { continuation.yield(size) }
    }
    // Dispatch arms the source on its own thread, some time after `resume()`, and a SIGWINCH
    // before that is lost (its default action is to be ignored): once armed, a size that
    // changed since the watch began is yielded, so no change is missed in between.
    let initial = TerminalSize(ofDescriptor: descriptor)
    source.setRegistrationHandler {
      let size = TerminalSize(ofDescriptor: descriptor)
      if let size, size != initial { continuation.yield(size) }
    }
    source.resume()
    let watch = Watch(source)
    continuation.onTermination = { _ in watch.cancel() }
    return stream
  }

  /// Keeps the signal source alive while the stream is, and cancels it when the stream ends
  /// (Dispatch's source types are not `Sendable` on Linux; a lock holds it instead).
  private final class Watch: Sendable {
    /// The source, until cancelled.
    private let source: Mutex<(any DispatchSourceSignal)?>

    /// Holds a started source.
    init(_ source: sending any DispatchSourceSignal) {
      self.source = Mutex(source)
    }

    /// Stops watching.
    func cancel() {
      source.withLock { source in
        source?.cancel()
        source = nil
      }
    }
  }
}
