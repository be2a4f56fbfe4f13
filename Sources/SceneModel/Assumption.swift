/// Something about a view's size that its source cannot tell without running the app (a custom
/// class's intrinsic size, an image not in the project), so a value is assumed: the view is drawn
/// hatched on those axes and the report lists it. Never a reason to fail the file.
public struct Assumption: Equatable, Sendable {
    /// The view, and how the report names it (`AWSLexVoiceButton r7U-CR-FtX`).
    public var view: ViewID
    public var subject: String
    /// The axes whose size is assumed, horizontal first.
    public var axes: [Attribute.Axis]
    /// Why, and where the assumed value comes from, in plain words.
    public var reason: String

    public init(view: ViewID, subject: String, axes: [Attribute.Axis], reason: String) {
        self.view = view; self.subject = subject; self.reason = reason
        self.axes = axes.contains(.horizontal) ? [.horizontal] + axes.filter { $0 == .vertical } : axes
    }

    /// `assumed: AWSLexVoiceButton r7U-CR-FtX width, height — custom class, size not in the document`;
    /// without axes (the view's content, not its size) `assumed: MKMapView zqK-KV-UIu — …`.
    public var line: String {
        let sizes = axes.map { $0 == .horizontal ? "width" : "height" }.joined(separator: ", ")
        return "assumed: \(subject)\(sizes.isEmpty ? "" : " " + sizes) — \(reason)"
    }
}

extension Scene {
    /// Records `candidate` on the axes the scene's own constraints (`AssumedAxes`) and a filling
    /// stack (across its axis; along it too when it fills equally a length its own constraints fix) leave to the view's content, and hatches the view there. A candidate the constraints fully fix is dropped;
    /// one with no axes (about the view's content) is kept.
    public mutating func assume(_ candidate: Assumption, named name: String) {
        // A stack with fill alignment sizes its arranged views across its axis; one that fills
        // equally, along its axis too when its own length there is fixed (by its constraints or
        // its frame): it shares that length out whatever the views' content.
        let stackView = allViews.first { $0.view.id == candidate.view }?.parent.flatMap { parent in
            allViews.first { $0.view.id == parent }?.view
        }
        let stack = stackView?.stack
        let filled = stack.flatMap { $0.alignment == .fill && $0.arranged.contains(name) ? $0.axis : nil }
        let shared = stack.flatMap { stack -> Attribute.Axis? in
            guard let stackView, stack.distribution == .fillEqually, stack.arranged.contains(name),
                stackView.autoresizing != nil || AssumedAxes.isFixed(stackView.name, axis: stack.axis, by: constraints)
            else { return nil }
            return stack.axis
        }
        // A view laid out by its frame and autoresizing mask has the frame's size, or its
        // superview's change of size: never its content's.
        let framed = allViews.first { $0.view.id == candidate.view }?.view.autoresizing != nil
        let open = candidate.axes.filter {
            !framed && !AssumedAxes.isFixed(name, axis: $0, by: constraints) && (filled == nil || filled == $0)
                && shared != $0
        }
        // An assumption about the content, not the size (no axes), is always listed.
        guard !open.isEmpty || candidate.axes.isEmpty else { return }
        var assumption = candidate
        assumption.axes = open
        assumptions.append(assumption)
        func mark(_ view: inout ViewSpec) -> Bool {
            if view.id == candidate.view {
                view.assumedAxes.formUnion(open)
                return true
            }
            for index in view.subviews.indices where mark(&view.subviews[index]) { return true }
            return false
        }
        _ = mark(&root)
    }
}
