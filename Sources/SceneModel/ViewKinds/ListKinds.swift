/// Table and collection views: scroll views whose rows (cells, the subviews) start below the
/// safe area, as UIScrollView's automatic content inset adjustment places them; their frames
/// stay in content coordinates, as Interface Builder stores them (docs/interface-builder.md).
extension ViewType {
    public static let table = ViewType(declaring: "table")
    public static let collection = ViewType(declaring: "collection")

    /// Whether the view's subviews sit in content shifted below the safe area.
    public var insetsContentFromSafeArea: Bool { self == .table || self == .collection }
}

extension ViewKinds {
    static let listKinds: [ViewKind] = [.table, .collection]
}

extension ViewKind {
    /// UITableView: its subviews are the rows (cells); the style, section titles, separators and
    /// the rows' accessories are drawn (TableDisplay), never sized.
    static let table = ViewKind(
        .table,
        keys: [
            .key(.style, "`plain`; `grouped`, `insetGrouped`"),
            .key(
                .sections,
                "`[{rows: N, header: TITLE, footer: TITLE}, …]` over the rows in order; none: one untitled section"),
            .key(.separators, "true"),
        ],
        intrinsicSize: "none", styles: [.plain, .grouped, .insetGrouped],
        drawsContent: false
    ) { _, _ in .none }

    static let collection = ViewKind(
        .collection, keysNote: "`UICollectionView`: its subviews are the cells", intrinsicSize: "none",
        drawsContent: false
    ) { _, _ in .none }
}
