// swift-tools-version: 6.1
import PackageDescription

/// Settings every target shares: Swift 6 strict concurrency, explicit `any`, direct type metadata accessors, and a
/// section per function (for the link's ordering, below).
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    // A concrete generic type (a `[CalendarDate: …]`, a `Set<DayKey>`) then gets its metadata from a direct accessor
    // call instead of a type name demangled at its first use, for which the runtime searched all ~8,800 conformance
    // records of the static binary once per protocol requirement (0.1–0.2 ms a search, several per warm week).
    // The dependencies get it from scripts/release-build: SwiftPM takes a flag for them on the command line only.
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-Xfrontend", "-function-sections"]),
]

/// How `tv` is linked, for a faster start (figures: BENCHMARKS.md).
///
/// - lld with packed relative relocations (DT_RELR): the static binary's 118,000 relocations take 23 KB instead of
///   2.8 MB for the loader to read.
/// - No exported symbols: SwiftPM exports all 32,000 of the executable's, so every symbol each shared library looks up
///   was first searched for in the executable, and the backtracer's `dladdr` at start-up scanned them all.
/// - The C++ runtime (the Swift runtime's and ICU's) linked in, not loaded and relocated at every start:
///   `Sources/tv/Linking/libstdc++.so` is a linker script that `-lstdc++` finds first and that names `libstdc++.a`.
/// - The functions a start and a week run placed first and together (`Sources/tv/Linking/startup.order`, made by
///   `scripts/startup-order`): a cold week mapped 15 MB of the 26 MB text segment, its code scattered over it.
///   A name the list has and the binary no longer has is skipped without a warning.
let startupLinkerSettings: [LinkerSetting] = {
    let linking = Context.packageDirectory + "/Sources/tv/Linking"
    return [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic",
                          "-L", linking, "-Xlinker", "--symbol-ordering-file=" + linking + "/startup.order",
                          "-Xlinker", "--no-warn-symbol-ordering"])]
}()

#if arch(arm64)
let multiarch = "aarch64-linux-gnu"
#else
let multiarch = "x86_64-linux-gnu"
#endif

/// Where Debian's libchafa-dev and libglib2.0-dev put the headers `chafa.h` needs (`pkg-config --cflags chafa`; a
/// `pkgConfig` target would also link the libraries, which CChafa opens only to draw a picture).
let chafaIncludes = ["/usr/include/chafa", "/usr/lib/\(multiarch)/chafa/include", "/usr/include/glib-2.0",
                     "/usr/lib/\(multiarch)/glib-2.0/include"].flatMap { ["-I", $0] }

let package = Package(
    name: "tv",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "tv", targets: ["tv"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
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
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: Service: the week window, caches, observers
        .target(name: "TVService", dependencies: ["TVMaze"], swiftSettings: swiftSettings),

        // MARK: Store: the SQLite cache (disposable) and tracking database (user data), via GRDB
        .target(
            name: "TVStore",
            dependencies: ["TVMaze", "TVService", "TVText", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: swiftSettings
        ),

        // MARK: Shell: commands, session state, rendering (knows nothing of HTTP)
        .target(
            name: "TVShell",
            dependencies: ["TVService", "TVMaze", "TVText", "LineEditor", "TVImages"],
            swiftSettings: swiftSettings
        ),

        // MARK: The executable
        .systemLibrary(name: "CMalloc"),
        .executableTarget(
            name: "tv",
            dependencies: [
                "TVShell", "TVService", "TVMaze", "TVImages", "TVStore", "TVText", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Linking"],
            swiftSettings: swiftSettings,
            linkerSettings: startupLinkerSettings
        ),

        // MARK: Test support: a loopback TVmaze server with injectable faults
        .target(
            name: "TVTestSupport",
            dependencies: [
                "TVMaze",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ),

        .executableTarget(
            name: "tv-fixture-server",
            dependencies: ["TVTestSupport", "TVMaze", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: swiftSettings
        ),

        .testTarget(name: "TVImagesTests", dependencies: ["TVImages", "CLibraryLoader", "TVTestSupport"],
                    exclude: ["Goldens"], swiftSettings: swiftSettings),

        // MARK: In-process benchmarks for scripts/bench (release builds only)
        .executableTarget(name: "tv-bench", dependencies: ["TVMaze", "TVShell"], swiftSettings: swiftSettings),

        .testTarget(name: "TVTextTests", dependencies: ["TVText", "TVTestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor", "TVText"], swiftSettings: swiftSettings),
        .testTarget(
            name: "TVMazeTests",
            dependencies: ["TVMaze", "TVTestSupport"],
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
            dependencies: ["TVStore", "TVService", "TVMaze", "TVTestSupport", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TVShellTests",
            dependencies: ["TVShell", "TVService", "TVMaze", "TVTestSupport", "LineEditor", "TVImages",
                           .product(name: "GRDB", package: "GRDB.swift")],
            exclude: ["Goldens"],
            swiftSettings: swiftSettings
        ),
    ]
)
