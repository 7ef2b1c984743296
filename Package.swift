// swift-tools-version: 6.2
import PackageDescription

/// Settings shared by every target: Swift 6 language mode plus the upcoming features that keep
/// existential and Sendable use explicit.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "fuse-swift",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "FuseCore", targets: ["FuseCore"]),
    .library(name: "Models", targets: ["Models"]),
    .library(name: "Services", targets: ["Services"]),
    .library(name: "ViewModels", targets: ["ViewModels"]),
    .executable(name: "BookShell", targets: ["BookShell"]),
  ],
  targets: [
    .target(name: "FuseCore", swiftSettings: strictSettings),
    .target(name: "Models", swiftSettings: strictSettings),
    .target(name: "Services", dependencies: ["FuseCore", "Models"], swiftSettings: strictSettings),
    .target(name: "ViewModels", dependencies: ["Services"], swiftSettings: strictSettings),
    .executableTarget(
      name: "BookShell",
      dependencies: ["FuseCore", "Models", "Services", "ViewModels"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "FuseCoreTests",
      dependencies: ["FuseCore", "TestSupport"],
      exclude: ["Fixtures"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ModelsTests", dependencies: ["Models", "TestSupport"], swiftSettings: strictSettings),
    .testTarget(
      name: "ServicesTests",
      dependencies: ["Services", "FuseCore", "Models", "TestSupport"],
      exclude: ["Fixtures"],
      swiftSettings: strictSettings
    ),
    // Test support shared by the test targets (a seeded generator, a manual clock, temporary
    // folders, a lock Thread Sanitizer sees); not a product.
    .target(
      name: "TestSupport",
      path: "Tests/TestSupport",
      swiftSettings: strictSettings + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
    ),
    .testTarget(
      name: "ViewModelsTests",
      dependencies: ["ViewModels", "Services", "TestSupport"],
      swiftSettings: strictSettings + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
    ),
    // The Concurrency guide's code blocks, verbatim: Swift 6 mode, and the GCD block in the
    // Swift 5 mode the guide gives it.
    .testTarget(
      name: "ConcurrencyGuideTests", dependencies: ["FuseCore", "Models"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ConcurrencyGuideGCDTests", dependencies: ["FuseCore", "Models"],
      swiftSettings: strictSettings + [.swiftLanguageMode(.v5)]
    ),
    // The DocC articles' code: snippets compiled and run, and a check that every article's
    // Swift block is held by a snippet, the guide's tests or the example.
    .testTarget(
      name: "DocumentationTests",
      dependencies: ["FuseCore", "Models", "Services", "ViewModels"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "BookShellTests",
      dependencies: ["BookShell", "ViewModels", "Services", "Models", "FuseCore", "TestSupport"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
