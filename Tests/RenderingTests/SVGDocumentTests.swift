import Foundation
import LayoutEngine
import RasterImage
import Rendering
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// SVG output is a document: views are groups with ids and titles, text is text at Pango's
/// places, marks are grouped by layer and classed by meaning, colors are custom properties with
/// the dark palette for dark mode.
@Suite struct SVGDocumentTests {
    static let framed = """
        views:
          Title Label: {type: label, text: "Fish & <Chips>", frame: [16, 40, 200, 21]}
          Card:
            frame: [16, 80, 200, 100]
            background: systemGray6
            subviews:
              Badge: {frame: [8, 8, 40, 20], background: "#FF0000"}
          Footer: {frame: [16, 200, 200, 40], background: "#00FF00"}
        """

    static let constrained =
        framed + """

            constraints:
              - Footer.Top = Card.Bottom + 20
              - Footer.Leading = Card.Leading
              - Footer.Width = Card.Width
              - Footer.Height = 40
            """

    static func layout(_ yaml: String) throws -> SolvedLayout {
        let scene = try SceneParser.parse(yaml, file: "t.yaml")
        let configuration = Configuration(device: DeviceCatalog.device(named: "iPhone 8")!)
        return try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
    }

    static func svg(_ yaml: String, options: RenderOptions = RenderOptions(layers: [], format: .svg)) throws -> String {
        String(decoding: try Renderer(options: options).render([try layout(yaml)], title: "Fish & Co"), as: UTF8.self)
    }

    @Test func viewsAreGroupsWithTheirIDAndNameNestedInTheirSuperview() throws {
        let svg = try Self.svg(Self.framed)
        #expect(svg.contains("<title>Fish &amp; Co</title>"))
        #expect(
            svg.contains(
                """
                  <g id="card" class="view">
                   <title>Card</title>
                   <rect x="16" y="80" width="200" height="100" class="f-secondarysystembackground"/>
                   <g id="badge" class="view">
                    <title>Badge</title>
                    <rect x="24" y="88" width="40" height="20" class="f-red"/>
                   </g>
                  </g>
                  <g id="footer" class="view">
                   <title>Footer</title>
                   <rect x="16" y="200" width="200" height="40" class="f-green"/>
                  </g>
                  <g class="chrome">
                """))
        let ids = Self.matches(#" id="([^"]*)""#, in: svg)
        #expect(ids == ["clip1", "clip2", "panel", "titlelabel", "card", "badge", "footer"])
    }

    /// Text is a text element with its characters escaped, in its font's class, at the baseline
    /// and the start Pango measured, as wide as Pango laid it out.
    @Test func textIsTextAtPangosPlace() throws {
        let svg = try Self.svg(Self.framed)
        #expect(
            svg.contains(
                """
                   <g clip-path="url(#clip2)">
                    <text class="font1 f-text" x="16" y="56.436" textLength="115.521">Fish &amp; &lt;Chips&gt;</text>
                   </g>
                """))
        #expect(
            svg.contains(
                #".font1{font:400 17px Inter,"SF Pro Text",-apple-system,system-ui,"DejaVu Sans","VL Gothic",sans-serif}"#
            ))
        #expect(svg.contains(#"<text class="font2 f-text" x="174.982" y="14.265" textLength="25.035">9:41</text>"#))
    }

    /// Each color is a custom property: the light values on the document, the dark palette's
    /// in a dark-mode block (a color given as a value stays), the elements' classes using them.
    @Test func colorsAreCustomPropertiesWithDarkValues() throws {
        let svg = try Self.svg(Self.framed)
        #expect(
            svg.contains(
                "svg{--background:#ffffff;--text:#000000;--secondarysystembackground:#f2f2f7;--red:#ff0000;"
                    + "--green:#00ff00;--c1:rgba(0,0,0,0.35);--c2:rgba(0,0,0,0.4)}\n"
                    + "@media (prefers-color-scheme:dark){svg{--background:#000000;--text:#ffffff;"
                    + "--secondarysystembackground:#1c1c1e;--c1:rgba(255,255,255,0.35);--c2:rgba(255,255,255,0.4)}}\n"
                    + ".f-background{fill:#ffffff;fill:var(--background)}\n"))
        // A dark rendering is dark in either mode.
        let dark = try Self.svg(Self.framed, options: RenderOptions(layers: [], theme: .dark, format: .svg))
        #expect(
            dark.contains(
                "svg{--background:#000000;--text:#ffffff;--secondarysystembackground:#1c1c1e;--red:#ff0000;"
                    + "--green:#00ff00;--c1:rgba(255,255,255,0.35);--c2:rgba(255,255,255,0.4)}\n.f-background"))
        #expect(!dark.contains("prefers-color-scheme"))
    }

    /// The marks are one translucent group, a group per layer; each mark is classed by its
    /// role and names the constraint it draws.
    @Test func marksAreGroupedByLayerAndClassedByMeaning() throws {
        let svg = try Self.svg(Self.constrained, options: RenderOptions(format: .svg))
        let layers = Self.matches(#"<g class="layer ([a-z-]*)">"#, in: svg)
        #expect(layers == ["safe-area", "margins", "constraints", "deltas", "ambiguity", "labels"])
        #expect(svg.contains(#"<g class="annotations" opacity="0.9">"#))
        #expect(
            svg.contains(
                """
                    <g class="satisfied" data-constraint="c4">
                     <rect x="-31.482" y="33" width="21.482" height="14" rx="4" class="f-satisfied"/>
                     <text class="font4 f-white" x="-27.482" y="43.554" textLength="13.482">40</text>
                    </g>
                """))
        #expect(
            svg.contains(
                #"<rect x="0" y="0" width="375" height="20" class="safeArea f-safe-area-band"/>"#))
        // The outline of a view without width is a path: SVG draws no rectangle without area.
        #expect(svg.contains(#"<path d="M0 20h0v40h0Z" class="ambiguous s-unsatisfied" stroke-width="2"/>"#))
        let tags = Self.matches(#"<g class="name">\n *<rect[^\n]*\n *<text[^>]*>([^<]*)</text>"#, in: svg)
        #expect(tags == ["Title Label", "Card", "Badge", "Footer"])
    }

    @Test func sameSceneSameBytes() throws {
        let options = RenderOptions(format: .svg)
        #expect(try Self.svg(Self.constrained, options: options) == Self.svg(Self.constrained, options: options))
    }

    @Test func namesBecomeUniqueXMLIDs() throws {
        let svg = try Self.svg(
            """
            views:
              2nd Box: {frame: [0, 0, 10, 10], background: red}
              Größe: {frame: [0, 20, 10, 10], background: red}
            """)
        // An id starts with a letter; a character other than ASCII letters, digits and "-" is
        // written as its code point between underscores.
        #expect(Self.matches(#"<g id="([^"]*)" class="view">"#, in: svg) == ["_2ndbox", "gr_f6__df_e"])
        let layouts = [try Self.layout(Self.framed), try Self.layout(Self.framed)]
        let sheet = String(
            decoding: try Renderer(options: RenderOptions(layers: [], format: .svg)).render(layouts, title: "t"),
            as: UTF8.self)
        let ids = Self.matches(#" id="([^"]*)""#, in: sheet)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("card-2") && ids.contains("panel-2"))
    }

    /// An image view's picture is a PNG data URI, scaled to its place.
    @Test func imagesAreEmbedded() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scene = try SceneParser.parse(contentsOf: root.appendingPathComponent("Samples/priorities.yaml").path)
        let configuration = Configuration(device: DeviceCatalog.device(named: "iPhone 8")!)
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
        let svg = String(
            decoding: try Renderer(options: RenderOptions(layers: [], format: .svg)).render([layout], title: "t"),
            as: UTF8.self)
        let images = Self.matches(
            #"<image (x="[^"]*" y="[^"]*" width="[^"]*" height="[^"]*") preserveAspectRatio="none" xlink:href="data:image/png;base64,"#,
            in: svg)
        #expect(images == [#"x="16" y="20" width="100" height="100""#, #"x="209" y="20" width="150" height="150""#])
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map {
            ns.substring(with: $0.range(at: 1))
        }
    }
}

/// Cairo's PDF keeps text as text: subsets of the fonts embedded, with the map from their
/// glyphs back to characters that makes the text searchable and copyable.
@Suite struct PDFTextTests {
    @Test func pdfEmbedsFontsWithTheirCharacters() throws {
        let layout = try SVGDocumentTests.layout(SVGDocumentTests.framed)
        let pdf = try Renderer(options: RenderOptions(layers: [], format: .pdf)).render([layout], title: "t")
        let text = String(decoding: pdf.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
        #expect(
            SVGDocumentTests.matches(#"/BaseFont /[A-Z]{6}\+(Inter-[A-Za-z]+)"#, in: text) == [
                "Inter-Regular", "Inter-SemiBold",
            ])
        #expect(SVGDocumentTests.matches(#"/(FontFile3) "#, in: text).count == 2)
        #expect(SVGDocumentTests.matches(#"/(ToUnicode) "#, in: text).count == 2)
    }
}

/// Headless Chromium draws the SVG document as the PNG draws the scene, in light mode and, from
/// the same file, in dark mode as the dark theme's PNG. Not to the pixel: Chromium rasterises
/// with Skia, which antialiases glyph and shape edges otherwise than Cairo (other coverage
/// sampling and gamma), and shapes text itself with the widths Pango gave each line; so the
/// edges of text and curves differ by a few levels, and a glyph's edge may fall a pixel over.
/// Measured on this scene: mean channel difference 0.3 levels of 255 in either mode, and 0.15 %
/// of the pixels off by more than 64 levels in a channel.
@Suite struct SVGInChromiumTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let meanTolerance = 0.5, farTolerance = 0.005, far = 64

    @Test(.enabled(if: chromium != nil, "needs headless Chromium"), arguments: [Theme.light, .dark])
    func chromiumDrawsWhatThePNGShows(theme: Theme) throws {
        let layout = try SVGDocumentTests.layout(SVGDocumentTests.constrained)
        // One SVG for both modes; the PNG in the mode's theme.
        let svg = try Renderer(options: RenderOptions(scale: 2, format: .svg)).render([layout], title: "Fish & Co")
        let ours = try Renderer(options: RenderOptions(scale: 2, theme: theme)).renderBitmap(
            [layout], title: "Fish & Co")
        try Self.expectClose(svg, to: ours, dark: theme == .dark)
    }

    /// A picture for documentation: cut to two views (`--crop`: the panel's viewport moves, the
    /// SVG's view box with it), or with the marks of one view in full colour and the others
    /// faded (`--highlight`: each faded mark's colours at a quarter of their alpha, classed
    /// `faded`), with a caption. The same tolerance as the whole picture; measured 0.33 and 0.15 %
    /// cropped, 0.24 and 0.08 % highlighted. The mean is over the picture's pixels, so a crop of
    /// small views, mostly header, legend and caption, measures higher for the same text edges: the
    /// two views at 200 × 100 and 200 × 40 measured 0.78 and 0.37 %.
    @Test(.enabled(if: chromium != nil, "needs headless Chromium"), arguments: ["crop", "highlight"])
    func chromiumDrawsACroppedOrHighlightedPicture(option: String) throws {
        let layout = try SVGDocumentTests.layout(
            """
            views:
              Title Label: {type: label, text: "Fish & <Chips>"}
              Card:
                background: systemGray6
                subviews:
                  Badge: {frame: [8, 8, 40, 20], background: "#FF0000"}
              Footer: {background: "#00FF00"}
            constraints:
              - Title Label.Leading = Superview.LeadingMargin
              - Title Label.Top = Top Layout Guide.Bottom + 20
              - Card.Leading = Superview.LeadingMargin
              - Card.Top = Title Label.Bottom + 20
              - Card.Trailing = Superview.TrailingMargin
              - Card.Height = 240
              - Footer.Top = Card.Bottom + 20
              - Footer.Leading = Card.Leading
              - Footer.Width = Card.Width
              - Footer.Height = 120 @750
            """)
        func options(_ format: OutputFormat) -> RenderOptions {
            RenderOptions(
                scale: 2, format: format, crop: option == "crop" ? PanelCrop(views: ["Card", "Footer"]) : nil,
                highlight: option == "highlight" ? MarkHighlight(names: ["Footer"]) : nil,
                caption: "The footer under the card")
        }
        let svg = try Renderer(options: options(.svg)).render([layout], title: "Fish & Co")
        let ours = try Renderer(options: options(.png)).renderBitmap([layout], title: "Fish & Co")
        if option == "crop" {
            // What is compared is the cut picture: the two views and 16 points around them, at 2x.
            #expect(ours.width == (343 + 2 * 16) * 2 && ours.height < 667 * 2)
        } else {
            #expect(String(decoding: svg, as: UTF8.self).contains(" faded"))
        }
        try Self.expectClose(svg, to: ours, dark: false)
    }

    /// Chromium's drawing of `svg` against the PNG's pixels `ours`, within the stated tolerance.
    static func expectClose(_ svg: [UInt8], to ours: Bitmap, dark: Bool) throws {
        let theirs = try Self.screenshot(svg, width: ours.width / 2, height: ours.height / 2, dark: dark)
        try #require(theirs.width == ours.width && theirs.height == ours.height)
        var total = 0, farPixels = 0
        for (a, b) in zip(ours.pixels, theirs.pixels) {
            let p = Bitmap.rgba(a), q = Bitmap.rgba(b)
            let d = [abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b))]
            total += d.reduce(0, +)
            if d.max()! > Self.far { farPixels += 1 }
        }
        let mean = Double(total) / Double(ours.pixels.count * 3)
        let farFraction = Double(farPixels) / Double(ours.pixels.count)
        #expect(mean < Self.meanTolerance, "mean channel difference \(mean)")
        #expect(farFraction < Self.farTolerance, "pixels off by more than \(Self.far): \(farFraction)")
    }

    /// Chromium's screenshot of the SVG at 2 pixels per point, in a window of its size.
    static func screenshot(_ svg: [UInt8], width: Int, height: Int, dark: Bool) throws -> Bitmap {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scene.svg"), shot = folder.appendingPathComponent("shot.png")
        try Data(svg).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium!)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--user-data-dir=\(folder.path)/profile", "--force-device-scale-factor=2",
                "--window-size=\(width),\(height)", "--screenshot=\(shot.path)",
            ] + (dark ? ["--force-dark-mode"] : []) + [file.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return try PNGDecoder.decode(Array(try Data(contentsOf: shot)))
    }
}
