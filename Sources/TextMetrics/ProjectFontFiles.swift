import CFontconfig
import CPangoCairo
import FileInput
import Parallel

/// The font files of scenes' projects (`FontSpec.file`), given to fontconfig the first time text
/// asks for one. Pango's font maps keep the list of fonts they saw when first used, so each map
/// alpreview lays text out with is told that the configuration changed (`pango_fc_font_map_config_changed`),
/// and finds the new family on its next layout; families it matched before keep their faces.
/// Called with `TextDrawingLock` held, as every use of a font map is.
enum ProjectFontFiles {
    private struct State {
        var added: Set<String> = []
        /// The font maps to tell, as addresses (font maps are not `Sendable`).
        var maps: Set<UInt> = []
    }
    private static let state = Locked(State())

    /// A font map text is laid out with, from its creation to its release (`forget`).
    static func track(_ map: UnsafeMutablePointer<PangoFontMap>) {
        state.withLock { _ = $0.maps.insert(UInt(bitPattern: map)) }
    }

    static func forget(_ map: UnsafeMutablePointer<PangoFontMap>) {
        state.withLock { _ = $0.maps.remove(UInt(bitPattern: map)) }
    }

    /// Adds `file` to the fonts text can use, once; a path that is not a regular file is left out.
    /// A file added before and gone since (a project folder removed, a font replaced) would still
    /// be matched, and draw nothing: then the configuration's fonts are given again, without it.
    static func add(_ file: String) {
        let update: (maps: Set<UInt>, kept: [String]?)? = state.withLock {
            guard !$0.added.contains(file) else { return nil }
            let gone = $0.added.filter { InputFile.kind(of: $0) != .regular }
            $0.added.subtract(gone)
            $0.added.insert(file)
            return ($0.maps, gone.isEmpty ? nil : $0.added.sorted())
        }
        guard let update, InputFile.kind(of: file) == .regular else { return }
        PinnedFonts.install()
        let config = FcConfigGetCurrent()
        if let kept = update.kept {
            FcConfigAppFontClear(config)
            for font in PinnedFonts.files + kept where InputFile.kind(of: font) == .regular {
                _ = FcConfigAppFontAddFile(config, font)
            }
        } else {
            guard FcConfigAppFontAddFile(config, file) != 0 else { return }
        }
        for address in update.maps {
            guard let map = OpaquePointer(bitPattern: address) else { continue }
            pango_fc_font_map_config_changed(map)
        }
    }
}
