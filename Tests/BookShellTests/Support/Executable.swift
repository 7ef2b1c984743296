import Foundation
import Testing

/// The built `BookShell` executable, found next to the package root (`.ci/run` builds it with
/// `swift build --build-tests` before testing).
enum Executable {
  /// The package root, from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The executable's path, or a recorded failure saying how to build it.
  static func path() throws -> String {
    let candidates = [".build/debug/BookShell", ".build/release/BookShell"].map {
      packageRoot.appendingPathComponent($0).path
    }
    let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    return try #require(found, "build BookShell first: swift build (bash .ci/run does)")
  }

  /// What a finished run printed and returned.
  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs the executable with piped standard input; kills it after `timeout`.
  ///
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - input: The text piped to standard input.
  ///   - inputBytes: Raw bytes piped to standard input instead of `input` (for invalid UTF-8).
  ///   - environment: Extra environment variables.
  ///   - timeout: The longest wait for the process to exit.
  /// - Returns: The exit status and output.
  static func run(
    _ arguments: [String], input: String = "", inputBytes: [UInt8]? = nil,
    environment: [String: String] = [:], timeout: Duration = .seconds(30)
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try path())
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = nil
    for (key, value) in environment { variables[key] = value }
    process.environment = variables
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let outputReader = Reader(stdout.fileHandleForReading)
    let errorReader = Reader(stderr.fileHandleForReading)
    try stdin.fileHandleForWriting.write(contentsOf: Data(inputBytes ?? Array(input.utf8)))
    try stdin.fileHandleForWriting.close()
    let deadline = ContinuousClock.now + timeout
    while process.isRunning && ContinuousClock.now < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
    if process.isRunning {
      process.terminate()
      Issue.record("BookShell did not exit within \(timeout)")
    }
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, stdout: outputReader.finish(), stderr: errorReader.finish()
    )
  }

  /// Drains a pipe on its own thread so a large output cannot block the child.
  final class Reader: @unchecked Sendable {
    // @unchecked: `data` is written only by the reader thread before `done` is signalled and
    // read only after waiting on `done`.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
      Thread.detachNewThread { [self] in
        data = handle.readDataToEndOfFile()
        done.signal()
      }
    }

    func finish() -> String {
      done.wait()
      return String(decoding: data, as: UTF8.self)
    }
  }
}
