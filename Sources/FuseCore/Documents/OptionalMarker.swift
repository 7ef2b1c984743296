/// Marks `Optional` types, which may wrap any value: an `Optional` document may cast to
/// ``JSONValue`` (see ``DocumentReader/mayBeJSON``).
protocol OptionalMarker {}

extension Optional: OptionalMarker {}
