import Foundation
import TVImages
import TVTestSupport
import Testing

/// The Girls poster of the sample data (a generated 68×100 PNG served at a .jpg URL).
enum TestImages {
    static let posterURL = RepositoryPaths.fixtures.appendingPathComponent("images/medium_portrait/13/34955.jpg")
    static let goldens = RepositoryPaths.root.appendingPathComponent("Tests/TVImagesTests/Goldens")

    static func poster() throws -> RGBAImage {
        try RGBAImage.decode(try Data(contentsOf: posterURL))
    }

    /// Compares with `Goldens/NAME`, or rewrites it under `TV_BLESS=1`.
    static func checkGolden(_ actual: String, _ name: String) throws {
        let url = goldens.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["TV_BLESS"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name) differs (TV_BLESS=1 swift test --filter TVImagesTests re-blesses)")
    }
}

@Suite struct DecodingTests {
    @Test func decodesTheSamplePosterPNG() throws {
        let image = try TestImages.poster()
        #expect(image.width == 68 && image.height == 100)
        #expect(image.pixels.count == 68 * 100 * 4)
        #expect(image.pixels[3] == 255)  // opaque
    }

    @Test func decodesAJPEG() throws {
        let image = try RGBAImage.decode(try Data(contentsOf: TestImages.goldens.appendingPathComponent("poster.jpg")))
        #expect(image.width == 68 && image.height == 100)
        // The title band at the bottom is near-black in both encodings.
        let bottomLeft = (99 * 68 + 1) * 4
        #expect(image.pixels[bottomLeft] < 60 && image.pixels[bottomLeft + 3] == 255)
    }

    @Test func refusesWhatIsNotAPicture() throws {
        #expect(throws: RGBAImage.DecodeError.self) { try RGBAImage.decode(Array("<html>not found</html>".utf8)) }
        let png = try Data(contentsOf: TestImages.posterURL)
        #expect(throws: RGBAImage.DecodeError.self) { try RGBAImage.decode(png.prefix(60)) }  // truncated PNG
        let jpeg = try Data(contentsOf: TestImages.goldens.appendingPathComponent("poster.jpg"))
        #expect(throws: RGBAImage.DecodeError.self) { try RGBAImage.decode(jpeg.prefix(40)) }  // truncated JPEG
        #expect(ImageFormat(signature: Array(png.prefix(8))) == .png)
        #expect(ImageFormat(signature: [0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
    }

    /// Both decoders refuse a picture of more pixels than the cap, naming its size, before decoding it; at the cap
    /// they decode it.
    @Test(arguments: ["poster.png", "poster.jpg"])
    func picturesOverThePixelCapAreRefused(_ name: String) throws {
        let url =
            name == "poster.png" ? TestImages.posterURL : TestImages.goldens.appendingPathComponent("poster.jpg")
        let bytes = try Data(contentsOf: url)
        let error = #expect(throws: RGBAImage.DecodeError.self) { try RGBAImage.decode(bytes, maxPixels: 68 * 100 - 1) }
        #expect(error?.description == "picture too large (68×100 pixels)")
        #expect(try RGBAImage.decode(bytes, maxPixels: 68 * 100).width == 68)
        // The default cap is a terminal poster's, not 8192².
        #expect(RGBAImage.maxPixels == 2048 * 3072)
    }

    /// A PNG whose header claims 30000×30000 pixels (and has no pixel data) is refused as too large, not allocated.
    @Test func aHugeClaimedSizeIsRefusedBeforeAllocation() throws {
        var png = Array(try Data(contentsOf: TestImages.posterURL))
        // IHDR's width and height are bytes 16–23; its CRC (bytes 29–32) must be recomputed.
        for (offset, value) in [(16, UInt32(30000)), (20, UInt32(30000))] {
            withUnsafeBytes(of: value.bigEndian) { png.replaceSubrange(offset..<offset + 4, with: $0) }
        }
        let crc = Self.crc32(png[12..<29])
        withUnsafeBytes(of: crc.bigEndian) { png.replaceSubrange(29..<33, with: $0) }
        let error = #expect(throws: RGBAImage.DecodeError.self) { try RGBAImage.decode(png) }
        #expect(error?.description == "picture too large (30000×30000 pixels)")
    }

    /// PNG's CRC-32 (ISO 3309).
    static func crc32(_ bytes: some Collection<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

@Suite struct CharacterArtTests {
    @Test(arguments: [(8, ColorDepth.indexed256), (8, .truecolor), (16, .indexed256), (16, .truecolor)])
    func goldens(columns: Int, depth: ColorDepth) throws {
        let image = try TestImages.poster()
        let rows = TerminalImage.rows(for: (image.width, image.height), columns: columns)
        let art = TerminalImage.render(image, as: .blocks, depth: depth, columns: columns, rows: rows)
        #expect(art.split(separator: "\n").count == rows)
        #expect(art.hasSuffix("\u{1B}[0m"))
        switch depth {
        case .indexed256: #expect(art.contains("[38;5;") && !art.contains("[38;2;"))
        case .truecolor: #expect(art.contains("[38;2;") || art.contains("[48;2;"))
        }
        try TestImages.checkGolden(art, "poster-\(columns)-\(depth.rawValue).txt")
    }

    @Test func rowsKeepThePosterShape() {
        // 68×100 in 10×20 cells: 16 columns are 160 px wide, so 235 px tall, about 12 rows.
        #expect(TerminalImage.rows(for: (68, 100), columns: 16) == 12)
        #expect(TerminalImage.rows(for: (128, 72), columns: 40) == 11)
    }
}

@Suite struct ProtocolSequenceTests {
    private func render(_ graphics: GraphicsProtocol) throws -> String {
        TerminalImage.render(try TestImages.poster(), as: graphics, columns: 8, rows: 6)
    }

    @Test func kittyIsAnAPCGraphicsCommand() throws {
        let text = try render(.kitty)
        #expect(text.hasPrefix("\u{1B}_G"))
        #expect(text.contains("a=T") && text.contains("f=32"))
        #expect(text.contains("c=8") && text.contains("r=6"))
        #expect(text.hasSuffix("\u{1B}\\"))
    }

    @Test func itermIsAnOSC1337File() throws {
        let text = try render(.iterm)
        #expect(text.hasPrefix("\u{1B}]1337;File="))
        #expect(text.contains("inline=1"))
        #expect(text.hasSuffix("\u{07}"))
    }

    @Test func sixelIsADCSWithSixelData() throws {
        let text = try render(.sixel)
        #expect(text.hasPrefix("\u{1B}P"))
        let body = text.dropFirst(2)
        #expect(body.prefix(while: { $0 != "q" }).allSatisfy { $0.isNumber || $0 == ";" })
        #expect(text.contains("#"))  // colour registers
        #expect(text.hasSuffix("\u{1B}\\"))
    }

    @Test func placementSavesMovesAndRestoresTheCursor() {
        let art = CursorPlacement.place("ab\ncd", rows: 2, linesUp: 5, column: 10, graphics: .blocks)
        #expect(art == "\u{1B}7\u{1B}[5A\u{1B}[11Gab\u{1B}[0m\u{1B}[1B\u{1B}[11Gcd\u{1B}[0m\u{1B}8")
        let pixels = CursorPlacement.place("PIC", rows: 4, linesUp: 4, column: 0, graphics: .sixel)
        #expect(pixels == "\u{1B}7\u{1B}[4A\u{1B}[1GPIC\u{1B}8")
    }
}

@Suite struct DetectionTests {
    @Test func environmentNamesTheProtocol() {
        #expect(GraphicsDetection.fromEnvironment(["TERM": "xterm-kitty"]) == .kitty)
        #expect(GraphicsDetection.fromEnvironment(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"]) == .kitty)
        #expect(GraphicsDetection.fromEnvironment(["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty"]) == .kitty)
        #expect(GraphicsDetection.fromEnvironment(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]) == .iterm)
        #expect(GraphicsDetection.fromEnvironment(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]) == .iterm)
        #expect(GraphicsDetection.fromEnvironment(["TERM": "mlterm"]) == .sixel)
        #expect(GraphicsDetection.fromEnvironment(["TERM": "foot"]) == .sixel)
        #expect(GraphicsDetection.fromEnvironment(["TERM": "xterm-256color"]) == nil)
    }

    @Test func depthFollowsCOLORTERM() {
        #expect(GraphicsDetection.depth(["COLORTERM": "truecolor"]) == .truecolor)
        #expect(GraphicsDetection.depth(["COLORTERM": "24bit"]) == .truecolor)
        #expect(GraphicsDetection.depth([:]) == .indexed256)
    }

    @Test func da1Attribute4MeansSixel() {
        #expect(GraphicsDetection.da1AnnouncesSixel("\u{1B}[?63;1;2;4;6;9;15;22c"))  // xterm -ti vt340
        #expect(GraphicsDetection.da1AnnouncesSixel("\u{1B}[?62;4c"))
        #expect(!GraphicsDetection.da1AnnouncesSixel("\u{1B}[?64;1;2;6;9;15;18;21;22c"))  // xterm, no sixel
        #expect(!GraphicsDetection.da1AnnouncesSixel("\u{1B}[?1;2c"))
        #expect(!GraphicsDetection.da1AnnouncesSixel("\u{1B}[?14;2c"))  // 14 is not 4
        #expect(!GraphicsDetection.da1AnnouncesSixel(""))
    }

    @Test func keysTypedAroundTheDA1AnswerAreGivenBack() {
        let answer = Array("\u{1B}[?62;4c".utf8)
        let before = TerminalQuery.Reply(reading: Array("sh".utf8) + answer + [0x04])
        #expect(before == TerminalQuery.Reply(answer: "\u{1B}[?62;4c", typeahead: Array("sh".utf8) + [0x04]))
        // No answer before the timeout: every byte was a key (Ctrl-D, an arrow key's escape sequence).
        let keys: [UInt8] = [0x04, 0x1B, UInt8(ascii: "["), UInt8(ascii: "A")]
        #expect(TerminalQuery.Reply(reading: keys) == TerminalQuery.Reply(answer: nil, typeahead: keys))
        // The start of a late answer is neither.
        #expect(
            TerminalQuery.Reply(reading: Array("q".utf8) + answer.prefix(4))
                == TerminalQuery.Reply(answer: nil, typeahead: Array("q".utf8)))
        #expect(TerminalQuery.Reply(reading: [0x1B]) == TerminalQuery.Reply(answer: nil, typeahead: []))
    }

    @Test func theDecisionAsksTheTerminalOnlyWhenTheEnvironmentLeavesItOpen() {
        var asked = 0
        let kitty = GraphicsDetection.detect(environment: ["TERM": "xterm-kitty"]) {
            asked += 1
            return nil
        }
        #expect(kitty == GraphicsCapability(.kitty) && asked == 0)
        let sixel = GraphicsDetection.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) {
            asked += 1
            return "\u{1B}[?63;1;2;4;6;9;15;22c"
        }
        #expect(sixel == GraphicsCapability(.sixel, depth: .truecolor) && asked == 1)
        let blocks = GraphicsDetection.detect(environment: ["TERM": "xterm-256color"]) { nil }
        #expect(blocks == GraphicsCapability(.blocks, depth: .indexed256))
        #expect(
            GraphicsDetection.detect(environment: ["TERM": "dumb"]) {
                asked += 1
                return nil
            } == .none)
        #expect(
            GraphicsDetection.detect(environment: [:]) {
                asked += 1
                return nil
            } == .none)
        #expect(asked == 1)
    }
}
