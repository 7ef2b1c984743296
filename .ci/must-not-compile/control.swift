// Must compile: the same set-up as the must-not-compile snippets, so their failures are the
// checked ones and not a missing module.
@testable import FuseCore

func requireSendable<T: Sendable>(_: T.Type) {}

requireSendable(FuseOptions<String>.self)
requireSendable(FuseResult<String>.self)
let search: Fuse.Search<String>? = try? Fuse.Search(["apple"])
