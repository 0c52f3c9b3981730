import Foundation
import LineEditor
import TVImages
import TVMaze
import TVService

/// Where a command's pictures go, relative to the text it has just printed.
struct PicturePlan: Sendable {
    /// The pictures and the column (0-based) of each one's left edge.
    var items: [(url: URL, column: Int)]
    /// Width of each picture in cells.
    var columns: Int
    /// Lines of the text just printed that the pictures go beside (their tops level with the first); nil: below.
    var besideLines: Int?
}

extension ShellSession {
    /// The poster width in cells for `show` details and search strips.
    static let posterColumns = 16

    /// The terminal's width now (the interactive loop asks before each command, so resizing changes the layout).
    public func setWidth(_ columns: Int) {
        settings.width = columns
    }

    /// Called as each command line starts: a picture of the previous command that has not arrived is dropped.
    func movedOn() {
        commandNumber += 1
        pendingPicture?.cancel()
        pendingPicture = nil
    }

    /// Starts fetching and drawing `plan` after the text already written; the text never waits for it.
    func schedulePictures(_ plan: PicturePlan) {
        let capability = settings.pictures
        guard let graphics = capability.graphics, let source = imageSource, !plan.items.isEmpty else { return }
        let number = commandNumber
        let screenRows = TerminalInfo.rows(STDOUT_FILENO)
        pendingPicture = Task { [weak self] in
            let drawing = await Self.drawing(plan, graphics: graphics, depth: capability.depth, source: source, screenRows: screenRows)
            await self?.draw(drawing, forCommand: number)
        }
    }

    /// Waits (Ctrl-C or at most `seconds`) for the last command's picture, so it is drawn before the next prompt.
    public func settlePictures(seconds: Double = 5) async {
        guard let task = pendingPicture else { return }
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
        guard number == commandNumber, !Task.isCancelled, !bytes.isEmpty else { return }
        output.write(bytes)
        pendingPicture = nil
    }

    /// Fetches, decodes and renders every picture of `plan`, and places them; "" when none could be drawn and
    /// nothing needs saying, a dim "no image" line when a picture below the text is missing.
    private static func drawing(_ plan: PicturePlan, graphics: GraphicsProtocol, depth: ColorDepth,
                                source: any ImageSource, screenRows: Int) async -> String {
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
        let rows = images.compactMap { $0 }.map { TerminalImage.rows(for: ($0.width, $0.height), columns: plan.columns, cell: cell) }.max()
        guard let rows else {
            return plan.besideLines == nil ? "\u{1B}[2m  no image\u{1B}[0m\n" : ""
        }
        // Beside the text when it is all still on screen, else on lines reserved below it.
        let beside = plan.besideLines.flatMap { $0 + max(0, rows - $0) < screenRows - 1 ? $0 : nil }
        let padding = max(0, rows - (beside ?? 0))
        let linesUp = (beside ?? 0) + padding
        var text = String(repeating: "\n", count: padding)
        for (image, item) in zip(images, plan.items) {
            guard let image else { continue }
            let picture = TerminalImage.render(image, as: graphics, depth: depth, columns: plan.columns, rows: rows, cell: cell)
            text += CursorPlacement.place(picture, rows: rows, linesUp: linesUp, column: item.column, graphics: graphics)
        }
        return text
    }

    /// A poster beside text of `lines` lines at the right edge (the text leaves room for it).
    func posterBeside(_ url: String?, lines: Int) {
        guard let url = url.flatMap(URL.init(string:)) else { return }
        let column = max(0, min(settings.width, 100) - Self.posterColumns - 2)
        schedulePictures(PicturePlan(items: [(url, column)], columns: Self.posterColumns, besideLines: lines))
    }
}

// MARK: The views that carry pictures

extension ShellSession {
    /// Show details, with the poster beside them.
    func emitDetails(_ show: Show) {
        let text = ShowViews(format: formatting, settings: settings).details(show)
        emit(text)
        posterBeside(show.image?.medium, lines: text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) })
    }

    /// An episode, with its still (the original, scaled) below.
    func emitEpisode(_ episode: Episode, show: Show) {
        emit(ShowViews(format: formatting, settings: settings).episode(episode, show: show))
        guard let url = episode.image?.original.flatMap(URL.init(string:)) else { return }
        schedulePictures(PicturePlan(items: [(url, 2)], columns: min(40, settings.width - 4), besideLines: nil))
    }

    /// Search results, with a strip of numbered posters below (as many as fit the width).
    func emitSearch(_ results: [SearchResult]) {
        emit(ShowViews(format: formatting, settings: settings).search(results))
        guard settings.pictures.graphics != nil, imageSource != nil else { return }
        let step = 12
        let fitting = max(1, (settings.width - 2) / step)
        let posters = results.enumerated().compactMap { index, result in
            result.show.image?.medium.flatMap(URL.init(string:)).map { (row: index + 1, url: $0) }
        }.prefix(fitting)
        guard !posters.isEmpty else { return }
        var caption = ""
        for (slot, poster) in posters.enumerated() {
            caption = caption.padding(toLength: 2 + slot * step, withPad: " ", startingAt: 0) + "#\(poster.row)"
        }
        emit(caption + "\n")
        schedulePictures(PicturePlan(items: posters.enumerated().map { slot, poster in (poster.url, 2 + slot * step) },
                                     columns: step - 2, besideLines: nil))
    }
}
