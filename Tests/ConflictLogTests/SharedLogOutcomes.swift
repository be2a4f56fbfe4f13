/// What alpreview makes of each log of `../shared/logs` today (`SharedLogs.outcome(of:)`).
/// A change in the reader or the breaking order that changes one log's outcome fails
/// `SharedLogReadingTests`: update its line, and docs/conflict-logs.md where it says why.
enum SharedLogOutcomes {
    static let pinned: [String: LogOutcome] = [
        "001-firefox-names-identifier.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "002-snapkit-two-bottoms.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "003-uisv-hiding-height-zero.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "004-toolbar-height-zero.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "005-temporary-layout-width-accessory.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "006-system-baseline-safearea-inputset.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "007-layoutsupport-negative-vfl-gap.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "008-layoutsupport-top-bottom-identifier-names.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "009-label-height-ge-encapsulated-56.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "010-pagecontrol-cell-eight-constraints.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "011-centery-offset-vs-edges.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "012-label-padding-vs-width-one.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "013-temporary-width-vs-fixed-width.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "014-mangled-module-fractional-height.log": .init(conflicts: 1, warnings: 0, choice: .differs),
        "015-single-negative-width.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "016-trailing-margin-vs-vfl-space-indented.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "017-masonry-collection-in-cell.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "018-cell-contentview-width-zero.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "019-labels-with-plus-and-newline-no-break.log": .init(conflicts: 1, warnings: 0, choice: .notStated),
        "020-keyboard-extension-escaped-quotes.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "021-duplicate-top-space-indented.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "022-cell-encapsulated-height-old.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "023-folding-cell-old-height.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "024-kvnprogress-negative-vfl-width.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "025-springboard-nsspace-encapsulated.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "026-ios7-reusable-view-objc-exception-throw.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "027-list-only-no-header-template-cell.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "028-tvos-avkit-temporary-width-flattened.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "029-appkit-names-owner-autoresizing.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "030-appkit-clipview-autoresizing-vfl.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "031-appkit-textview-autoresizing-minx.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "032-appkit-toolbar-space-autoresizing-old.log": .init(conflicts: 1, warnings: 0, choice: .differs),
        "033-appkit-splitview-wrapper-box.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "034-appkit-no-break-line-fractional.log": .init(conflicts: 1, warnings: 0, choice: .notStated),
        "035-kbcompat-remote-placeholder-identifiers.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "036-snapkit-two-bottoms-no-active.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "037-masonry-centerx-fraction-space-indented.log": .init(conflicts: 1, warnings: 0, choice: .differs),
        "038-masonry-fractional-width-zero.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "039-masonry-unquoted-no-header-le.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "040-single-negative-width-20-spaces.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "041-header-footer-width-375-vs-0.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "042-scrollview-automatic-contentsize-negative.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "043-appkit-nsview-encapsulated-width-names.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "044-ios8-beta-autoresizing-contentview-le.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "045-assistant-bar-height-zero-margins-guide.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "046-angle-brackets-stripped-no-break.log": .init(conflicts: 1, warnings: 0, choice: .notStated),
        "047-unquoted-tab-items-minx-ltr-no-break.log": .init(conflicts: 1, warnings: 0, choice: .notStated),
        "048-null-descriptions-no-break.log": .init(conflicts: 1, warnings: 2, choice: .notStatedNoneFound),
        "049-appkit-private-redacted.log": .init(conflicts: 0, warnings: 0, choice: .unreadable),
        "050-ipad-hud-padding-no-break.log": .init(conflicts: 1, warnings: 0, choice: .notStated),
        "051-label-padding-vs-width-one-second.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "052-avkit-backdrop-list-only-no-break.log": .init(conflicts: 1, warnings: 0, choice: .notStated),
        "053-masonry-inline-backticks-no-break.log": .init(conflicts: 1, warnings: 0, choice: .notStated),
        "054-rn-dev-menu-negative-width.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "055-source-comment-alert-flowlayout.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "056-masonry-doc-comment-centerx.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "057-stackview-spacing-comment-trimmed.log": .init(conflicts: 1, warnings: 0, choice: .differs),
        "058-multiplier-autoresizing-896.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "059-swiftui-securefield-assistant-view.log": .init(conflicts: 1, warnings: 0, choice: .differs),
        "060-annotated-paste-nsspace-encapsulated.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
        "061-identifiers-with-commas-list-only.log": .init(conflicts: 1, warnings: 0, choice: .notStated),
        "062-swiftui-navbar-comment-signal9.log": .init(conflicts: 1, warnings: 0, choice: .differs),
        "063-swiftui-navtitle-backbutton-three.log": .init(conflicts: 3, warnings: 0, choice: .differs),
        "064-bare-header-two-vfl-heights.log": .init(conflicts: 1, warnings: 0, choice: .agrees),
    ]
}

extension SharedLogOutcomes {
    /// The pinned logs that read differently after a paste damage (`PasteDamageTests`); the
    /// others read the same after every one.
    static let damaged: [String: [String]] = [
        // Two list-only pastes in a row have no header between them to tell them apart.
        // Descriptions without brackets end with their line: a hard wrap cuts them.
        "046-angle-brackets-stripped-no-break.log": ["wrapped"],
        // `<Class: 0x…>` takes the rest of its line as the body: one line, or a wrapped one, mixes them.
        "048-null-descriptions-no-break.log": ["flattened", "wrapped"],
        "052-avkit-backdrop-list-only-no-break.log": ["twice"],
        "061-identifiers-with-commas-list-only.log": ["twice"],
        "062-swiftui-navbar-comment-signal9.log": ["flattened"],
        "063-swiftui-navtitle-backbutton-three.log": ["wrapped"],
    ]
}

extension SharedLogOutcomes {
    /// Leave-one-out over the logs that name the broken constraint (`BreakModelValidationTests`).
    static let leaveOneOutAgreement = 46
    /// Held-out logs where UIKit's choice is the likely one or the alternative.
    static let leaveOneOutRanked = 48
    static let leaveOneOutDiffering = [
        "014-mangled-module-fractional-height.log",
        "032-appkit-toolbar-space-autoresizing-old.log",
        "037-masonry-centerx-fraction-space-indented.log",
        "057-stackview-spacing-comment-trimmed.log",
        "058-multiplier-autoresizing-896.log",
        "059-swiftui-securefield-assistant-view.log",
        "062-swiftui-navbar-comment-signal9.log",
        "063-swiftui-navtitle-backbutton-three.log",
    ]
}
