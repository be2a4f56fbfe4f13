extension CorpusDecodingTotals {
    /// Per repository of `../shared/corpus`, what the decoder finds today.
    static let pinned: [String: CorpusDecodingTotals] = [
        "IBAnimatable__IBAnimatable": .init(
            files: 12, undecodable: 2, unlikeIndex: 0, storyboards: 10, scenes: 60, xibViews: 0, controllers: 60,
            views: 608, framed: 608, stacks: 48, fonts: 226, constraints: 961, withoutFirstItem: 398,
            withoutSecondItem: 240, multipliers: 3, symbolic: 2, variations: 15, images: 53, withoutDevice: 0,
            notUnderstood: 59),
        "Lax__Learn-iOS-Swift-by-Examples": .init(
            files: 70, undecodable: 5, unlikeIndex: 1, storyboards: 58, scenes: 195, xibViews: 7, controllers: 195,
            views: 1081, framed: 1035, stacks: 32, fonts: 354, constraints: 1274, withoutFirstItem: 349,
            withoutSecondItem: 174, multipliers: 12, symbolic: 87, variations: 8, images: 37, withoutDevice: 36,
            notUnderstood: 527),
        "Ranchero-Software__NetNewsWire": .init(
            files: 10, undecodable: 0, unlikeIndex: 0, storyboards: 5, scenes: 32, xibViews: 5, controllers: 32,
            views: 302, framed: 302, stacks: 2, fonts: 95, constraints: 348, withoutFirstItem: 108,
            withoutSecondItem: 34, multipliers: 2, symbolic: 44, variations: 0, images: 16, withoutDevice: 0,
            notUnderstood: 36),
        "Rio-iOS__deep-understanding-autolayout": .init(
            files: 51, undecodable: 0, unlikeIndex: 0, storyboards: 47, scenes: 53, xibViews: 4, controllers: 53,
            views: 295, framed: 293, stacks: 10, fonts: 108, constraints: 603, withoutFirstItem: 106,
            withoutSecondItem: 54, multipliers: 6, symbolic: 19, variations: 1, images: 23, withoutDevice: 1,
            notUnderstood: 0),
        "awslabs__aws-sdk-ios-samples": .init(
            files: 8, undecodable: 0, unlikeIndex: 0, storyboards: 8, scenes: 22, xibViews: 0, controllers: 22,
            views: 62, framed: 62, stacks: 5, fonts: 18, constraints: 87, withoutFirstItem: 18, withoutSecondItem: 3,
            multipliers: 3, symbolic: 7, variations: 0, images: 6, withoutDevice: 3, notUnderstood: 0),
        "bqlin__Apple-Sample-Code": .init(
            files: 42, undecodable: 4, unlikeIndex: 1, storyboards: 35, scenes: 94, xibViews: 3, controllers: 95,
            views: 419, framed: 369, stacks: 8, fonts: 145, constraints: 725, withoutFirstItem: 224,
            withoutSecondItem: 67, multipliers: 13, symbolic: 80, variations: 54, images: 10, withoutDevice: 14,
            notUnderstood: 92),
        "duckduckgo__iOS": .init(
            files: 25, undecodable: 2, unlikeIndex: 0, storyboards: 18, scenes: 62, xibViews: 6, controllers: 62,
            views: 522, framed: 522, stacks: 21, fonts: 96, constraints: 877, withoutFirstItem: 348,
            withoutSecondItem: 180, multipliers: 4, symbolic: 4, variations: 11, images: 49, withoutDevice: 1,
            notUnderstood: 93),
        "firebase__quickstart-ios": .init(
            files: 9, undecodable: 0, unlikeIndex: 0, storyboards: 7, scenes: 20, xibViews: 2, controllers: 20,
            views: 104, framed: 104, stacks: 8, fonts: 39, constraints: 185, withoutFirstItem: 65,
            withoutSecondItem: 30, multipliers: 0, symbolic: 4, variations: 2, images: 7, withoutDevice: 1,
            notUnderstood: 6),
        "hackiftekhar__IQKeyboardManager": .init(
            files: 9, undecodable: 3, unlikeIndex: 0, storyboards: 6, scenes: 43, xibViews: 0, controllers: 43,
            views: 201, framed: 199, stacks: 7, fonts: 103, constraints: 194, withoutFirstItem: 29,
            withoutSecondItem: 6, multipliers: 2, symbolic: 0, variations: 0, images: 2, withoutDevice: 1,
            notUnderstood: 54),
        "kharrison__albookcode": .init(
            files: 88, undecodable: 0, unlikeIndex: 0, storyboards: 84, scenes: 136, xibViews: 4, controllers: 136,
            views: 467, framed: 467, stacks: 63, fonts: 130, constraints: 510, withoutFirstItem: 191,
            withoutSecondItem: 5, multipliers: 8, symbolic: 23, variations: 11, images: 45, withoutDevice: 0,
            notUnderstood: 0),
        "twostraws__HackingWithSwift": .init(
            files: 31, undecodable: 2, unlikeIndex: 0, storyboards: 28, scenes: 50, xibViews: 1, controllers: 50,
            views: 138, framed: 136, stacks: 2, fonts: 42, constraints: 108, withoutFirstItem: 23, withoutSecondItem: 9,
            multipliers: 4, symbolic: 2, variations: 0, images: 2, withoutDevice: 4, notUnderstood: 11),
    ]
}
