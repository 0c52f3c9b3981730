import Testing

/// Pictures never reach output that is not a terminal.
@Suite struct PictureOutputTests {
    /// The binary with pictures forced on but stdout a pipe: not one image byte.
    @Test func pipedOutputHasNoImageBytes() async throws {
        for format in ["table", "json"] {
            let (text, status) = try await TVProcess.run(
                [
                    "--offline", "--images", "sixel", "--format", format, "-X", "-c", "show #139", "-c", "search girls",
                    "-c", "episode 6x10", "-c", "week --network ABC",
                ])
            #expect(status == 0)
            for marker in ["\u{1B}P", "\u{1B}_G", "\u{1B}]1337", "\u{1B}7", "\u{1B}["] {
                #expect(!text.contains(marker), "\(format): found \(marker.debugDescription)")
            }
        }
    }
}
