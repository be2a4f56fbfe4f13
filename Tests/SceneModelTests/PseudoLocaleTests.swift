import SceneModel
import Testing

@Suite struct PseudoLocaleTests {
    @Test func accentedKeepsTheLength() {
        #expect(PseudoLocale.accented.translate("Name") == "Ñåɱé")
        #expect(PseudoLocale.accented.translate("Save 2 files!") == "Šåṽé 2 ƒîļéš!")
        #expect(PseudoLocale.accented.translate("") == "")
    }

    @Test func longIsAboutAThirdLonger() {
        // 4 characters: the brackets alone make it 50 % longer.
        #expect(PseudoLocale.long.translate("Name") == "[Ñåɱé]")
        // 10 → 14 (× 1.35, rounded): brackets, a space and one filler letter.
        #expect(PseudoLocale.long.translate("Enter Name") == "[Éñţéŕ Ñåɱé ō]")
        #expect(PseudoLocale.long.translate("Marcus Aurelius") == "[Ṁåŕçûš Åûŕéļîûš ōñ]")
        for length in 10...200 {
            let text = String(repeating: "word ", count: length / 5 + 1).prefix(length)
            let ratio = Double(PseudoLocale.long.translate(String(text)).count) / Double(length)
            #expect(ratio >= 1.3 && ratio <= 1.4, "\(length): \(ratio)")
        }
    }

    @Test func rtlTurnsTextAndLayout() {
        var scene = Scene(title: "T")
        var label = ViewSpec(name: "Title")
        label.text = "Hello"
        var button = ViewSpec(name: "Go")
        button.title = "Go"
        var field = ViewSpec(name: "Field")
        field.placeholder = "Search"
        field.subviews = [button]
        scene.root.subviews = [label, field]
        PseudoLocale.rtl.apply(to: &scene)
        #expect(scene.directions == [.rtl])
        #expect(scene.root.subviews[0].text == "\u{202E}Hello\u{202C}")
        #expect(scene.root.subviews[1].placeholder == "\u{202E}Search\u{202C}")
        #expect(scene.root.subviews[1].subviews[0].title == "\u{202E}Go\u{202C}")
        var long = Scene(title: "T")
        long.root.subviews = [label]
        PseudoLocale.long.apply(to: &long)
        #expect(long.directions == [.ltr] && long.root.subviews[0].text == "[Ĥéļļö]")
    }
}
