// swift-tools-version: 6.2
import PackageDescription

// The benchmark harness lives in its own package (as swift-collections' does) so that the
// library targets stay free of benchmark code. Run from the repository root:
//
//   swift run -c release --package-path Benchmarks FuseBenchmarks --corpus FILE
//   swift run -c release --package-path Benchmarks FuseEndToEnd --data Data
//   swift run -c release --package-path Benchmarks FuseRelevance --queries FILE
//   swift run -c release --package-path Benchmarks FuseTypeahead --targets FILE

let package = Package(
  name: "FuseBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "fuse-swift", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "FuseBenchmarks",
      dependencies: [.product(name: "FuseCore", package: "fuse-swift")],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
      ]
    ),
    .executableTarget(
      name: "FuseEndToEnd",
      dependencies: [
        .product(name: "FuseCore", package: "fuse-swift"),
        .product(name: "Models", package: "fuse-swift"),
        .product(name: "Services", package: "fuse-swift"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
      ]
    ),
    .executableTarget(
      name: "FuseRelevance",
      dependencies: [
        .product(name: "FuseCore", package: "fuse-swift"),
        .product(name: "Models", package: "fuse-swift"),
        .product(name: "Services", package: "fuse-swift"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
      ]
    ),
    .executableTarget(
      name: "FuseTypeahead",
      dependencies: [
        .product(name: "FuseCore", package: "fuse-swift"),
        .product(name: "Models", package: "fuse-swift"),
        .product(name: "Services", package: "fuse-swift"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
