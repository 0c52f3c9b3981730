import TVText
import Testing

@Suite struct TildePathTests {
    @Test func aLeadingTildeIsHOMEAsAShellMakesIt() {
        #expect(TildePath.expand("~/x.ics", home: "/tmp/someone") == "/tmp/someone/x.ics")
        #expect(TildePath.expand("~", home: "/tmp/someone") == "/tmp/someone")
        #expect(TildePath.expand("a/~/b", home: "/tmp/someone") == "a/~/b")
        #expect(TildePath.expand("/abs/~x", home: "/tmp/someone") == "/abs/~x")
        #expect(TildePath.expand("~root/x", home: "/tmp/someone") == "/root/x")  // another user's home: the account's
        #expect(TildePath.expand("~/x", home: "relative").hasSuffix("/x"))  // a HOME that is not absolute is not used
        #expect(!TildePath.expand("~/x", home: "relative").hasPrefix("relative"))
    }
}
