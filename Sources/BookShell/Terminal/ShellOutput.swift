import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where the shell writes: standard output in the executable, a buffer in tests.
@MainActor
protocol ShellOutput: AnyObject {
  /// Writes text as it is (add "\n" for a line).
  func write(_ text: String)
}

/// Standard output (or standard error), unbuffered so prompts and redraws show at once.
final class StandardOutput: ShellOutput {
  /// The file descriptor written to.
  private let descriptor: Int32

  /// Creates the sink.
  ///
  /// - Parameter descriptor: 1 for standard output (the default), 2 for standard error.
  init(descriptor: Int32 = 1) {
    self.descriptor = descriptor
  }

  /// Writes text to the file descriptor.
  func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { raw in
        Glibc.write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return  // a closed pipe: nothing more can be shown
      }
      offset += written
    }
    bytes.removeAll()
  }
}
