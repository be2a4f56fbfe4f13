import LayoutEngine
import SceneModel

/// The annotation layers of the drawing (`--annotate`), as Interface Builder's canvas shows them.
public enum AnnotationLayer: String, CaseIterable, Sendable {
    case constraints, margins, safeArea = "safe-area", guides, deltas, conflicts, ambiguity, labels, legend, header
    /// VoiceOver's reading order as numbered badges, and views with accessibility findings.
    case a11y

    /// The layers drawn unless the command line names others: all but the accessibility audit's.
    public static let standard: Set<AnnotationLayer> = Set(allCases).subtracting([.a11y])
}

public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf
    public static func fromExtension(_ path: String) -> OutputFormat? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        return OutputFormat(rawValue: path[path.index(after: dot)...].lowercased())
    }
}

public enum Theme: String, CaseIterable, Sendable { case light, dark }

public struct RenderOptions: Sendable {
    /// Pixels per point; nil uses the device's scale (the first configuration's).
    public var scale: Double?
    public var layers: Set<AnnotationLayer>
    public var theme: Theme
    public var format: OutputFormat
    /// Whether the status bar's time and symbols are drawn (`--no-status-bar`: not).
    public var statusBar: Bool
    /// `--crop`: each panel cut to these views and a margin (nil: the whole panel).
    public var crop: PanelCrop?
    /// `--highlight`: these views' and constraints' marks in full colour, the others faded.
    public var highlight: MarkHighlight?
    /// `--caption`: a line of text under the picture, in the legend's style.
    public var caption: String?
    /// A sweep's strip: its range and breakpoints on an axis under the panels, a row per sweep.
    public var sweepAxes: [SweepAxis] = []

    public init(
        scale: Double? = nil, layers: Set<AnnotationLayer> = AnnotationLayer.standard,
        theme: Theme = .light, format: OutputFormat = .png, statusBar: Bool = true, crop: PanelCrop? = nil,
        highlight: MarkHighlight? = nil, caption: String? = nil
    ) {
        self.scale = scale; self.layers = layers; self.theme = theme; self.format = format
        self.statusBar = statusBar; self.crop = crop; self.highlight = highlight; self.caption = caption
    }
}
