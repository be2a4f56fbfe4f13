import CFontconfig
import CPangoCairo
import FileInput
import Parallel

/// The font files of scenes' projects (`FontSpec.file`), each in a font map of its own: a
/// fontconfig configuration of that file and alpreview's own fonts (for the characters it lacks),
/// made the first time text asks for it and kept. No configuration or font map already in use
/// is changed: Pango matches fonts on threads of its own, and a configuration changed under them
/// left a layout waiting for a match that never came.
enum ProjectFontFiles {
    /// Each file's font map, as an address (font maps are not `Sendable`); nil: not loadable.
    private static let maps = Locked<[String: UInt?]>([:])

    /// A context like `context` (its font options, resolution and matrix) on the font map of
    /// `file`, owned by the caller; nil when the file is not a font fontconfig loads. Called with
    /// `TextDrawingLock` held, as every use of a context is.
    static func context(for file: String, like context: OpaquePointer) -> OpaquePointer? {
        guard let map = fontMap(for: file), let made = pango_font_map_create_context(map) else { return nil }
        if let options = pango_cairo_context_get_font_options(context) {
            pango_cairo_context_set_font_options(made, options)
        }
        pango_cairo_context_set_resolution(made, pango_cairo_context_get_resolution(context))
        pango_context_set_matrix(made, pango_context_get_matrix(context))
        PangoStyle.applyFontOptions(to: made)
        return made
    }

    private static func fontMap(for file: String) -> UnsafeMutablePointer<PangoFontMap>? {
        let address: UInt? = maps.withLock { maps in
            if let known = maps[file] { return known }
            let made = makeFontMap(for: file).map { UInt(bitPattern: $0) }
            maps[file] = made
            return made
        }
        return address.flatMap { UnsafeMutablePointer(bitPattern: $0) }
    }

    private static func makeFontMap(for file: String) -> UnsafeMutablePointer<PangoFontMap>? {
        guard InputFile.kind(of: file) == .regular, let config = FcConfigCreate() else { return nil }
        defer { FcConfigDestroy(config) }
        guard FcConfigAppFontAddFile(config, file) != 0 else { return nil }
        for font in PinnedFonts.files where InputFile.kind(of: font) == .regular {
            _ = FcConfigAppFontAddFile(config, font)
        }
        _ = FcConfigBuildFonts(config)
        guard let map = pango_cairo_font_map_new() else { return nil }
        // The map keeps its own reference to the configuration.
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        return map
    }
}
