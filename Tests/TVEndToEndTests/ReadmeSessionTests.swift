import Foundation
import TVTestSupport
import Testing

/// README's "A session" is true: its commands are `Fixtures/sessions/21-readme-session.tv`, which TranscriptTests runs
/// through the built tv, and each prompt and command it shows is a line of that transcript, in order, with no error.
@Suite struct ReadmeSessionTests {
    @Test func theReadmeSessionIsTheTranscript() throws {
        let readme = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let heading = try #require(readme.range(of: "## A session\n\n"))
        let section = try #require(readme[heading.upperBound...].range(of: "```\n"))
        // The rows it selects are the transcript's, whose zone (TVProcess.transcript) the README must name.
        #expect(readme[heading.upperBound..<section.lowerBound].contains("--tz America/New_York"))
        let block = readme[section.upperBound...]
        let end = try #require(block.range(of: "```"))
        // "PROMPT> COMMAND   comment": the command ends where two spaces begin.
        let shown: [(prompt: String, command: String)] = block[..<end.lowerBound].split(separator: "\n").map { line in
            let prompt = line.prefix(through: line.firstIndex(of: ">")!) + " "
            let rest = line.dropFirst(prompt.count)
            let command = rest.range(of: "  ").map { rest[..<$0.lowerBound] } ?? rest
            return (String(prompt), String(command))
        }
        let sessions = RepositoryPaths.fixtures.appendingPathComponent("sessions")
        let script = try String(
            contentsOf: sessions.appendingPathComponent("21-readme-session.tv"), encoding: .utf8)
        let commands = script.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
        #expect(shown.map(\.command) == commands)
        let transcript = try String(
            contentsOf: sessions.appendingPathComponent("21-readme-session.out"), encoding: .utf8
        ).components(separatedBy: "\n")
        var position = transcript.startIndex
        for (prompt, command) in shown {
            let found = transcript[position...].firstIndex(of: prompt + command)
            #expect(found != nil, "README shows ‘\(prompt + command)’, which the transcript does not")
            position = found.map { $0 + 1 } ?? position
        }
        #expect(!transcript.contains { $0.hasPrefix("error:") })
        #expect(transcript.contains { $0.hasPrefix("▸") })  // row 8 marks its episode
    }

    /// `--help` says what `--layout auto` does (README, "Pictures and layouts"): the list on a terminal at any width.
    @Test func layoutHelpSaysWhatAutoDoes() async throws {
        let (help, status) = try await TVProcess.run(["--help"])
        #expect(status == 0)
        let layout = try #require(help.range(of: "--layout <layout>"))
        let text = help[layout.upperBound...].prefix { $0 != "-" }.split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        #expect(text.contains("list on a terminal (any width)"))
        #expect(!text.contains("80"))
    }
}
