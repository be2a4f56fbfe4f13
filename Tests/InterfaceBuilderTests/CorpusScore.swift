/// One corpus repository's agreement with Xcode's stored frames (`StoredFrameComparison`).
struct CorpusScore: Equatable {
    var files = 0
    var imported = 0
    var compared = 0
    var withinOne = 0

    var literal: String {
        ".init(files: \(files), imported: \(imported), compared: \(compared), withinOne: \(withinOne))"
    }

    /// Per repository of `../shared/corpus`, the score today.
    static let pinned: [String: CorpusScore] = [
        "IBAnimatable__IBAnimatable": .init(files: 12, imported: 12, compared: 520, withinOne: 498),
        "Lax__Learn-iOS-Swift-by-Examples": .init(files: 70, imported: 70, compared: 840, withinOne: 807),
        "Ranchero-Software__NetNewsWire": .init(files: 10, imported: 10, compared: 125, withinOne: 117),
        "Rio-iOS__deep-understanding-autolayout": .init(files: 51, imported: 51, compared: 231, withinOne: 226),
        "awslabs__aws-sdk-ios-samples": .init(files: 8, imported: 8, compared: 33, withinOne: 33),
        "bqlin__Apple-Sample-Code": .init(files: 42, imported: 42, compared: 313, withinOne: 305),
        "duckduckgo__iOS": .init(files: 25, imported: 25, compared: 429, withinOne: 391),
        "firebase__quickstart-ios": .init(files: 9, imported: 9, compared: 55, withinOne: 48),
        "hackiftekhar__IQKeyboardManager": .init(files: 9, imported: 9, compared: 300, withinOne: 250),
        "kharrison__albookcode": .init(files: 88, imported: 88, compared: 327, withinOne: 322),
        "twostraws__HackingWithSwift": .init(files: 31, imported: 31, compared: 92, withinOne: 91),
    ]
}
