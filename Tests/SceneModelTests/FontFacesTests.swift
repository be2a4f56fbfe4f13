import SceneModel
import Testing

/// Which fonts alpreview draws as themselves, with a stand-in, or as the system font.
@Suite struct FontFacesTests {
    @Test func systemNamesAreTheSystemFont() {
        for family in [nil, "system", "Inter", ".AppleSystemUIFont", ".SFUI-Regular"] {
            #expect(FontFaces.face(of: FontSpec(size: 17, family: family)) == .system)
        }
    }

    @Test func iOSFontsWithTheirLiberationStandIn() {
        func face(_ family: String, _ weight: FontSpec.Weight = .regular) -> FontFaces.Face {
            FontFaces.face(of: FontSpec(size: 17, weight: weight, family: family))
        }
        #expect(face("Arial") == .standIn(family: "Liberation Sans"))
        #expect(face("ArialMT") == .standIn(family: "Liberation Sans"))
        #expect(face("Arial-BoldItalicMT") == .standIn(family: "Liberation Sans"))
        #expect(face("Helvetica-Bold") == .standIn(family: "Liberation Sans"))
        #expect(face("Times New Roman") == .standIn(family: "Liberation Serif"))
        #expect(face("TimesNewRomanPS-BoldMT") == .standIn(family: "Liberation Serif"))
        #expect(face("CourierNewPSMT") == .standIn(family: "Liberation Mono"))
        #expect(face("Courier-Oblique") == .standIn(family: "Liberation Mono"))
        // Liberation has a regular and a bold face only.
        #expect(face("Helvetica-Light") == .unavailable(name: "Helvetica-Light"))
        #expect(face("Arial", .semibold) == .unavailable(name: "Arial"))
        // Helvetica Neue is not Helvetica.
        #expect(face("HelveticaNeue-Bold") == .unavailable(name: "HelveticaNeue-Bold"))
        #expect(face("Avenir Next") == .unavailable(name: "Avenir Next"))
        #expect(face("DejaVu Sans") == .carried(family: "DejaVu Sans"))
    }

    @Test func anUnavailableFontIsDrawnAsTheSystemFontInTheWeightItsNameSays() {
        let heavy = FontFaces.drawn(FontSpec(size: 15, family: "Avenir-Heavy"))
        #expect(heavy == FontSpec(size: 15, weight: .heavy))
        let italic = FontFaces.drawn(FontSpec(size: 12, family: "HelveticaNeue-LightItalic"))
        #expect(italic == FontSpec(size: 12, weight: .light, italic: true))
        let arial = FontFaces.drawn(FontSpec(size: 17, family: "Arial-BoldMT"))
        #expect(arial == FontSpec(size: 17, weight: .bold, family: "Liberation Sans"))
    }

    @Test func assumptionsSayWhatIsAssumed() {
        var label = ViewSpec(name: "Title")
        label.text = "Hello"
        label.font = FontSpec(size: 15, family: "Avenir-Heavy")
        #expect(
            FontFaces.assumption(for: label, subject: "Title")?.line
                == "assumed: Title width, height — font 'Avenir-Heavy' not available here: "
                + "measured as the system font, heavy 15")
        label.font = FontSpec(size: 17, family: "Helvetica")
        #expect(
            FontFaces.assumption(for: label, subject: "Title")?.line
                == "assumed: Title height — font 'Helvetica' drawn with Liberation Sans, as wide: "
                + "line height assumed the same")
        // Liberation Sans's line height is Arial's: nothing assumed.
        label.font = FontSpec(size: 17, family: "Arial")
        #expect(FontFaces.assumption(for: label, subject: "Title") == nil)
        #expect(abs(FontSpec(size: 17, family: "ArialMT").lineHeightEm * 17 - 19.548) < 0.001)
        label.font = .system(17, .bold)
        #expect(FontFaces.assumption(for: label, subject: "Title") == nil)
        // A view that shows no text: its font sizes nothing.
        var box = ViewSpec(name: "Box")
        box.font = FontSpec(size: 15, family: "Avenir-Heavy")
        #expect(FontFaces.assumption(for: box, subject: "Box") == nil)
    }
}
