// swift-tools-version: 6.2
import PackageDescription

/// Settings shared by every target (the Swift 6 language mode is set for the whole package by
/// `swiftLanguageModes`): `ExistentialAny` makes every existential type spelled `any`,
/// `MemberImportVisibility` makes a file see members only from the modules it imports itself,
/// and `InternalImportsByDefault` makes a plain `import` internal.
///
/// The import rule, for every Swift file of the repository (this package, `Benchmarks/` and
/// `Examples/`, whose manifests enable `InternalImportsByDefault` too): write `import X`, which is
/// internal, unless a public (or `@inlinable`) declaration exposes X's types, then write
/// `public import X`, or a `package` declaration does, then `package import X`. The compiler
/// holds both halves: a missing level is an error, an unneeded one a warning, and CI fails on
/// warnings. Never `internal`, `fileprivate` or `private import`, `@_exported` or
/// `@_implementationOnly`; only the `.target`s (the library modules and TestSupport) widen an
/// import, executables and tests import plainly. `.ci/platforms.sh` enforces what the compiler
/// does not.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "fuse-swift",
  // The lowest versions the library modules' APIs allow: Synchronization's `Mutex` and `Atomic`
  // and the standard library's `String(validating:as:)` need macOS 15, iOS 18, tvOS 18,
  // watchOS 11 and visionOS 2 (Observation, in ViewModels, needs less: 14, 17, 17, 10, 1).
  // `.ci/platforms.sh` checks that these floors cover what the library modules use.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "FuseCore", targets: ["FuseCore"]),
    .library(name: "Models", targets: ["Models"]),
    .library(name: "Services", targets: ["Services"]),
    .library(name: "ViewModels", targets: ["ViewModels"]),
    .library(name: "ServiceBackends", targets: ["ServiceBackends"]),
    .executable(name: "BookShell", targets: ["BookShell"]),
  ],
  targets: [
    .target(name: "FuseCore", swiftSettings: strictSettings),
    // Models reads corpus files; it depends on FuseCore for `JSONValue` (a file of any records
    // is read into FuseCore's documents) and for the one JSON string-escape decoder.
    .target(name: "Models", dependencies: ["FuseCore"], swiftSettings: strictSettings),
    .target(name: "Services", dependencies: ["FuseCore", "Models"], swiftSettings: strictSettings),
    // The view-model searches any backend, so it stands on FuseCore alone (the blank-query
    // rule and the stopwatch): an app with its own service links no record model and no corpus.
    .target(
      name: "ViewModels", dependencies: ["FuseCore"], exclude: ["ServiceBackends"],
      swiftSettings: strictSettings),
    // The Services actors as view-model backends: the one module that imports both layers.
    .target(
      name: "ServiceBackends", dependencies: ["FuseCore", "Services", "ViewModels"],
      path: "Sources/ViewModels/ServiceBackends", swiftSettings: strictSettings),
    .executableTarget(
      name: "BookShell",
      dependencies: ["FuseCore", "Models", "Services", "ViewModels", "ServiceBackends"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "FuseCoreTests",
      dependencies: ["FuseCore", "TestSupport"],
      exclude: ["Fixtures"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ModelsTests", dependencies: ["Models", "FuseCore", "TestSupport"],
      swiftSettings: strictSettings),
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
      dependencies: ["ViewModels", "FuseCore", "TestSupport"],
      swiftSettings: strictSettings + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
    ),
    .testTarget(
      name: "ServiceBackendsTests",
      dependencies: [
        "ServiceBackends", "ViewModels", "Services", "Models", "FuseCore", "TestSupport",
      ],
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
      dependencies: ["FuseCore", "Models", "Services", "ViewModels", "ServiceBackends"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "BookShellTests",
      dependencies: [
        "BookShell", "ServiceBackends", "ViewModels", "Services", "Models", "FuseCore",
        "TestSupport",
      ],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
