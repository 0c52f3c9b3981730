import Foundation
import TVImages
import TVMaze
import TVService
import TVText

/// Where a command's pictures go, relative to the text it has just printed.
struct PicturePlan: Sendable {
    /// The pictures: each one's top line within the text (0-based) and left column (0-based).
    var items: [(url: URL, line: Int, column: Int)]
    /// Width of each picture in cells.
    var columns: Int
    /// Lines of the text just printed that the pictures go into; nil: on new lines below it (`line` is then 0).
    var besideLines: Int?
    /// When the text is no longer all on screen: draw below it (true) or not at all (false).
    var fallsBelow = true
    /// A caption per item (e.g. its row number), drawn on the line above the picture; only for pictures drawn.
    var captions: [String]?
}

extension ShellSession {
    /// The poster width in cells for `show` details and search strips.
    static let posterColumns = 16

    /// The terminal's width now (the interactive loop asks before each command, so resizing changes the layout).
    package func setWidth(_ columns: Int) {
        settings.width = columns
    }

    /// Asks the terminal (DA1) whether it draws sixel, once, when ``Settings/asksTerminalForSixel`` allows it: the
    /// interactive shell does so before its first prompt. Returns the keys typed meanwhile, which the caller gives back
    /// to the line editor.
    package func askTerminalForSixel() -> [UInt8] {
        guard settings.asksTerminalForSixel, settings.canDrawPictures else { return [] }
        settings.asksTerminalForSixel = false
        guard let reply = TerminalQuery.primaryDeviceAttributes() else { return [] }
        if let answer = reply.answer, GraphicsDetection.da1AnnouncesSixel(answer) {
            settings.detectedGraphics.graphics = .sixel
        }
        return reply.typeahead
    }

    /// Starts fetching and drawing `plan` after the text already written; the text never waits for it.
    func schedulePictures(_ plan: PicturePlan) {
        guard imageSource != nil, !plan.items.isEmpty else { return }
        let capability = settings.pictures
        guard let graphics = capability.graphics, let source = imageSource, !plan.items.isEmpty else { return }
        let number = running.number
        let screenRows = TerminalInfo.rows(STDOUT_FILENO)
        let picture = Task { [weak self] in
            let drawing = await Self.drawing(
                plan, graphics: graphics, depth: capability.depth, source: source, screenRows: screenRows)
            await self?.draw(drawing, forCommand: number)
        }
        running.draw(picture)
    }

    /// Waits (Ctrl-C or at most `seconds`) for the last command's picture, so it is drawn before the next prompt.
    package func settlePictures(seconds: Double = 5) async {
        guard let task = running.picture else { return }
        let timer = Task {
            try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
            task.cancel()
        }
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        timer.cancel()
    }

    private func draw(_ bytes: String, forCommand number: Int) {
        guard number == running.number, !Task.isCancelled, !bytes.isEmpty else { return }
        output.write(bytes)
        running.drew()
    }

    /// Fetches, decodes and renders every picture of `plan`, and places them; "" when none could be drawn and
    /// nothing needs saying, a dim "no image" line when a picture below the text is missing.
    private static func drawing(
        _ plan: PicturePlan, graphics: GraphicsProtocol, depth: ColorDepth,
        source: any ImageSource, screenRows: Int
    ) async -> String {
        let images = await withTaskGroup(of: (Int, RGBAImage?).self) { group in
            for (index, item) in plan.items.enumerated() {
                group.addTask { (index, try? RGBAImage.decode(try await source.imageData(for: item.url))) }
            }
            var found = [RGBAImage?](repeating: nil, count: plan.items.count)
            for await (index, image) in group { found[index] = image }
            return found
        }
        guard !Task.isCancelled else { return "" }
        let cell = TerminalQuery.cellSize() ?? TerminalImage.defaultCell
        let rows = images.compactMap { $0 }.map {
            TerminalImage.rows(for: ($0.width, $0.height), columns: plan.columns, cell: cell)
        }.max()
        guard let rows else {
            return plan.besideLines == nil ? "\u{1B}[2m  no image\u{1B}[0m\n" : ""
        }
        // Into the text when it is all still on screen (the pager was not needed), else below it or nowhere.
        var items = plan.items
        var lines = plan.besideLines ?? 0
        if plan.besideLines != nil, lines >= screenRows - 1 {
            guard plan.fallsBelow else { return "" }
            items = items.map { ($0.url, 0, $0.column) }
            lines = 0
        }
        let top = plan.captions == nil ? 0 : 1
        let padding = max(0, (items.map(\.line).max() ?? 0) + top + rows - lines)
        var text = String(repeating: "\n", count: padding)
        for (index, (image, item)) in zip(images, items).enumerated() {
            guard let image else { continue }
            if let caption = plan.captions?[index] {
                text += CursorPlacement.place(
                    caption, rows: 1, linesUp: lines + padding - item.line, column: item.column,
                    graphics: .blocks)
            }
            let picture = TerminalImage.render(
                image, as: graphics, depth: depth, columns: plan.columns, rows: rows, cell: cell)
            text += CursorPlacement.place(
                picture, rows: rows, linesUp: lines + padding - item.line - top, column: item.column,
                graphics: graphics)
        }
        return text
    }

    /// A poster beside text of `lines` lines at the right edge (the text leaves room for it).
    func posterBeside(_ url: String?, lines: Int) {
        guard let url = url.flatMap(URL.init(string:)) else { return }
        let column = max(0, min(settings.width, 100) - Self.posterColumns - 2)
        schedulePictures(PicturePlan(items: [(url, 0, column)], columns: Self.posterColumns, besideLines: lines))
    }
}

// MARK: The views that carry pictures

extension ShellSession {
    /// Show details, with the poster beside them (below them on a narrow terminal).
    func emitDetails(_ show: Show) {
        let views = ShowViews(format: formatting, settings: settings)
        let text = views.details(show)
        emit(text)
        if views.posterBeside {
            posterBeside(show.image?.medium, lines: text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) })
        } else if let url = show.image?.medium.flatMap(URL.init(string:)) {
            schedulePictures(PicturePlan(items: [(url, 0, 2)], columns: Self.posterColumns, besideLines: nil))
        }
    }

    /// Shows an episode, with its still (the original, scaled) below, and its `guests` (nil: not fetched), which a hidden
    /// episode keeps to itself with its title; the guests listed become what `person N` opens (none after a hidden one).
    func emitEpisode(_ episode: Episode, show: Show, watched: Bool, guests: EpisodeGuests? = nil) {
        let hidden = hides(episode, show: show, watched: watched)
        let listed = hidden ? nil : guests
        listing.list(guests: (listed?.cast.map(\.person) ?? []) + (listed?.crew.map(\.person) ?? []))
        names.setPeople(listing.guests.map(\.name))
        if let spoilers, hidden {
            return emit(
                ShowViews(format: formatting, settings: settings).episode(
                    spoilers.apply(episode, showID: show.id), show: show, hidden: settings.format == .table))
        }
        emit(
            ShowViews(format: formatting, settings: settings).episode(
                episode, show: show, watched: watched, guests: guests))
        guard let url = episode.image?.original.flatMap(URL.init(string:)) else { return }
        schedulePictures(PicturePlan(items: [(url, 0, 2)], columns: min(40, settings.width - 4), besideLines: nil))
    }

    /// Poster thumbnails into the shelf cells of a week or day just printed, when it all fits on the screen.
    func shelfThumbnails(_ thumbnails: [WeekLayouts.Thumbnail], beside text: String) {
        guard !thumbnails.isEmpty else { return }
        let lines = text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        schedulePictures(
            PicturePlan(
                items: thumbnails.map { ($0.url, $0.line, $0.column) },
                columns: WeekLayouts.thumbnailColumns, besideLines: lines, fallsBelow: false))
    }

    /// Search results, with a strip of posters below, each captioned with its row (as many as fit the width).
    func emitSearch(_ results: [SearchResult]) {
        emit(ShowViews(format: formatting, settings: settings).search(results))
        let step = 12
        let fitting = max(1, (settings.width - 2) / step)
        let posters = results.enumerated().compactMap { index, result in
            result.show.image?.medium.flatMap(URL.init(string:)).map { (row: index + 1, url: $0) }
        }.prefix(fitting)
        guard !posters.isEmpty else { return }
        schedulePictures(
            PicturePlan(
                items: posters.enumerated().map { slot, poster in (poster.url, 0, 2 + slot * step) },
                columns: step - 2, besideLines: nil, captions: posters.map { "#\($0.row)" }))
    }
}
