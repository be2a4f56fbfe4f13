import SceneModel
import Testing

/// Every reader records where a scene came from the same way; messages and `--scene` read
/// its names, whatever the reader.
@Suite struct ProvenanceTests {
    @Test func aStoryboardSceneIsCalledByItsTitleElseItsIdentifierClassOrId() {
        let titled = Provenance(
            format: .interfaceBuilder, identifier: "tne-QT-ifu", label: "Log In",
            aliases: ["LoginScreen", "LoginViewController", "tne-QT-ifu", "BYZ-38-t0r"])
        #expect(titled.name == "Log In")
        #expect(
            titled.names == ["tne-QT-ifu", "Log In", "LoginScreen", "LoginViewController", "tne-QT-ifu", "BYZ-38-t0r"])
        let untitled = Provenance(identifier: "tne-QT-ifu", aliases: ["tne-QT-ifu", "BYZ-38-t0r"])
        #expect(untitled.name == "tne-QT-ifu")
    }

    @Test func aLogsConflictIsCalledByItsLabelAndPickedByItsNumber() {
        let conflict = Provenance(format: .conflictLog, identifier: "2", label: "conflict 2")
        #expect(conflict.name == "conflict 2" && conflict.names == ["2", "conflict 2"])
        #expect(Provenance.none.name == nil && Provenance.none.names.isEmpty)
    }

    @Test func aRecordedConflictKnowsWhereEachConstraintIsDeclared() {
        let declared = SourceLocation(file: "Cell.swift", line: 40, column: 0)
        let conflict = RecordedConflict(
            constraints: [Provenance(identifier: "0x1", declaration: declared), Provenance(identifier: "0x2")],
            broken: "0x2")
        #expect(conflict.declaration(of: "0x1") == declared)
        #expect(conflict.declaration(of: "0x2") == nil && conflict.declaration(of: "0x3") == nil)
    }

    @Test func aViewsAndAConstraintsPlaceIsTheirProvenances() {
        var view = ViewSpec(name: "Box")
        view.location = SourceLocation(file: "s.yaml", line: 3, column: 5)
        #expect(view.provenance.location == SourceLocation(file: "s.yaml", line: 3, column: 5))
        let here = SourceLocation(file: "s.yaml", line: 7, column: 5)
        let constraint = ConstraintSpec(
            first: Anchor(.view("Box"), .width), relation: .equal, second: nil, location: here)
        #expect(constraint.provenance == Provenance(location: here))
    }
}
