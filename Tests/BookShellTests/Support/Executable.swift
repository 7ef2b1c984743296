import Foundation
import Testing

/// The built `BookShell` executable, found next to the test binary that runs these tests.
///
/// That is the build folder SwiftPM put both in, whatever it is (`.build/debug`,
/// `--build-path DIR`, a sanitizer run's own folder); `swift test` builds the executable, as the
/// test target depends on it.
enum Executable {
  /// The package root, from this file's path (for the shipped `Data/` files).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The folder holding the running test binary (on Linux the `.xctest` executable itself; on
  /// macOS the `.xctest` bundle), or `nil` when it cannot be told.
  static let buildFolder: URL? = {
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
      return bundle.bundleURL.deletingLastPathComponent()
    }
    guard
      let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    else { return Bundle.main.executableURL?.deletingLastPathComponent() }
    return URL(fileURLWithPath: executable).deletingLastPathComponent()
  }()

  /// The executable's path, or a recorded failure saying where it was looked for.
  static func path() throws -> String {
    let folder = try #require(buildFolder, "cannot tell where the test binary is")
    let path = folder.appendingPathComponent("BookShell").path
    try #require(
      FileManager.default.isExecutableFile(atPath: path),
      "no BookShell next to the test binary at \(path): build it with swift build --build-tests")
    return path
  }

  /// What a finished run printed and returned.
  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs the executable with piped standard input and waits for it to exit (woken by its
  /// exit); kills it after `timeout`.
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
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    let outputReader = Reader(stdout.fileHandleForReading)
    let errorReader = Reader(stderr.fileHandleForReading)
    try stdin.fileHandleForWriting.write(contentsOf: Data(inputBytes ?? Array(input.utf8)))
    try stdin.fileHandleForWriting.close()
    let (seconds, attoseconds) = timeout.components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    if exited.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .timedOut {
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
