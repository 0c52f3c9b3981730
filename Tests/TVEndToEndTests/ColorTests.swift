import Testing

/// Colour in the built binary's output: only when asked, never off a terminal by default.
@Suite struct ColorTests {
    @Test func colourOnlyWhenAskedAndNeverWithNoColorByDefault() async throws {
        let always = try await TVProcess.run([
            "--offline", "--tz", "America/New_York", "-X", "--color", "always", "-c", "day tue /oak",
        ])
        #expect(always.0.contains("\u{1B}[1mTuesday 2026-11-17\u{1B}[0m"))
        let auto = try await TVProcess.run(["--offline", "--tz", "America/New_York", "-X", "-c", "day tue /oak"])
        #expect(!auto.0.contains("\u{1B}"))  // not a terminal: no colour
        #expect(auto.0.contains("Tuesday 2026-11-17"))
    }
}
