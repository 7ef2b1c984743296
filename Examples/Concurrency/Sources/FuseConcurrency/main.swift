// One line per pattern of the Concurrency guide, each a real search with the guide's queries
// ('stve', 'ange', 'remy', 'stv') over the embedded corpus, and the type of the Services or
// ViewModels module that implements the pattern. Top-level code runs on the main actor.
import Dispatch
import FuseCore
import Models
import ServiceBackends
import Services
import ViewModels

let corpus = try EmbeddedCorpus.all()

// Actor wrapper (repeated searches): a long-lived actor owns the searcher; callers await it.
let books = try BookSearchService(books: corpus.books)
let actorHits = try await books.search("stve")
print(PatternLine.make("[actor]", PatternLine.hits(actorHits.map(\.item.title), for: "stve")))

// Task.detached (ad-hoc one-shot): the guide's strings, indexed on a detached task per call.
let fruit = ["apple", "orange", "mango", "banana"]
let detachedHits = try await OneShotSearch.search(
  "ange", in: fruit, options: FuseOptions<String>(includeScore: true))
print(PatternLine.make("[detached]", PatternLine.hits(detachedHits.map(\.item), for: "ange")))

// async let across actors (the catalog's task group: one child task per corpus): books, movies
// and people, one actor each, searched at once.
let catalog = try SearchCatalog(corpus: corpus)
let found = try await catalog.search("remy")
let counts =
  "books=\(found[Book.profile].count) movies=\(found[Movie.profile].count)"
  + " people=\(found[Person.profile].count)"
print(
  PatternLine.make(
    "[async let]", counts + " (wall: \(PatternLine.milliseconds(found.timings.wall)) ms)"))

// Debounced search-as-you-type: the view-model over the books actor. Three keystrokes arrive
// faster than the debounce interval, so only the final query is searched.
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

// Main-actor searcher (small corpora): a few hundred books searched synchronously on main.
let shelf = try MainActorSearcher(
  Array(corpus.books.prefix(300)), options: BookSearchService.defaultOptions)
let shelfHits = shelf.search("stve")
print(
  PatternLine.make("[main-actor]", PatternLine.hits(shelfHits.map(\.item.title), for: "stve")))

// GCD escape hatch (legacy codebases): a serial queue and completion handlers.
let legacy = try DispatchQueueSearcher(corpus.books, options: BookSearchService.defaultOptions)
let legacyHits = await withCheckedContinuation { continuation in
  legacy.search("stve") { continuation.resume(returning: $0) }
}
print(PatternLine.make("[gcd]", PatternLine.hits(legacyHits.map(\.item.title), for: "stve")))
