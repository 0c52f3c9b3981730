import Foundation
import TVMaze
import TVService
import Testing

@testable import TVShell

/// The digest's rows and the spoiler guard of issue 29.
@Suite struct TrackerViewTests {
    @Test func aStreamingDropIsOneDigestRow() {
        let drop = (1...3).map {
            var event = TrackingSamples.event(500 + $0, show: "Drop", at: "2026-11-18T12:00:00+00:00", airtime: "")
            event.kind = .streaming
            return event
        }
        let late = TrackingSamples.event(601, show: "Late", at: "2026-11-19T06:30:00+00:00", airtime: "01:30")  // Wed
        let next = TrackingSamples.event(602, show: "Late", at: "2026-11-20T01:00:00+00:00")  // Thu 20:00
        let double = TrackingSamples.event(603, show: "Late", at: "2026-11-20T01:30:00+00:00")  // Thu 20:30: not a drop
        let rows = DigestView.grouped(drop + [late, next, double], zone: TrackingSamples.newYork)
        #expect(rows.map(\.events.count) == [3, 1, 1, 1])
        #expect(rows.map { $0.day?.description } == ["2026-11-18", "2026-11-18", "2026-11-19", "2026-11-19"])
        let view = DigestView(
            format: Formatting(zone: TrackingSamples.newYork), settings: TrackingSamples.settings(width: 100))
        let since = Airstamp.parse("2026-11-17T00:00:00-05:00")!
        let text = view.render(drop + [late, next], since: since).text
        #expect(text.contains("2x01–2x03  3 episodes"))
        #expect(text.contains("01:30 (Thu 19)"))  // listed on Wednesday, with its real date
        #expect(view.render([], since: since).text.isEmpty)
        let json = DigestView(
            format: Formatting(zone: TrackingSamples.newYork),
            settings: TrackingSamples.settings(width: 100, format: .json))
        #expect(json.render([], since: since).text == "{\"episodes\":[]}\n")
    }

    @Test func spoilersHideOnlyUnwatchedEpisodesOfFollowedShows() {
        var episode = TrackingSamples.event(201, show: "Followed", at: "2026-11-18T01:00:00+00:00").episode
        episode.summary = "<p>The twist.</p>"
        episode.url = "https://www.tvmaze.com/episodes/201/followed-2x01-the-twist"
        let guardian = SpoilerGuard(followed: [2], watched: [])
        let hidden = guardian.apply(episode, showID: 2)
        #expect(hidden.name.isEmpty && hidden.summary == nil && hidden.image == nil && hidden.url == nil)
        #expect(hidden.season == 2 && hidden.number == 1 && hidden.airstamp == episode.airstamp)
        #expect(guardian.apply(episode, showID: 3).name == episode.name)  // not followed
        #expect(SpoilerGuard(followed: [2], watched: [201]).apply(episode, showID: 2).name == episode.name)  // watched
    }
}
