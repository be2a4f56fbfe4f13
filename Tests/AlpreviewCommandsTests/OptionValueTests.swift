import Foundation
import TestSupport
import Testing
@testable import AlpreviewCommands

/// Options with a fixed set of values are enums: a wrong value is a usage error (exit 2,
/// nothing written) that lists the right ones, and the help lists them too.
@Suite(.serialized) struct OptionValueTests {
    @Test(arguments: [
        (
            ["--theme", "blue"],
            "The value 'blue' is invalid for '--theme <theme>'. Please provide one of 'light' and 'dark'."
        ),
        (
            ["--format", "gif"],
            "The value 'gif' is invalid for '--format <format>'. Please provide one of 'png', 'svg' or 'pdf'."
        ),
        (
            ["--orientation", "up"],
            "The value 'up' is invalid for '--orientation <orientation>'. Please provide one of 'portrait', 'landscape' or 'both'."
        ),
        (
            ["--annotate", "labels,tags"],
            "The value 'labels,tags' is invalid for '--annotate <annotate>': unknown annotation layer 'tags' "
                + "(constraints,margins,safe-area,guides,deltas,conflicts,ambiguity,labels,legend,header,a11y)"
        ),
        (
            ["--device", "iPhone 99"],
            "The value 'iPhone 99' is invalid for '--device <device>': unknown device 'iPhone 99'; "
                + "`alpreview devices` lists them"
        ),
        (
            ["--size-category", "XXXXL"],
            "The value 'XXXXL' is invalid for '--size-category <size-category>': unknown size category 'XXXXL' "
                + "(xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5)"
        ),
        (
            ["--scale", "0"],
            "The value '0' is invalid for '--scale <scale>': pixels per point must be a number more than 0 and at most 8"
        ),
        (
            ["--scale", "8.5"],
            "The value '8.5' is invalid for '--scale <scale>': pixels per point must be a number more than 0 and at most 8"
        ),
    ])
    func aWrongRenderValueListsTheRightOnes(_ option: [String], _ message: String) throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        let result = CommandRun.run([scene, "-o", folder.path + "/x.png"] + option)
        #expect(result.status == 2)
        #expect(result.error == "alpreview: error: \(message)\n  (see `alpreview --help`)\n")
        #expect(folder.listing() == ["s.yaml"])
    }

    @Test func aWrongRecordModeListsTheRightOnes() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        let result = CommandRun.run(["test", scene, "--golden", folder.path + "/goldens", "--record", "sometimes"])
        #expect(result.status == 2)
        #expect(
            result.error == "alpreview: error: The value 'sometimes' is invalid for '--record <record>'. "
                + "Please provide one of 'missing', 'failed', 'all' or 'never'.\n  (see `alpreview --help`)\n")
    }

    /// Each value type is checked once, for every command that takes it.
    @Test func theOtherCommandsRefuseTheSameValuesAlike() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        let test = CommandRun.run(["test", scene, "--golden", folder.path + "/goldens", "--scale", "x2"])
        #expect(test.status == 2)
        #expect(
            test.error == "alpreview: error: The value 'x2' is invalid for '--scale <scale>': pixels per point must "
                + "be a number more than 0 and at most 8\n  (see `alpreview --help`)\n")
        let check = CommandRun.run(["check", scene, "--size-category", "AX6"])
        #expect(
            check.status == 2
                && check.error.hasPrefix(
                    "alpreview: error: The value 'AX6' is invalid for '--size-category <size-category>': unknown size "
                        + "category 'AX6' (xS ")
        )
        let sweep = CommandRun.run(["sweep", scene, "--size-categories", "xS,AX6"])
        #expect(sweep.status == 2)
        #expect(
            sweep.error
                == "alpreview: error: The value 'xS,AX6' is invalid for '--size-categories <size-categories>': "
                + "unknown size category 'AX6' (all, or xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5)\n"
                + "  (see `alpreview --help`)\n")
        #expect(folder.listing() == ["s.yaml"])
    }

    /// A refused value is quoted cut to a line's worth, in ArgumentParser's words as in ours.
    @Test func aLongRefusedValueIsCut() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        let long = String(repeating: "a", count: 300)
        let cut = String(repeating: "a", count: 59) + "…"
        let device = CommandRun.run([scene, "-o", folder.path + "/x.png", "--device", long])
        #expect(
            device.error
                == "alpreview: error: The value '\(cut)' is invalid for '--device <device>': unknown device "
                + "'\(cut)'; `alpreview devices` lists them\n  (see `alpreview --help`)\n")
        let theme = CommandRun.run([scene, "-o", folder.path + "/x.png", "--theme", long])
        #expect(
            theme.error
                == "alpreview: error: The value '\(cut)' is invalid for '--theme <theme>'. Please provide one of "
                + "'light' and 'dark'.\n  (see `alpreview --help`)\n")
    }

    @Test func valuesAreTakenAsTheyWereAsStrings() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "s.yaml")
        // The format in any case, as an output's extension is read.
        #expect(CommandRun.run([scene, "-o", folder.path + "/x.out", "--format", "SVG"]).status == 0)
        let svg = try String(contentsOfFile: folder.path + "/x.out", encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg"))
        // An empty layer list draws no annotations, as --clean does.
        #expect(CommandRun.run([scene, "-o", folder.path + "/bare.png", "--annotate", ""]).status == 0)
        #expect(CommandRun.run([scene, "-o", folder.path + "/clean.png", "--clean"]).status == 0)
        #expect(
            FileManager.default.contents(atPath: folder.path + "/bare.png")
                == FileManager.default.contents(atPath: folder.path + "/clean.png"))
        // Both orientations: a landscape configuration in the report.
        let both = CommandRun.run([scene, "--json", "-", "--orientation", "both"])
        #expect(
            both.status == 0 && both.output.contains("\"orientation\": \"portrait\"")
                && both.output.contains("\"orientation\": \"landscape\""))
    }

    @Test func theHelpListsTheValues() {
        let help = CommandRun.run(["render", "--help"]).output
        #expect(help.contains("(values: light, dark;") && help.contains("(values: png, svg, pdf)"))
        #expect(help.contains("(values: portrait, landscape, both)"))
        #expect(CommandRun.run(["test", "--help"]).output.contains("(values: missing,"))
    }
}
