import SwiftSyntax

/// Where swift-syntax could not parse the file: the first token it had to invent or skip.
final class SyntaxProblems: SyntaxVisitor {
    private(set) var first: AbsolutePosition?
    private(set) var count = 0

    init() { super.init(viewMode: .all) }

    static func find(in tree: SourceFileSyntax) -> (position: AbsolutePosition, count: Int)? {
        guard tree.hasError else { return nil }
        let finder = SyntaxProblems()
        finder.walk(tree)
        return finder.first.map { ($0, finder.count) }
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { record(token.positionAfterSkippingLeadingTrivia) }
        return .skipChildren
    }

    private func record(_ position: AbsolutePosition) {
        count += 1
        if first == nil || position < first! { first = position }
    }
}
