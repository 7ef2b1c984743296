// Must NOT compile: Fuse.Search owns mutable index state and a searcher cache, so it is not
// Sendable (the Concurrency guide calls this declaration load-bearing).
// Expected diagnostic (extended regex): (to 'Sendable' is unavailable|does not conform to the 'Sendable' protocol)
import FuseCore

func requireSendable<T: Sendable>(_: T.Type) {}

requireSendable(Fuse.Search<String>.self)
