/// Which of a show's channels names where it airs, and whether it streams: the one place that reads `network` and
/// `webChannel` for that (listings, filters, drops, the JSON's country, the country's streaming rows).
extension Show {
    /// Where the show airs: the network, else the web channel; `streaming` (a `/schedule/web` row, a release) names
    /// the web channel first, the service that releases it.
    package func channel(streaming: Bool = false) -> Channel? {
        streaming ? webChannel ?? network : network ?? webChannel
    }

    /// Both channels, the network first (a show on both airs on one and streams on the other).
    package var channels: [Channel] { [network, webChannel].compactMap { $0 } }

    /// Whether only a streaming service carries the show (a web channel, no network): its episodes are releases, as
    /// `/schedule/web` lists them.
    package var isStreamingOnly: Bool { network == nil && webChannel != nil }
}

extension ScheduleEvent {
    /// Where the row airs, read in place: a streaming row's service, else the network (``Show/channel(streaming:)``).
    package var channel: Channel? { withShow { $0.channel(streaming: kind == .streaming) } }
}
