import Testing
@testable import AlpreviewKit

/// `MarkdownFences`: fenced blocks found as CommonMark finds them, lines kept byte for byte;
/// `PictureName`: the stable names of documentation pictures.
@Suite struct MarkdownFencesTests {
    @Test func findsBlocksWithTheirInfoAndContent() {
        let text =
            "# Title\r\n\n```alpreview\nviews: {}\n```\n  ~~~~ swift \n  let a = 1\n    b\n  ~~~~\n````\n```\n````\n"
        let fences = MarkdownFences(Array(text.utf8))
        #expect(fences.lines.count == 12)
        #expect(fences.lines[0].text == "# Title")
        #expect(Array(fences.lines[0].bytes) == Array("# Title\r\n".utf8))
        #expect(fences.blocks.map(\.info) == ["alpreview", "swift", ""])
        #expect(fences.blocks.map(\.opening) == [2, 5, 9])
        #expect(fences.blocks.map(\.closing) == [4, 8, 11])
        #expect(fences.blocks[0].content == ["views: {}"])
        // Content loses at most the fence's indentation; a shorter fence inside a longer one is content.
        #expect(fences.blocks[1].content == ["let a = 1", "  b"])
        #expect(fences.blocks[1].indentation == 2)
        #expect(fences.blocks[2].content == ["```"])
        #expect(fences.lines.flatMap { Array($0.bytes) } == Array(text.utf8))
    }

    @Test func anUnclosedBlockRunsToTheEnd() {
        let fences = MarkdownFences(Array("text\n```alpreview\na: 1\nb: 2".utf8))
        #expect(fences.blocks.count == 1)
        #expect(fences.blocks[0].closing == nil)
        #expect(fences.blocks[0].content == ["a: 1", "b: 2"])
        #expect(fences.blocks[0].lastLine == 3)
    }

    @Test func fourSpacesOrABacktickInTheInfoAreNoFence() {
        let fences = MarkdownFences(Array("    ```\ncode\n``` a`b\n".utf8))
        #expect(fences.blocks.isEmpty)
    }

    @Test func picturesAreNamedAfterTheirSubjectAndBlock() {
        let name = PictureName.name(showing: "Two Views (landscape)", block: ["file: a.yaml", "device: iPhone 8"])
        #expect(name == "two-views-landscape-" + PictureName.hash("file: a.yaml\ndevice: iPhone 8"))
        // Trailing spaces and blank lines around the block do not change the name; a changed line does.
        #expect(
            PictureName.name(showing: "Two Views (landscape)", block: ["", "file: a.yaml  ", "device: iPhone 8", ""])
                == name)
        #expect(
            PictureName.name(showing: "Two Views (landscape)", block: ["file: a.yaml", "device: iPhone SE"]) != name)
        #expect(PictureName.name(showing: "été", block: []) == "t-811c9dc5")
        #expect(PictureName.name(showing: "", block: []) == "picture-811c9dc5")
        #expect(PictureName.hash("a") == "e40c292c")
    }

    @Test func recognizesPictureFiles() {
        #expect(PictureName.isPictureFile("two-views-0123abcd.png"))
        #expect(PictureName.isPictureFile("two-views-0123abcd~dark@2x.png"))
        #expect(PictureName.isPictureFile("box-0123abcd@3x.png"))
        #expect(!PictureName.isPictureFile("logo.png"))
        #expect(!PictureName.isPictureFile("two-views-0123ABCD.png"))
        #expect(!PictureName.isPictureFile("two-views-0123abcd.svg"))
    }
}
