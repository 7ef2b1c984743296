import FuseCore
import Models
import ServiceBackends
import Services
import Testing
import ViewModels

/// The code of the ViewModels and ServiceBackends articles, compiled and run: a backend of the
/// app's own, and a Services actor through a result limit.
///
/// ``ArticleCodeTests`` checks that the articles show exactly this code.
@MainActor @Suite struct BackendSnippets {
  /// The ViewModels article's backend: an app's own search, here a prefix filter.
  struct Titles: SearchViewModelService {
    let titles: [String]

    @concurrent func search(_ query: String) async throws -> [String] {
      titles.filter { $0.lowercased().hasPrefix(query.lowercased()) }
    }
  }

  @Test func aBackendOfTheAppsOwn() async {
    let typing = SearchViewModel(
      service: Titles(titles: ["Dune", "Dracula", "Emma"]), debounceInterval: .zero)
    typing.queryChanged(to: "d")
    await typing.finishPendingSearch()
    #expect(typing.state.results == ["Dune", "Dracula"])
  }

  @Test func aServicesActorThroughALimit() async throws {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    let viewModel = SearchViewModel(service: books.limited(to: 20))
    viewModel.queryChanged(to: "tolkein")
    await viewModel.finishPendingSearch()
    let everything = try await books.search("tolkein", limit: nil)
    #expect(viewModel.state.results == Array(everything.prefix(20)))
    #expect(viewModel.state.results.map(\.item.title).contains("The Hobbit"))
  }
}
