// swift-tools-version:6.0
import PackageDescription

// The pipeline, one module per stage; dependencies point one way:
//   readers (SceneFormat, InterfaceBuilder, ConflictLog) -> SceneModel <- LayoutEngine -> Cassowary
//   TextMetrics (Pango) implements SceneModel.TextMeasuring
//   Rendering (Cairo) reads a solved layout; GoldenImages compares images
//   AlpreviewCommands (the CLI's commands) ties them together; alpreview is its thin executable.
//   PreviewServer (`alpreview watch`) serves the drawings over a small bounded HTTP/1.1 on FlyingSocks.
let package = Package(
    name: "alpreview",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "alpreview", targets: ["alpreview"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "SceneModel", targets: ["SceneModel"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "SceneFormat", targets: ["SceneFormat"]),
        .library(name: "Readers", targets: ["Readers"]),
        .library(name: "GoldenImages", targets: ["GoldenImages"]),
        .library(name: "AlpreviewKit", targets: ["AlpreviewKit"]),
        // swift-snapshot-testing strategies for scenes: its own target, so that the CLI and
        // AlpreviewKit do not depend on swift-snapshot-testing.
        .library(name: "AlpreviewSnapshotTesting", targets: ["AlpreviewSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // FlyingSocks (async sockets) under `alpreview watch`'s HTTP server (PreviewServer only): no NIO.
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Swift source read without compiling it (SwiftSource); already in the graph through swift-snapshot-testing.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        .target(name: "Cassowary"),
        .target(name: "SourceText"),
        .target(name: "SceneModel", dependencies: ["SourceText"]),
        .target(name: "LayoutEngine", dependencies: ["SceneModel", "Cassowary", "SourceText"]),
        .target(
            name: "TextMetrics",
            dependencies: ["SceneModel", "FileInput", "Parallel", "CPangoCairo", "CCairo", "CFontconfig"]),
        // Readers: one per input format, each behind SceneReading's `SceneReader`; `Readers` is
        // the registry and the one entry point (`SceneInput`).
        .target(name: "SceneReading", dependencies: ["SceneModel", "FileInput"], path: "Sources/Readers/SceneReading"),
        .target(
            name: "SceneFormat", dependencies: ["SceneModel", "SceneReading", "SourceText", "FileInput", "Yams"],
            path: "Sources/Readers/SceneFormat"),
        .target(
            name: "Readers",
            dependencies: [
                "SceneModel", "SceneReading", "SceneFormat", "InterfaceBuilder", "ConflictLog", "SwiftSource",
                "FileInput",
            ],
            path: "Sources/Readers/Registry"),
        .target(name: "Parallel"),
        .target(name: "RasterImage", dependencies: ["FileInput", "CCairo", "CZlib", "Parallel"]),
        .target(
            name: "Rendering",
            dependencies: [
                "SceneModel", "SourceText", "LayoutEngine", "AccessibilityAudit", "FileInput", "TextMetrics",
                "RasterImage",
                "Parallel", "CCairo",
                "CPangoCairo",
            ]),
        .target(name: "FileOutput"),
        .target(name: "FileInput"),
        // Interface Builder files: a safe, located XML reader, and the storyboard/XIB decoder over it.
        .target(name: "IBXML", dependencies: ["FileInput", "SourceText"], path: "Sources/Readers/IBXML"),
        .target(
            name: "InterfaceBuilder",
            dependencies: ["IBXML", "SceneModel", "SceneReading", "FileInput", "SourceText", "Parallel"],
            path: "Sources/Readers/InterfaceBuilder"),
        // Solved documents against the frames Xcode stored (`make corpus`).
        // Hand-written storyboards shared by the tests of the storyboard reader and of StoredFrames.
        .target(name: "StoryboardFixtures"),
        // Accessibility rules over a solved layout: touch targets, contrast, text fit, VoiceOver order.
        .target(name: "AccessibilityAudit", dependencies: ["SceneModel", "LayoutEngine"]),
        .target(name: "StoredFrames", dependencies: ["InterfaceBuilder", "IBXML", "SceneModel", "LayoutEngine"]),
        // UIKit's and AppKit's "Unable to simultaneously satisfy constraints" logs, read and rebuilt as scenes.
        .target(
            name: "ConflictLog", dependencies: ["SceneModel", "SceneReading", "LayoutEngine", "SourceText"],
            path: "Sources/Readers/ConflictLog"),
        // Layouts written in Swift (UIKit views built in code), read statically with swift-syntax.
        .target(
            name: "SwiftSource",
            dependencies: [
                "SceneModel", "SceneReading", "SceneFormat", "SourceText",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Sources/Readers/SwiftSource"),
        .target(name: "GoldenImages", dependencies: ["RasterImage", "FileInput", "FileOutput", "SourceText"]),
        .target(
            name: "AlpreviewKit",
            dependencies: [
                "FileInput", "SceneFormat", "Readers", "SceneReading", "SceneModel", "LayoutEngine", "SourceText",
                "TextMetrics", "Rendering",
                "RasterImage",
                "GoldenImages", "FileOutput", "Parallel",
            ]),
        // `alpreview watch`: the HTTP server and the file watcher, so that AlpreviewKit does not depend on FlyingSocks.
        .target(
            name: "PreviewServer",
            dependencies: [
                "AlpreviewKit", "SceneModel", "LayoutEngine", "Rendering", "SourceText", "FileInput", "Parallel",
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]),
        .target(
            name: "AlpreviewCommands",
            dependencies: [
                "AlpreviewKit", "SceneFormat", "Readers", "SceneReading", "SceneModel", "LayoutEngine", "SourceText",
                "Rendering", "GoldenImages", "AccessibilityAudit",
                "FileOutput",
                "PreviewServer", "Parallel", "FileInput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .target(
            name: "AlpreviewSnapshotTesting",
            dependencies: [
                "AlpreviewKit", "SceneModel", "LayoutEngine", "GoldenImages", "RasterImage", "Rendering",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .executableTarget(name: "alpreview", dependencies: ["AlpreviewCommands"]),
        .executableTarget(
            name: "FuzzSceneFormat", dependencies: ["SceneFormat", "Readers", "SceneReading", "FuzzSupport"]),
        // Fuzzing (docs/fuzzing.md): one executable per target over a shared libFuzzer driver.
        .target(name: "FuzzSupport", dependencies: ["SceneModel", "LayoutEngine"]),
        // Random valid scenes, a shrinker and the pipeline checks, for FuzzPipeline and RandomSceneTests.
        .target(
            name: "RandomScenes",
            dependencies: [
                "AlpreviewKit", "SceneFormat", "Readers", "SceneReading", "SceneModel", "LayoutEngine", "Rendering",
                "RasterImage",
            ]),
        .executableTarget(
            name: "FuzzPipeline",
            dependencies: [
                "FuzzSupport", "RandomScenes", "SceneFormat", "Readers", "SceneReading", "SceneModel", "LayoutEngine",
                "TextMetrics",
            ]),
        .executableTarget(
            name: "FuzzInterfaceBuilder",
            dependencies: ["FuzzSupport", "IBXML", "InterfaceBuilder", "SceneModel", "LayoutEngine", "SceneReading"]),
        .executableTarget(
            name: "FuzzConflictLog", dependencies: ["FuzzSupport", "ConflictLog", "SceneModel", "LayoutEngine"]),
        .executableTarget(
            name: "FuzzSwiftSource",
            dependencies: ["FuzzSupport", "SwiftSource", "SceneReading", "SceneModel", "LayoutEngine"]),
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzSupport", "RasterImage", "GoldenImages"]),
        // `make corpus`: solved frames against the frames Xcode stored in ../shared/corpus.
        .executableTarget(
            name: "Corpus",
            dependencies: [
                "AlpreviewKit", "InterfaceBuilder", "StoredFrames", "IBXML", "SceneModel", "LayoutEngine",
                "TextMetrics",
            ]),
        // `make swift-corpus`: the Swift files of ../shared/swift read, counted and drawn.
        .executableTarget(
            name: "SwiftCorpus",
            dependencies: ["SwiftSource", "Readers", "SceneReading", "SceneModel", "LayoutEngine", "TextMetrics"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "Cassowary", "SceneFormat", "Readers", "SceneReading", "SceneModel", "LayoutEngine", "TextMetrics",
                "Rendering", "RasterImage",
                "GoldenImages", "AlpreviewKit", "PreviewServer", "Parallel",
            ]),

        // What several test targets share (a fixed text measurer, a scratch folder): not a product.
        .target(name: "TestSupport", dependencies: ["SceneModel"], path: "Tests/TestSupport"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(
            name: "LayoutEngineTests",
            dependencies: [
                "SceneModel", "LayoutEngine", "SceneFormat", "Readers", "SceneReading", "TextMetrics", "TestSupport",
            ]),
        .testTarget(name: "SceneModelTests", dependencies: ["SceneModel"]),
        .testTarget(name: "SceneReadingTests", dependencies: ["SceneReading", "SceneModel", "TestSupport"]),
        .testTarget(name: "SourceTextTests", dependencies: ["SourceText"]),
        .testTarget(name: "FileInputTests", dependencies: ["FileInput", "TestSupport"]),
        .testTarget(name: "FileOutputTests", dependencies: ["FileOutput", "TestSupport"]),
        .testTarget(
            name: "ReadersTests",
            dependencies: [
                "Readers", "SceneReading", "SceneFormat", "InterfaceBuilder", "ConflictLog", "SceneModel",
                "LayoutEngine",
            ]),
        .testTarget(
            name: "SceneFormatTests",
            dependencies: [
                "SceneFormat", "Readers", "SceneReading", "SceneModel", "LayoutEngine", "Yams", "TestSupport",
            ]),
        .testTarget(
            name: "RenderingTests",
            dependencies: [
                "Rendering", "SceneModel", "LayoutEngine", "SceneFormat", "Readers", "SceneReading", "TextMetrics",
                "RasterImage", "CCairo", "TestSupport", "StoryboardFixtures",
            ]),
        .testTarget(
            name: "StoredFramesTests",
            dependencies: [
                "StoredFrames", "StoryboardFixtures", "InterfaceBuilder", "IBXML", "SceneModel", "LayoutEngine",
                "TextMetrics",
            ]),
        .testTarget(
            name: "InterfaceBuilderTests",
            dependencies: [
                "StoryboardFixtures",
                "IBXML", "InterfaceBuilder", "StoredFrames", "SceneModel", "LayoutEngine", "SceneFormat", "Readers",
                "SceneReading", "TextMetrics", "TestSupport",
            ]),
        .testTarget(
            name: "ConflictLogTests", dependencies: ["ConflictLog", "SceneModel", "LayoutEngine", "TextMetrics"]),
        .testTarget(name: "GoldenImagesTests", dependencies: ["GoldenImages", "RasterImage", "TestSupport"]),
        .testTarget(name: "RasterImageTests", dependencies: ["RasterImage", "CZlib"]),
        .testTarget(name: "ParallelTests", dependencies: ["Parallel"]),
        .testTarget(
            name: "TextMetricsTests", dependencies: ["TextMetrics", "SceneModel", "LayoutEngine", "CPangoCairo"]),
        .testTarget(name: "IBXMLTests", dependencies: ["IBXML"]),
        .testTarget(
            name: "AccessibilityAuditTests",
            dependencies: ["AccessibilityAudit", "AlpreviewKit", "SceneModel", "LayoutEngine", "TestSupport"]),
        .testTarget(
            name: "SwiftSourceTests",
            dependencies: [
                "SwiftSource", "Readers", "SceneReading", "SceneFormat", "SceneModel", "LayoutEngine", "TextMetrics",
                "TestSupport",
            ]),
        .testTarget(
            name: "AlpreviewKitTests",
            dependencies: [
                "AlpreviewKit", "GoldenImages", "SceneModel", "LayoutEngine", "SceneFormat", "Readers", "SceneReading",
            ]),
        // UIKit conformance: cases from public sources, each citing its source (docs/conformance.md).
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["SceneModel", "LayoutEngine", "SceneFormat", "Readers", "SceneReading", "TextMetrics"],
            path: "Tests/Conformance"),
        .testTarget(
            name: "RandomSceneTests",
            dependencies: [
                "RandomScenes", "AlpreviewCommands", "AlpreviewKit", "SceneFormat", "Readers", "SceneReading",
                "SceneModel", "LayoutEngine",
                "Cassowary",
            ]),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: ["PreviewServer", "TestSupport"]),
        .testTarget(
            name: "AlpreviewCommandsTests",
            dependencies: [
                "AlpreviewCommands", "AlpreviewKit", "GoldenImages", "SceneFormat", "Readers", "SceneReading",
                "SceneModel", "LayoutEngine",
                "FileInput",
                "FileOutput", "RasterImage", "Parallel", "TestSupport", "StoryboardFixtures",
            ]),
        .testTarget(
            name: "AlpreviewSnapshotTestingTests",
            dependencies: ["AlpreviewSnapshotTesting", "AlpreviewKit", "SceneModel", "LayoutEngine"],
            exclude: ["__Snapshots__"]),
    ]
)
