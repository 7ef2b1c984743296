import Dispatch
import FuseCore
import Synchronization

/// Reads the elements of a large JSON array on two threads: the caller's reads from the start,
/// a second from an element start guessed near the middle, and the second's elements are kept
/// only when the first reader arrives exactly at that guess between two elements.
///
/// A guess is a position after a comma where the next element could begin (the byte the
/// array's first element begins with); it may be inside a string or a nested array, so it is
/// only a guess until the first reader, which reads every byte before it, arrives there at the
/// array's own level. Reading is deterministic from there, so the second reader's elements are
/// exactly those the first would have read. When the first reader passes the guess without
/// stopping on it, or the second met a problem, the second is stopped and the first reads on
/// alone (meeting that problem itself, with its own count of the records before it): a wrong
/// guess costs a thread's wasted work, never a different result or error.
enum SplitArrayReading {
  /// Below this many bytes one thread reads the whole array: starting a second would cost
  /// about as much as it saves.
  static let minimumBytes = 4 << 20

  /// How far past the middle a guess is looked for before one thread reads everything.
  private static let searchedBytes = 1 << 20

  /// How often a wait for the second reader checks whether the waiting task was cancelled.
  fileprivate static let cancellationPoll = DispatchTimeInterval.milliseconds(10)

  /// How the array was read.
  enum Split: Equatable {
    /// By one thread: the text is small, or no element start was found to guess.
    case none
    /// By two: the first reader arrived at the guess, and the second's elements were kept.
    case kept
    /// By one after all: the first reader passed the guess, or the second met a problem
    /// (which the first then meets itself, with its own record count), and the second was
    /// stopped.
    case abandoned
  }

  /// The elements of the array that `bytes` holds (its first non-blank byte is `[`), read by
  /// readers of type `Reader`.
  ///
  /// - Parameters:
  ///   - reader: The type of reader.
  ///   - bytes: The whole text.
  ///   - checkInterval: How many elements each reader reads between checks for cancellation.
  /// - Returns: The elements, in order.
  /// - Throws: The first reader's error at the text's first problem (after the array too), or
  ///   `CancellationError` when the task was cancelled.
  static func elements<Reader: ArrayElementReader>(
    _ reader: Reader.Type, of bytes: UnsafeBufferPointer<UInt8>, checkInterval: Int
  ) throws -> [Reader.Element] {
    var split = Split.none
    return try elements(reader, of: bytes, checkInterval: checkInterval, split: &split)
  }

  /// ``elements(_:of:checkInterval:)``, telling `split` how the array was read.
  static func elements<Reader: ArrayElementReader>(
    _ readerType: Reader.Type, of bytes: UnsafeBufferPointer<UInt8>, checkInterval: Int,
    split: inout Split
  ) throws -> [Reader.Element] {
    var reader = Reader(bytes: bytes)
    guard try reader.json.beginArray() else {
      try reader.json.finish()
      return []
    }
    var guess: Int?
    if bytes.count >= minimumBytes, let opening = reader.json.peek() {
      guess = elementStart(in: bytes, after: bytes.count / 2, opening: opening)
    }
    var second = guess.map { SecondReader<Reader>(bytes, from: $0, checkInterval: checkInterval) }
    // The second reader reads the caller's bytes: it is stopped and waited for on every way
    // out, before they can go.
    defer { second?.stop() }
    var elements: [Reader.Element] = []
    repeat {
      if elements.count % checkInterval == 0, elements.count > 0, Task.isCancelled {
        throw CancellationError()
      }
      if let start = guess, reader.json.peek() != nil, reader.json.position >= start {
        if reader.json.position == start, let rest = second?.elements() {
          elements.append(contentsOf: rest)
          split = .kept
          return elements
        }
        if Task.isCancelled { throw CancellationError() }
        split = .abandoned
        second?.stop()
        second = nil
        guess = nil
      }
      elements.append(try reader.readElement())
    } while try reader.json.endOfElement()
    try reader.json.finish()
    return elements
  }

  /// A position after `middle` where an element may begin: after a comma and white space, a
  /// byte equal to `opening`; `nil` when none comes within ``searchedBytes``.
  static func elementStart(
    in bytes: UnsafeBufferPointer<UInt8>, after middle: Int, opening: UInt8
  ) -> Int? {
    let end = min(bytes.count, middle + searchedBytes)
    for position in middle..<end where bytes[position] == UInt8(ascii: ",") {
      // JSON's own reader skips the white space after the comma.
      var next = JSONReader(bytes: bytes, resumingAt: position + 1, depth: 0)
      if next.peek() == opening, next.position < end { return next.position }
    }
    return nil
  }
}

extension SplitArrayReading {
  /// The second reader: the array's elements from a guessed start to its end, on a thread of
  /// its own.
  private final class SecondReader<Reader: ArrayElementReader>: Sendable {
    /// What it read.
    private enum Outcome {
      /// Every element from the guess on, the array closed and nothing after it.
      case elements([Reader.Element])
      /// It met a problem, or was stopped, before the end.
      case unfinished
    }

    /// The text, which the caller keeps until ``stop()`` has returned.
    ///
    /// Unchecked: a buffer pointer is not `Sendable`, but the bytes it points to are only read,
    /// by both threads, and outlive the second one (the first waits for it before they go).
    private struct Text: @unchecked Sendable {
      let bytes: UnsafeBufferPointer<UInt8>
    }

    private let stopping = Atomic(false)
    private let outcome = Mutex<Outcome?>(nil)
    private let done = DispatchSemaphore(value: 0)
    private let waited = Atomic(false)

    /// Starts reading `bytes` from `start`, taken to be an element of the top-level array.
    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, checkInterval: Int) {
      let text = Text(bytes: bytes)
      DispatchQueue.global().async { [self] in
        let read = read(text.bytes, from: start, checkInterval: checkInterval)
        outcome.withLock { $0 = read }
        done.signal()
      }
    }

    /// Reads the elements from `start` to the end of the text.
    private func read(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, checkInterval: Int)
      -> Outcome
    {
      var reader = Reader(bytes: bytes, resumingAt: start)
      var elements: [Reader.Element] = []
      do {
        repeat {
          if elements.count % checkInterval == 0, stopping.load(ordering: .relaxed) {
            return .unfinished
          }
          elements.append(try reader.readElement())
        } while try reader.json.endOfElement()
        try reader.json.finish()
        return .elements(elements)
      } catch {
        // The first reader meets the same problem when it reads on from the guess itself.
        return .unfinished
      }
    }

    /// Waits for the reader to end, once, stopping it as soon as the calling task is cancelled
    /// (the reader has no task to see it).
    private func wait() {
      guard !waited.exchange(true, ordering: .acquiringAndReleasing) else { return }
      while done.wait(timeout: .now() + SplitArrayReading.cancellationPoll) == .timedOut {
        if Task.isCancelled { stopping.store(true, ordering: .relaxed) }
      }
    }

    /// The elements read, once the reader has ended; `nil` when it did not reach the end (a
    /// problem, or the calling task cancelled while it waited).
    func elements() -> [Reader.Element]? {
      wait()
      let read = outcome.withLock { outcome in
        defer { outcome = nil }
        return outcome
      }
      guard case .elements(let elements) = read else { return nil }
      return elements
    }

    /// Stops the reader at its next check and waits for it to end.
    func stop() {
      stopping.store(true, ordering: .relaxed)
      wait()
    }
  }
}
