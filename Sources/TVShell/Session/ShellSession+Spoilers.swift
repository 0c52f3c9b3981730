import Foundation
import TVMaze
import TVService
import TVText

/// `set spoilers hide`: which episodes keep their title, summary and still to themselves.
struct SpoilerGuard: Sendable {
    let followed: Set<Int>
    let watched: Set<Int>

    /// An episode of a followed show that is not marked watched.
    func hides(_ episode: Episode, showID: Int) -> Bool {
        followed.contains(showID) && !watched.contains(episode.id)
    }

    /// The episode without its title, summary, still and URL when it is hidden; else as it is.
    func apply(_ episode: Episode, showID: Int) -> Episode {
        guard hides(episode, showID: showID) else { return episode }
        var hidden = episode
        hidden.name = ""
        hidden.summary = nil
        hidden.image = nil
        hidden.url = nil  // TVmaze's episode URLs end in the title
        return hidden
    }

    func apply(_ events: [ScheduleEvent]) -> [ScheduleEvent] {
        events.map { event in
            guard hides(event.episode, showID: event.show.id) else { return event }
            var hidden = event
            hidden.episode = apply(event.episode, showID: event.show.id)
            return hidden
        }
    }

    func apply(_ days: [DaySchedule]) -> [DaySchedule] {
        days.map { DaySchedule(date: $0.date, events: apply($0.events), staleSince: $0.staleSince) }
    }
}

extension ShellSession {
    /// Reads the followed shows and marks before a command while spoilers are hidden (two local queries); nil while
    /// they are shown. A tracking database that cannot be read hides nothing and says so in one warning.
    func loadSpoilerGuard() async {
        guard settings.hidesSpoilers else {
            spoilers = nil
            return
        }
        do {
            let followed = Set(try await service.followedShows().map(\.showID))
            let watched = followed.isEmpty ? [] : Set(try await service.allMarks().map(\.episodeID))
            spoilers = SpoilerGuard(followed: followed, watched: watched)
        } catch {
            spoilers = nil
            output.writeError("warning: spoilers not hidden: \(error.localizedDescription.terminalSafe)\n")
        }
    }

    /// Whether spoilers hide `episode` of `show`: an unwatched episode of a followed show while `set spoilers hide`.
    func hides(_ episode: Episode, show: Show, watched: Bool) -> Bool {
        !watched && spoilers?.hides(episode, showID: show.id) == true
    }

    /// What `episode` says of a hidden episode, after its code and date.
    static let hiddenNote =
        "  Title, summary, still and guests hidden (unwatched); set spoilers show shows them.\n"
}
