import SwiftSyntax

/// Where swift-syntax could not parse the file: the tokens it had to invent or skip.
final class SyntaxProblems: SyntaxVisitor {
    private(set) var positions: [AbsolutePosition] = []

    init() { super.init(viewMode: .all) }

    /// Every such place, in text order.
    static func positions(in tree: SourceFileSyntax) -> [AbsolutePosition] {
        guard tree.hasError else { return [] }
        let finder = SyntaxProblems()
        finder.walk(tree)
        return finder.positions.sorted()
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { record(token.positionAfterSkippingLeadingTrivia) }
        return .skipChildren
    }

    private func record(_ position: AbsolutePosition) { positions.append(position) }
}
