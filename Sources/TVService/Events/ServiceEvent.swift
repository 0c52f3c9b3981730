import Foundation
package import TVMaze

/// What observers of the ``TVService`` hear about.
package enum ServiceEvent: Sendable, Equatable {
    /// Fresh schedule rows arrived for these listing days (a background refresh, `refresh`, or a retry that worked).
    case scheduleUpdated(dates: [CalendarDate])
    /// The clock crossed midnight: `today` is a new day, and `window` is the week containing it (new on Mondays).
    case windowMoved(today: CalendarDate, window: ScheduleWindow)
    /// A fetch failed; the message is one line for the user.
    case fetchFailed(message: String)
    /// TVmaze answered again after failures.
    case backOnline
    /// TVmaze could not be reached, so the sample week is shown from now on; the message is one line for the user
    /// ("cannot reach api.tvmaze.com: …; showing the bundled sample week of 2026-11-16").
    case usingSample(message: String)
}
