public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CorpusLoader {
  /// Reads a file's bytes, for a loader that decodes them its own way.
  ///
  /// Any file that can be read from start to end is read in one pass: a regular file, and also a
  /// named pipe, `/dev/stdin` or a shell's process substitution (`<(command)`), whose size is
  /// not known until the writer closes it. A regular file's bytes are read into one buffer of
  /// its size.
  ///
  /// - Parameter path: The path of the file, absolute or relative to the current directory.
  ///   Error messages name the file by this path.
  /// - Returns: The file's contents.
  /// - Throws: ``CorpusLoadError`` with ``CorpusLoadError/Reason/fileNotFound`` or
  ///   ``CorpusLoadError/Reason/unreadable(_:)`` (a directory, no permission, a read error).
  /// - Complexity: O(*n*), where *n* is the size of the file.
  public static func contents(ofFile path: String) throws(CorpusLoadError) -> Data {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      throw CorpusLoadError(source: path, reason: code == ENOENT ? .fileNotFound : unreadable(code))
    }
    defer { close(descriptor) }
    return try contents(ofDescriptor: descriptor, source: path)
  }

  /// Reads everything an open file descriptor gives until its end, without closing it: the
  /// standard input (`0`) when a command line names `-`, or a file opened by the caller.
  ///
  /// A pipe whose writer stops early gives the bytes written until then; a JSON decoder then
  /// reports where the text ends.
  ///
  /// - Parameters:
  ///   - descriptor: An open descriptor, read from its current offset.
  ///   - source: How error messages name what was read, such as `standard input`.
  /// - Returns: The bytes read.
  /// - Throws: ``CorpusLoadError`` with ``CorpusLoadError/Reason/unreadable(_:)`` when the
  ///   descriptor is a directory or a read fails.
  /// - Complexity: O(*n*), where *n* is the number of bytes read.
  public static func contents(ofDescriptor descriptor: Int32, source: String)
    throws(CorpusLoadError) -> Data
  {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw CorpusLoadError(source: source, reason: unreadable(errno))
    }
    let kind = status.st_mode & S_IFMT
    if kind == S_IFDIR {
      throw CorpusLoadError(source: source, reason: .unreadable("it is a directory"))
    }
    // A regular file's size is known (one read fills it, and one more sees its end); a pipe's is
    // not, so its buffer grows by doubling.
    let known = kind == S_IFREG ? max(Int(status.st_size), 0) : 0
    var bytes = Data(count: known > 0 ? known + 1 : 1 << 16)
    var filled = 0
    while true {
      if filled == bytes.count { bytes.count *= 2 }
      let room = bytes.count - filled
      assert(room > 0, "a read needs room in the buffer")
      let count = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return read(descriptor, base + filled, room)
      }
      if count > 0 {
        filled += count
      } else if count == 0 {
        break
      } else if errno != EINTR {
        throw CorpusLoadError(source: source, reason: unreadable(errno))
      }
    }
    bytes.count = filled
    return bytes
  }

  /// The reason for a failed `open`, `fstat` or `read`, from its `errno`.
  private static func unreadable(_ code: Int32) -> CorpusLoadError.Reason {
    switch code {
    case EACCES, EPERM: .unreadable("permission denied")
    case EISDIR: .unreadable("it is a directory")
    default: .unreadable(String(cString: strerror(code)))
    }
  }
}
