internal import Foundation
import Models

#if canImport(Glibc)
  import Glibc
#endif

/// Turns the command line into a session (or a one-shot query) and an exit code.
enum Launcher {
  /// Runs the executable's job.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - variables: The environment variables (`NO_COLOR`).
  /// - Returns: The exit code: 0 success, 1 no match for `--query`, 2 usage or data error.
  @MainActor
  static func run(arguments: [String], variables: [String: String]) async -> Int32 {
    let output = StandardOutput()
    do throws(ShellError) {
      let options = try LaunchOptions(parsing: arguments)
      if options.help {
        output.write(LaunchOptions.usage + "\n")
        return 0
      }
      let colors = !options.noColor && variables["NO_COLOR"] == nil && isatty(1) == 1
      let corpus = try loadCorpus(options)
      let settings = ShellSettings()
      if let query = options.query {
        let service: ShellSearchService
        do {
          service = try ShellSearchService(
            corpus: corpus, settings: settings,
            selection: CorpusSelection(corpus: options.corpus, limit: settings.limit))
        } catch {
          throw ShellError.fuse(error)
        }
        try await OneShotQuery.run(
          query, service: service, json: options.json, style: TextStyle(colors: colors),
          output: output)
        return 0
      }
      let terminal = TerminalMode.standardInput()
      if options.live && terminal == nil {
        throw ShellError.usage("--live needs a terminal, but stdin is not a TTY")
      }
      let shell = try Shell(
        corpus: corpus, startCorpus: options.corpus, settings: settings,
        input: ShellInput(StandardInputReader.start()), output: output,
        environment: .live(colors: colors, terminal: terminal))
      await shell.run(startingLive: options.live)
      return 0
    } catch {
      StandardOutput(descriptor: 2).write(error.report.message + "\n")
      return error.report.exitCode
    }
  }

  /// The embedded corpus, with `--data` loaded into the chosen corpus.
  private static func loadCorpus(_ options: LaunchOptions) throws(ShellError) -> Corpus {
    do {
      var corpus = try EmbeddedCorpus.all()
      if let file = options.dataFile {
        switch options.corpus {
        case .books, .all: corpus.books = try CorpusLoader.load(Book.self, fromFile: file)
        case .movies: corpus.movies = try CorpusLoader.load(Movie.self, fromFile: file)
        case .people: corpus.people = try CorpusLoader.load(Person.self, fromFile: file)
        }
      }
      return corpus
    } catch {
      throw ShellError.load(error)
    }
  }
}
