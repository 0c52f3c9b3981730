// swift-tools-version: 6.1
import PackageDescription

/// Settings every target shares, besides Swift 6 strict concurrency (the tools version's default language mode).
let swiftSettings: [SwiftSetting] = [
    // `any` spelled out wherever an existential is used (SE-0335).
    .enableUpcomingFeature("ExistentialAny"),
    // A file sees the members of the modules it imports itself, not of those its neighbours import (SE-0444).
    .enableUpcomingFeature("MemberImportVisibility"),
    // An import is internal unless declared `package`/`public`, so each module's interface says what it exposes (SE-0409).
    .enableUpcomingFeature("InternalImportsByDefault"),
]

#if arch(arm64)
let multiarch = "aarch64-linux-gnu"
#else
let multiarch = "x86_64-linux-gnu"
#endif

/// Where Debian's libchafa-dev and libglib2.0-dev put the headers `chafa.h` needs (`pkg-config --cflags chafa`; a
/// `pkgConfig` target would also link the libraries, which CChafa opens only to draw a picture).
let chafaIncludes = [
    "/usr/include/chafa", "/usr/lib/\(multiarch)/chafa/include", "/usr/include/glib-2.0",
    "/usr/lib/\(multiarch)/glib-2.0/include",
].flatMap { ["-I", $0] }

let package = Package(
    name: "tv",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "tv", targets: ["tv"])
    ],
    dependencies: [
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        // TLS settings for SSL_CERT_FILE / SSL_CERT_DIR, and TLS failures told by their types (already AsyncHTTPClient's
        // dependency).
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        // The limit and the errors of decompressing gzip bodies (already AsyncHTTPClient's dependency).
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        // HTTP/2 flow-control windows (already AsyncHTTPClient's dependency).
        .package(url: "https://github.com/apple/swift-nio-http2.git", from: "1.46.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        // MARK: Shared libraries opened when first needed (libedit for the prompt, libpng, libjpeg, libchafa for
        // pictures): runs that need neither never load them, and tv still runs where they are missing.
        .target(name: "CLibraryLoader"),

        // MARK: Line editor (knows nothing of TVmaze)
        .target(name: "CLibEdit", dependencies: ["CLibraryLoader"]),
        .target(name: "LineEditor", dependencies: ["CLibEdit", "TVText"], swiftSettings: swiftSettings),

        // MARK: Pictures for terminals: decoding and libchafa rendering (knows nothing of TVmaze or HTTP)
        .target(name: "CChafa", dependencies: ["CLibraryLoader"], cSettings: [.unsafeFlags(chafaIncludes)]),
        .target(name: "CImageCodecs", dependencies: ["CLibraryLoader"]),
        .target(name: "TVImages", dependencies: ["CChafa", "CImageCodecs", "TVText"], swiftSettings: swiftSettings),

        // MARK: Text helpers shared by every view
        .target(name: "TVText", swiftSettings: swiftSettings),

        // MARK: TVmaze API: network, models, endpoints (knows nothing of terminals)
        .target(
            name: "TVMaze",
            dependencies: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOTLS", package: "swift-nio"),
                .product(name: "NIOHTTP2", package: "swift-nio-http2"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: Imports: reading other trackers' exports and tv's backup (knows nothing of terminals or HTTP; of TVMaze
        // it uses the time types only, one owner for dates); zips through libzip, opened when first needed; Kodi's
        // library through GRDB's SQLite, read-only
        .target(name: "CLibZip", dependencies: ["CLibraryLoader"]),
        .target(
            name: "TVImport", dependencies: ["CLibZip", "TVMaze", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: swiftSettings),

        // MARK: Service: the week window, caches, observers
        .target(name: "TVService", dependencies: ["TVMaze", "TVImport"], swiftSettings: swiftSettings),

        // MARK: Store: the SQLite cache (disposable) and tracking database (user data), via GRDB
        .target(
            name: "TVStore",
            dependencies: ["TVMaze", "TVService", "TVText", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: swiftSettings
        ),

        // MARK: Shell: commands, session state, rendering (knows nothing of HTTP)
        .target(
            name: "TVShell",
            dependencies: ["TVService", "TVMaze", "TVText", "LineEditor", "TVImages", "TVImport"],
            swiftSettings: swiftSettings
        ),

        // MARK: The executable, the commit scripts/stamp-binary writes into the copy it installs or packages, and how
        // its C heap grows
        .target(name: "CBuildStamp"),
        .target(name: "CHeap"),
        .executableTarget(
            name: "tv",
            dependencies: [
                "TVShell", "TVService", "TVMaze", "TVImages", "TVStore", "TVText", "LineEditor", "CBuildStamp",
                "CHeap",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: Test support: a loopback TVmaze server with injectable faults
        .target(
            name: "TVTestSupport",
            dependencies: [
                "TVMaze",
                "TVService",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ),

        .executableTarget(
            name: "tv-fixture-server",
            dependencies: [
                "TVTestSupport", "TVMaze", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),

        .testTarget(
            name: "TVImagesTests", dependencies: ["TVImages", "CLibraryLoader", "TVTestSupport"],
            exclude: ["Goldens"], swiftSettings: swiftSettings),

        // MARK: In-process benchmarks for scripts/bench (release builds only)
        .executableTarget(
            name: "tv-bench", dependencies: ["TVMaze", "TVService", "TVShell"], swiftSettings: swiftSettings),

        .testTarget(name: "TVTextTests", dependencies: ["TVText", "TVTestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "TVText"], swiftSettings: swiftSettings),
        .testTarget(
            name: "TVMazeTests",
            dependencies: ["TVMaze", "TVTestSupport", .product(name: "NIOCore", package: "swift-nio")],
            exclude: ["Goldens"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TVServiceTests",
            dependencies: ["TVService", "TVMaze", "TVTestSupport"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "tv-mark-writer",
            dependencies: ["TVStore", "TVService"],
            swiftSettings: swiftSettings
        ),

        .testTarget(
            name: "TVStoreTests",
            dependencies: [
                "TVStore", "TVService", "TVMaze", "TVTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: swiftSettings
        ),
        // MARK: End-to-end tests: the built `tv` binary run as a process (transcripts, faults, exit codes)
        .testTarget(
            name: "TVEndToEndTests",
            dependencies: [
                "TVShell", "LineEditor", "TVMaze", "TVTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TVImportTests",
            dependencies: [
                "TVImport", "TVService", "TVMaze", "TVTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["ImportSamples"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TVShellTests",
            dependencies: ["TVShell", "TVService", "TVMaze", "TVText", "TVTestSupport", "LineEditor", "TVImages"],
            exclude: ["Goldens"],
            swiftSettings: swiftSettings
        ),
    ]
)
