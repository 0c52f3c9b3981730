package import TVMaze

/// Which schedules a listing takes: the country's networks (`/schedule`), streaming services (`/schedule/web`), or
/// both (`set sources all|tv|streaming`).
package enum ScheduleSources: String, Sendable, CaseIterable {
    case all, tv, streaming

    /// Whether rows of `kind` are listed.
    package func includes(_ kind: ScheduleKind) -> Bool {
        switch self {
        case .all: true
        case .tv: kind == .tv
        case .streaming: kind == .streaming
        }
    }
}

extension ScheduleSources {
    /// The sources of one kind.
    package static func only(_ kind: ScheduleKind) -> ScheduleSources {
        switch kind {
        case .tv: .tv
        case .streaming: .streaming
        }
    }
}
