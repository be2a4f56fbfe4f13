/// Where a scene, a view or a constraint came from, recorded the same way by every reader
/// (storyboards and XIBs, conflict logs, Swift sources): the place in the file read, the
/// reader's own identifier for it, what a person calls it, and where the app's own source
/// declares it when the input names another file. Scenes written for alpreview (YAML, the
/// notation) need no more than their lines: their names are their own.
public struct Provenance: Equatable, Sendable {
    /// Which kind of file the reader read; set on a scene's provenance (its views' and
    /// constraints' are those of their scene).
    public var format: SourceFormat?
    /// The place in the file read (a storyboard's element, a log's line); `.unknown` when the
    /// reader has none. Its quoted line is not compared.
    public var location: SourceLocation
    /// The reader's own identifier: an Interface Builder id (`tne-QT-ifu`), the address a log
    /// prints (`0x600001d8c0a0`), a conflict's number in its log.
    public var identifier: String?
    /// What a person calls it: a controller's title, a view's class (`UILabel`), `conflict 2`.
    public var label: String?
    /// Further names it can be picked by (`--scene`), the one messages prefer after the label
    /// first: a controller's storyboard identifier, class, then its ids.
    public var aliases: [String]
    /// Where the app's source declares it, when the input names a file other than itself
    /// (SnapKit writes `@File.swift#88` into a constraint's description); column 0, as the
    /// input names none.
    public var declaration: SourceLocation?

    public init(
        format: SourceFormat? = nil, location: SourceLocation = .unknown, identifier: String? = nil,
        label: String? = nil, aliases: [String] = [], declaration: SourceLocation? = nil
    ) {
        self.format = format; self.location = location; self.identifier = identifier; self.label = label
        self.aliases = aliases; self.declaration = declaration
    }

    /// Nothing recorded beyond its lines: what a scene written for alpreview has.
    public static let none = Provenance()

    /// What messages and file names call it: its label, else its first alias, else its identifier.
    public var name: String? { label ?? aliases.first ?? identifier }

    /// Every name it can be picked by: its identifier, label and aliases.
    public var names: [String] { [identifier, label].compactMap { $0 } + aliases }
}
