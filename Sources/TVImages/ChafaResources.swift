import CChafa

// Swift owners of libchafa's reference-counted objects: each class holds one reference and drops it in deinit.
// They are not Sendable: make them, use them and let them go inside one call.

/// A `ChafaSymbolMap`: the characters character art may use.
final class ChafaSymbolMapRef {
    let pointer: OpaquePointer

    /// A map holding the symbols of `tags` (e.g. `CHAFA_SYMBOL_TAG_BLOCK`).
    init(tags: ChafaSymbolTags) {
        pointer = chafa_symbol_map_new()
        chafa_symbol_map_add_by_tags(pointer, tags)
    }

    deinit { chafa_symbol_map_unref(pointer) }
}

/// A `ChafaCanvasConfig`: size in cells, cell size in pixels, pixel and colour mode.
final class ChafaCanvasConfigRef {
    let pointer: OpaquePointer

    init() { pointer = chafa_canvas_config_new() }

    deinit { chafa_canvas_config_unref(pointer) }

    /// Size of the canvas in character cells.
    func setGeometry(columns: Int, rows: Int) {
        chafa_canvas_config_set_geometry(pointer, gint(columns), gint(rows))
    }

    /// Size of one character cell in pixels (pixel protocols scale by it).
    func setCellGeometry(width: Int, height: Int) {
        chafa_canvas_config_set_cell_geometry(pointer, gint(width), gint(height))
    }

    /// Symbols, sixels, kitty or iTerm2.
    func setPixelMode(_ mode: ChafaPixelMode) {
        chafa_canvas_config_set_pixel_mode(pointer, mode)
    }

    /// Truecolor or a palette.
    func setCanvasMode(_ mode: ChafaCanvasMode) {
        chafa_canvas_config_set_canvas_mode(pointer, mode)
    }

    /// The characters symbols mode may use (chafa copies the map).
    func setSymbolMap(_ map: ChafaSymbolMapRef) {
        chafa_canvas_config_set_symbol_map(pointer, map.pointer)
    }

    /// No dithering, and no cell-repeat sequences (`ESC [N b`) that some terminals lack: plain, stable output.
    func setPlainOutput() {
        chafa_canvas_config_set_dither_mode(pointer, CHAFA_DITHER_MODE_NONE)
        chafa_canvas_config_set_optimizations(pointer, CHAFA_OPTIMIZATION_REUSE_ATTRIBUTES)
    }
}

/// A `ChafaTermInfo`: the escape sequences chafa prints with.
final class ChafaTermInfoRef {
    let pointer: OpaquePointer

    /// chafa's fallback terminal: every sequence it knows (sixel, kitty, iTerm2, 256 and direct colour).
    static func fallback() -> ChafaTermInfoRef {
        ChafaTermInfoRef(owning: chafa_term_db_get_fallback_info(chafa_term_db_get_default()))
    }

    private init(owning pointer: OpaquePointer) { self.pointer = pointer }

    deinit { chafa_term_info_unref(pointer) }
}

/// A `ChafaCanvas` drawn from RGBA pixels.
final class ChafaCanvasRef {
    let pointer: OpaquePointer

    init(config: ChafaCanvasConfigRef) { pointer = chafa_canvas_new(config.pointer) }

    deinit { chafa_canvas_unref(pointer) }

    /// Draws `image` scaled to the whole canvas.
    func draw(_ image: RGBAImage) {
        image.pixels.withUnsafeBufferPointer { buffer in
            chafa_canvas_draw_all_pixels(pointer, CHAFA_PIXEL_RGBA8_UNASSOCIATED, buffer.baseAddress,
                                         gint(image.width), gint(image.height), gint(image.width * 4))
        }
    }

    /// The canvas as terminal output: escape sequences and characters, rows separated by "\n".
    func print(with info: ChafaTermInfoRef) -> String {
        guard let string = chafa_canvas_print(pointer, info.pointer) else { return "" }
        defer { tv_chafa_string_free(string) }
        let length = Int(string.pointee.len)
        return string.pointee.str.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
            String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
        }
    }
}
