// Must NOT compile: Fuse.Search is final. `@testable import` makes a public class subclassable
// from outside its module, so only `final` stops this.
// Expected diagnostic (extended regex): inheritance from a final class
@testable import FuseCore

final class CachingSearch: Fuse.Search<String> {}
