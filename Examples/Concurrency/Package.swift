// swift-tools-version: 6.2
import PackageDescription

/// A runnable tour of the Services and ViewModels modules' concurrency patterns over the embedded corpus.
///
/// Run it with `swift run FuseConcurrency` from this directory.
let package = Package(
  name: "FuseConcurrency",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "fuse-swift", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "FuseConcurrency",
      dependencies: [
        .product(name: "FuseCore", package: "fuse-swift"),
        .product(name: "Models", package: "fuse-swift"),
        .product(name: "Services", package: "fuse-swift"),
        .product(name: "ViewModels", package: "fuse-swift"),
        .product(name: "ServiceBackends", package: "fuse-swift"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
