extension CorpusDecodingTotals {
    /// Per repository of `../shared/corpus`, what the decoder finds today.
    static let pinned: [String: CorpusDecodingTotals] = [
        "IBAnimatable__IBAnimatable": .init(
            files: 12, undecodable: 0, unlikeIndex: 0, storyboards: 12, scenes: 66, xibViews: 0, controllers: 66,
            views: 670, framed: 670, stacks: 53, fonts: 243, constraints: 1016, withoutFirstItem: 421,
            withoutSecondItem: 247, multipliers: 7, symbolic: 2, variations: 15, images: 55, withoutDevice: 0,
            notUnderstood: 0),
        "Lax__Learn-iOS-Swift-by-Examples": .init(
            files: 70, undecodable: 0, unlikeIndex: 1, storyboards: 63, scenes: 209, xibViews: 7, controllers: 209,
            views: 1156, framed: 1110, stacks: 32, fonts: 369, constraints: 1466, withoutFirstItem: 428,
            withoutSecondItem: 222, multipliers: 12, symbolic: 89, variations: 17, images: 43, withoutDevice: 40,
            notUnderstood: 3),
        "Ranchero-Software__NetNewsWire": .init(
            files: 10, undecodable: 0, unlikeIndex: 0, storyboards: 5, scenes: 32, xibViews: 5, controllers: 32,
            views: 302, framed: 302, stacks: 2, fonts: 95, constraints: 348, withoutFirstItem: 108,
            withoutSecondItem: 34, multipliers: 2, symbolic: 44, variations: 0, images: 16, withoutDevice: 0,
            notUnderstood: 5),
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
            files: 42, undecodable: 0, unlikeIndex: 1, storyboards: 39, scenes: 112, xibViews: 4, controllers: 113,
            views: 488, framed: 437, stacks: 8, fonts: 157, constraints: 828, withoutFirstItem: 263,
            withoutSecondItem: 77, multipliers: 13, symbolic: 80, variations: 58, images: 10, withoutDevice: 14,
            notUnderstood: 1),
        "duckduckgo__iOS": .init(
            files: 25, undecodable: 0, unlikeIndex: 0, storyboards: 19, scenes: 65, xibViews: 7, controllers: 65,
            views: 573, framed: 573, stacks: 25, fonts: 121, constraints: 1007, withoutFirstItem: 399,
            withoutSecondItem: 210, multipliers: 5, symbolic: 4, variations: 11, images: 55, withoutDevice: 1,
            notUnderstood: 3),
        "firebase__quickstart-ios": .init(
            files: 9, undecodable: 0, unlikeIndex: 0, storyboards: 7, scenes: 20, xibViews: 2, controllers: 20,
            views: 104, framed: 104, stacks: 8, fonts: 39, constraints: 185, withoutFirstItem: 65,
            withoutSecondItem: 30, multipliers: 0, symbolic: 4, variations: 2, images: 7, withoutDevice: 1,
            notUnderstood: 0),
        "hackiftekhar__IQKeyboardManager": .init(
            files: 9, undecodable: 0, unlikeIndex: 0, storyboards: 9, scenes: 61, xibViews: 0, controllers: 61,
            views: 451, framed: 449, stacks: 8, fonts: 222, constraints: 773, withoutFirstItem: 145,
            withoutSecondItem: 19, multipliers: 2, symbolic: 1, variations: 0, images: 5, withoutDevice: 1,
            notUnderstood: 5),
        "kharrison__albookcode": .init(
            files: 88, undecodable: 0, unlikeIndex: 0, storyboards: 84, scenes: 136, xibViews: 4, controllers: 136,
            views: 467, framed: 467, stacks: 63, fonts: 130, constraints: 510, withoutFirstItem: 191,
            withoutSecondItem: 5, multipliers: 8, symbolic: 23, variations: 11, images: 45, withoutDevice: 0,
            notUnderstood: 0),
        "twostraws__HackingWithSwift": .init(
            files: 31, undecodable: 0, unlikeIndex: 0, storyboards: 30, scenes: 54, xibViews: 1, controllers: 54,
            views: 149, framed: 147, stacks: 2, fonts: 43, constraints: 112, withoutFirstItem: 25, withoutSecondItem: 9,
            multipliers: 4, symbolic: 2, variations: 0, images: 2, withoutDevice: 4, notUnderstood: 0),
    ]
}
