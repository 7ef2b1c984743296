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
/// exactly those the first would have read, and its first error the text's first error. When
/// the first reader passes the guess without stopping on it, the second is stopped and the
/// first reads on alone: a wrong guess costs a thread's wasted work, never a different result.
enum SplitArrayReading {
  /// Below this many bytes one thread reads the whole array: starting a second would cost
  /// about as much as it saves.
  static let minimumBytes = 4 << 20

  /// How far past the middle a guess is looked for before one thread reads everything.
  private static let searchedBytes = 1 << 20

  /// Why reading stopped.
  enum Failure: Error {
    /// The text is not valid JSON there.
    case parse(JSONParseError)
    /// The task was cancelled.
    case cancelled
  }

  /// The elements of the array that `bytes` holds (its first non-blank byte is `[`).
  ///
  /// - Parameters:
  ///   - bytes: The whole text.
  ///   - checkInterval: How many elements each reader reads between checks for cancellation.
  /// - Returns: The elements, in order.
  /// - Throws: ``Failure/parse(_:)`` at the text's first problem (after the array too),
  ///   ``Failure/cancelled`` when the task was cancelled.
  static func elements(of bytes: UnsafeBufferPointer<UInt8>, checkInterval: Int)
    throws(Failure) -> [JSONValue]
  {
    var split = Split.none
    return try elements(of: bytes, checkInterval: checkInterval, split: &split)
  }

  /// How the array was read.
  enum Split: Equatable {
    /// By one thread: the text is small, or no element start was found to guess.
    case none
    /// By two: the first reader arrived at the guess, and the second's elements were kept.
    case kept
    /// By one after all: the first reader passed the guess, and the second was stopped.
    case abandoned
  }

  /// ``elements(of:checkInterval:)``, telling `split` how the array was read.
  static func elements(
    of bytes: UnsafeBufferPointer<UInt8>, checkInterval: Int, split: inout Split
  ) throws(Failure) -> [JSONValue] {
    var reader = JSONReader(bytes: bytes)
    var elements: [JSONValue] = []
    var second: SecondReader?
    // The second reader reads the caller's bytes: it is stopped and waited for on every way
    // out, before they can go.
    defer { second?.stop() }
    var isCancelled = false
    var reachedGuess = false
    do throws(JSONParseError) {
      guard try reader.beginArray() else {
        try reader.finish()
        return []
      }
      var guess: Int?
      if bytes.count >= minimumBytes, let opening = reader.peek() {
        guess = elementStart(in: bytes, after: bytes.count / 2, opening: opening)
      }
      second = guess.map { SecondReader(bytes, from: $0, checkInterval: checkInterval) }
      repeat {
        if elements.count % checkInterval == 0, elements.count > 0, Task.isCancelled {
          isCancelled = true
          break
        }
        if let start = guess, reader.peek() != nil {
          if reader.position == start {
            reachedGuess = true
            break
          }
          if reader.position > start {
            split = .abandoned
            second?.stop()
            second = nil
            guess = nil
          }
        }
        elements.append(try reader.readValue())
      } while try reader.endOfElement()
      if !isCancelled && !reachedGuess { try reader.finish() }
    } catch {
      throw .parse(error)
    }
    if isCancelled { throw .cancelled }
    if reachedGuess {
      assert(second != nil, "a guess reached without a second reader")
      if let second { elements.append(contentsOf: try second.elements()) }
      split = .kept
    }
    return elements
  }

  /// A position after `middle` where an element may begin: after a comma and white space, a
  /// byte equal to `opening`; `nil` when none comes within ``searchedBytes``.
  static func elementStart(
    in bytes: UnsafeBufferPointer<UInt8>, after middle: Int, opening: UInt8
  ) -> Int? {
    var position = middle
    let end = min(bytes.count, middle + searchedBytes)
    while position < end {
      if bytes[position] == UInt8(ascii: ",") {
        var next = position + 1
        while next < end, isWhiteSpace(bytes[next]) { next += 1 }
        if next < end, bytes[next] == opening { return next }
        position = next
      } else {
        position += 1
      }
    }
    return nil
  }

  /// Whether `byte` is JSON white space.
  private static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}

extension SplitArrayReading {
  /// The second reader: the array's elements from a guessed start to its end, on a thread of
  /// its own.
  private final class SecondReader: Sendable {
    /// What it read.
    private enum Outcome {
      case elements([JSONValue])
      case failed(JSONParseError)
      case stopped
    }

    /// The text, which the caller keeps until ``wait()`` has returned.
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
      var reader = JSONReader(bytes: bytes, resumingAt: start, depth: 1)
      var elements: [JSONValue] = []
      do {
        repeat {
          if elements.count % checkInterval == 0, stopping.load(ordering: .relaxed) {
            return .stopped
          }
          elements.append(try reader.readValue())
        } while try reader.endOfElement()
        try reader.finish()
        return .elements(elements)
      } catch {
        return .failed(error)
      }
    }

    /// Waits for the reader to end, once.
    private func wait() {
      if !waited.exchange(true, ordering: .acquiringAndReleasing) { done.wait() }
    }

    /// The elements read, once the reader has ended.
    ///
    /// - Throws: ``Failure/parse(_:)`` for the first problem it met.
    func elements() throws(Failure) -> [JSONValue] {
      wait()
      let read = outcome.withLock { outcome in
        defer { outcome = nil }
        return outcome
      }
      switch read {
      case .elements(let elements): return elements
      case .failed(let error): throw .parse(error)
      case .stopped, nil: preconditionFailure("the second reader was stopped before it was read")
      }
    }

    /// Stops the reader at its next check and waits for it to end.
    func stop() {
      stopping.store(true, ordering: .relaxed)
      wait()
    }
  }
}
