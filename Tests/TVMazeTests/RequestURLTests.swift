import Foundation
import TVTestSupport
import Testing

@testable import TVMaze

/// The URLs the client asks for: the base, the path and a strictly percent-encoded query.
@Suite struct RequestURLTests {
    let client = TVMazeClient(
        configuration: .init(baseURL: URL(string: "http://127.0.0.1:8080/")!),
        transport: FixtureTransport(router: FixtureRouter(directory: URL(fileURLWithPath: "/nonexistent"))))

    @Test func queryNamesAndValuesArePercentEncodedInOrder() {
        let url = client.url("/search/shows", query: [("q", "girls & boys/ü+~"), ("embed[]", "cast")])
        #expect(
            url.absoluteString
                == "http://127.0.0.1:8080/search/shows?q=girls%20%26%20boys%2F%C3%BC%2B~&embed%5B%5D=cast")
        #expect(client.url("/shows/1", query: []).absoluteString == "http://127.0.0.1:8080/shows/1")
    }

    @Test func encodingMatchesFoundationsStrictEncodingOnRandomText() {
        // Foundation's addingPercentEncoding with RFC 3986's unreserved set is the reference the encoder replaced.
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let pool = Array("aZ09-._~ !\"#$%&'()*+,/:;<=>?@[\\]^`{|}\t\n\u{7F}éß€😀\u{301}\u{0}")
        var random = SplitMix64(seed: 11)
        for _ in 0..<500 {
            let text = String((0..<Int(random.next() % 12)).map { _ in pool[Int(random.next() % UInt64(pool.count))] })
            #expect(
                TVMazeClient.encode(text) == text.addingPercentEncoding(withAllowedCharacters: unreserved),
                "\(text.debugDescription)")
        }
    }
}

@Suite struct ServerURLTests {
    @Test func portsSchemesAndQueriesAsWritten() {
        for usable in ["http://127.0.0.1:8080", "https://api.tvmaze.com", "http://[::1]:65535/x", "http://u:p@h:1"] {
            #expect(ServerURL.isUsableBase(URL(string: usable)!), "\(usable)")
        }
        for unusable in [
            "http://127.0.0.1:99999", "http://h:0", "http://h:", "http://h:99999999999999999999", "ftp://h",
            "http://h/x?y=1", "http://h/#f", "file:///tmp",
        ] {
            #expect(!ServerURL.isUsableBase(URL(string: unusable)!), "\(unusable)")
        }
        #expect(ServerURL.isUsable(URL(string: "http://h:80/search?q=x")!))  // a redirect's Location may carry a query
    }

    @Test func logsShowNoCredentials() {
        #expect(
            ServerURL.redacted(URL(string: "http://user:secret@127.0.0.1:8080/shows/1")!)
                == "http://127.0.0.1:8080/shows/1")
        #expect(ServerURL.redacted(URL(string: "https://api.tvmaze.com/shows/1")!) == "https://api.tvmaze.com/shows/1")
    }
}
