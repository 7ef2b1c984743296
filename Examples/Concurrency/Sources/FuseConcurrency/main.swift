// One line per concurrency pattern of the Services and ViewModels modules, each running a real
// search over the embedded corpus. Top-level code in main.swift runs on the main actor.
import Dispatch
import FuseCore
import Models
import Services
import ViewModels

let corpus = try EmbeddedCorpus.all()

// actor: a long-lived service that owns its searcher; callers await it.
let books = try BookSearchService(books: corpus.books)
let actorHits = try await books.search("stve")
print(PatternLine.make("[actor]", PatternLine.hits(actorHits.map(\.item.title), for: "stve")))

// detached: a one-shot search that builds its own searcher on a detached task.
let detachedHits = try await OneShotSearch.search(
  "ange", in: corpus.people, options: PersonSearchService.defaultOptions)
print(
  PatternLine.make("[detached]", PatternLine.hits(detachedHits.map(\.item.name), for: "ange")))

// async let: three actors searched at once.
let catalog = try SearchCatalog(corpus: corpus)
let found = try await catalog.search("kubrik")
print(
  PatternLine.make(
    "[async let]",
    "books=\(found.books.count) movies=\(found.movies.count) people=\(found.people.count)"
      + " (wall: \(PatternLine.milliseconds(found.timings.wall)) ms)"))

// debounced: the view-model over the books actor. Three keystrokes arrive faster than the
// debounce interval, so only the final query is searched; wait until its results are published.
let typing = SearchViewModel(service: books, debounceInterval: .milliseconds(100))
let published = PublishedResults<FuseResult<Book>>()
typing.addObserver(published)
for query in ["s", "st", "stv"] {
  typing.queryChanged(to: query)
  try await Task.sleep(for: .milliseconds(20))
}
let debouncedHits = await published.results(for: "stv")
print(
  PatternLine.make(
    "[debounced]", PatternLine.hits(debouncedHits.map(\.item.title), forFinalQuery: "stv")))

// main-actor: a small collection searched synchronously on the main actor.
let shelf = try MainActorSearcher(
  Array(corpus.books.prefix(50)), options: BookSearchService.defaultOptions)
let shelfHits = shelf.search("pride")
print(
  PatternLine.make("[main-actor]", PatternLine.hits(shelfHits.map(\.item.title), for: "pride")))

// gcd: the legacy completion-handler wrapper around a serial queue.
let legacy = try DispatchQueueSearcher(corpus.books, options: BookSearchService.defaultOptions)
let legacyHits = await withCheckedContinuation { continuation in
  legacy.search("tolkein") { continuation.resume(returning: $0) }
}
print(PatternLine.make("[gcd]", PatternLine.hits(legacyHits.map(\.item.title), for: "tolkein")))
