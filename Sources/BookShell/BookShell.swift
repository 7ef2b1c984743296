import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The BookShell executable: a fuzzy-search REPL over books, movies and people.
@main
struct BookShell {
  /// Runs the shell with the process's arguments and exits with its code.
  static func main() async {
    signal(SIGPIPE, SIG_IGN)
    let code = await Launcher.run(
      arguments: Array(CommandLine.arguments.dropFirst()),
      variables: ProcessInfo.processInfo.environment)
    exit(code)
  }
}
