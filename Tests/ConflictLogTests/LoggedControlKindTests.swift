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
            "<NSLayoutConstraint:0x6 V:|-(60)-[UISegmentedControl:0x7fa1c9816100]   (active, names: '|':UIView:0x7fa1c9815000 )>",
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
        // Its size is the log's: 0 × 0 held non-negative, 16 in from each side of the 20-point
        // view (which breaks one); where the log says nothing, UIKit's own size at priority 2.
        func frame(_ id: String) throws -> Rect {
            try #require(layout.views.first { $0.spec.id == ViewID(id) }).frame
        }
        let solvedSearch = try #require(layout.views.first { $0.spec.id == ViewID("0x7fa1c9815e40") })
        #expect(solvedSearch.intrinsic.size == Size(width: 0, height: 0))
        #expect(search.assumedAxes == [.vertical])
        #expect(try frame("0x7fa1c9815e40").height == 56)
        // A page control 100 wide (UIKit sizes its width by its pages) and 26 high; a picker
        // 200 wide as logged, 216 high.
        let (page, picker) = (try frame("0x7fa1c9815f00"), try frame("0x7fa1c9816000"))
        #expect(page.width == 100 && page.height == 26)
        #expect(picker.width == 200 && picker.height == 216)
        // A segmented control 32 high, 100 wide: its width would be its titles', not logged.
        let segments = try frame("0x7fa1c9816100")
        #expect(segments.width == 100 && segments.height == 32)
    }

    /// What a control is assumed when the log leaves its size open: the kind's own (a segmented
    /// control's 28, its padding without titles, is not used: the log prints no titles).
    @Test func controlsOwnSizes() {
        let sizes = LoggedViewMapping.drawnControls.sorted { $0.rawValue < $1.rawValue }.map {
            "\($0.rawValue) \(ViewKinds.kind(of: $0).emptySize.width) \(ViewKinds.kind(of: $0).emptySize.height)"
        }
        #expect(
            sizes == [
                "activityIndicator 20.0 20.0", "datePicker 320.0 216.0", "pageControl -1.0 26.0",
                "pickerView 320.0 216.0", "progressView -1.0 4.0", "searchBar -1.0 56.0",
                "segmentedControl 28.0 32.0", "slider -1.0 31.0", "stepper 94.0 32.0", "switch 51.0 31.0",
            ])
    }

    /// A custom class is not UIKit's: `Reader.SearchBar` stays a plain view, as the sample log's.
    @Test func aCustomClassStaysAPlainView() throws {
        let read = try ConflictLogReader.read(
            Self.log.replacingOccurrences(of: "UISearchBar:", with: "Reader.SearchBar:"))
        let scene = ConflictScene(try #require(read.conflicts.first), number: 1, file: "x.log", lines: read.lines).scene
        #expect(scene.allViews.map(\.view).first { $0.id == ViewID("0x7fa1c9815e40") }?.type == .view)
    }
}
