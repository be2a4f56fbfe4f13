import Cassowary
import SceneModel

extension LayoutBuild {
    /// How fast each constraint's constant moves with the root's width (or height), by the
    /// constraint's identity (the rates `ParameterTracking` takes; a constraint not listed does
    /// not move).
    ///
    /// The same constraints built with the root's size as variables (`RootFrame.edited`, as a
    /// `LayoutSession` builds them) name the width where this build has its value, so a rate is
    /// the width's coefficient there. What the configuration decides before solving (margins,
    /// the readable width's cap) is decided at this build's size in both. Nil, so that nothing
    /// is tracked, unless the two builds make the same constraints but for the root's size:
    /// the same ids, terms, relations and priorities, and this build's constants where the
    /// variables take its size.
    func rootSizeRates(of entries: [Entry], wrapWidths: [ViewID: Double], along dimension: LinearLayout.Dimension)
        -> [ObjectIdentifier: Double]?
    {
        guard rootFrame == .screen else { return nil }
        let width = Variable("root.width"), height = Variable("root.height")
        let edited = LayoutBuild(
            reusing: self, configuration: configuration, rootFrame: .edited(width: width, height: height))
        guard let editedEntries = try? edited.constraintEntries(wrapWidths: wrapWidths),
            editedEntries.count == entries.count
        else { return nil }
        var rates: [ObjectIdentifier: Double] = [:]
        for (entry, editedEntry) in zip(entries, editedEntries) {
            let constraint = entry.constraint, editedConstraint = editedEntry.constraint
            guard entry.id == editedEntry.id, constraint.relation == editedConstraint.relation,
                constraint.priority == editedConstraint.priority
            else { return nil }
            var widthRate = 0.0, heightRate = 0.0
            var terms: [Term] = []
            for term in editedConstraint.expression.terms {
                if term.variable === width {
                    widthRate += term.coefficient
                } else if term.variable === height {
                    heightRate += term.coefficient
                } else {
                    terms.append(term)
                }
            }
            let expression = constraint.expression
            guard terms.count == expression.terms.count,
                zip(terms, expression.terms).allSatisfy({
                    $0.coefficient == $1.coefficient && $0.variable.name == $1.variable.name
                })
            else { return nil }
            let folded =
                editedConstraint.expression.constant + widthRate * rootRect.width + heightRate * rootRect.height
            guard abs(folded - expression.constant) <= 1e-9 * max(1, abs(expression.constant)) else { return nil }
            let rate = dimension == .width ? widthRate : heightRate
            if rate != 0 { rates[ObjectIdentifier(constraint)] = rate }
        }
        return rates
    }
}
