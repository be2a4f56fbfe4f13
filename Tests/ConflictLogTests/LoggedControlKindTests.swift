import LayoutEngine
import SceneModel
import Testing

@testable import ConflictLog

/// UIKit's controls a log names by their class are drawn as their kinds (UIKitViewClasses, the
/// Swift reader's table): a search bar's field, a page control's dots. Their sizes stay the log's.
@Suite struct LoggedControlKindTests {
    static let log = """
        (
            "<NSLayoutConstraint:0x1 H:|-(16)-[UISearchBar:0x7fa1c9815e40'searchField']   (active, names: '|':UIView:0x7fa1c9815000 )>",
            "<NSLayoutConstraint:0x2 H:[UISearchBar:0x7fa1c9815e40'searchField']-(16)-|   (active, names: '|':UIView:0x7fa1c9815000 )>",
            "<NSLayoutConstraint:0x3 V:|-(8)-[UIPageControl:0x7fa1c9815f00]   (active, names: '|':UIView:0x7fa1c9815000 )>",
            "<NSLayoutConstraint:0x4 UIPickerView:0x7fa1c9816000.width == 200   (active)>",
            "<NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Width' UIView:0x7fa1c9815000.width == 20   (active)>"
        )
        """

    func solved() throws -> (ConflictScene, SolvedLayout) {
        let read = try ConflictLogReader.read(Self.log)
        let rebuilt = ConflictScene(try #require(read.conflicts.first), number: 1, file: "x.log", lines: read.lines)
        let layout = try LayoutSolver(measurer: ConflictClosure.FixedMeasurer()).solve(
            rebuilt.scene, in: rebuilt.scene.configurations[0])
        return (rebuilt, layout)
    }

    @Test func controlsAreTheirKinds() throws {
        let (rebuilt, layout) = try solved()
        let views = rebuilt.scene.allViews.map(\.view)
        let search = try #require(views.first { $0.id == ViewID("0x7fa1c9815e40") })
        #expect(search.type == .searchBar)
        #expect(search.name == "UISearchBar 'searchField'")
        // The quoted word is its accessibility identifier, not a text it shows.
        #expect(search.text == nil)
        #expect(views.first { $0.id == ViewID("0x7fa1c9815f00") }?.type == .pageControl)
        #expect(views.first { $0.id == ViewID("0x7fa1c9816000") }?.type == .pickerView)
        #expect(views.first { $0.id == ViewID("0x7fa1c9815000") }?.type == .view)
        // Its size is the log's: 0 × 0 held non-negative, 44 high assumed (at 2) where the log
        // says nothing of its height; 16 in from each side of the 20-point view, which breaks one.
        let solvedSearch = try #require(layout.views.first { $0.spec.id == ViewID("0x7fa1c9815e40") })
        #expect(solvedSearch.intrinsic.size == Size(width: 0, height: 0))
        #expect(solvedSearch.frame.height == 44)
        #expect(search.assumedAxes == [.vertical])
    }

    /// A custom class is not UIKit's: `Reader.SearchBar` stays a plain view, as the sample log's.
    @Test func aCustomClassStaysAPlainView() throws {
        let read = try ConflictLogReader.read(
            Self.log.replacingOccurrences(of: "UISearchBar:", with: "Reader.SearchBar:"))
        let scene = ConflictScene(try #require(read.conflicts.first), number: 1, file: "x.log", lines: read.lines).scene
        #expect(scene.allViews.map(\.view).first { $0.id == ViewID("0x7fa1c9815e40") }?.type == .view)
    }
}
