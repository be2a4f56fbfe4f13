/// The bounds an XML file must stay within (docs/interface-builder.md, "Reading the XML").
/// Past each one the file is refused with a located error before it can exhaust memory or the
/// stack of whatever walks the tree.
public enum XMLLimits {
    /// The same bound as a scene file: the largest storyboard of the corpus is 35 KB, and
    /// a storyboard with hundreds of scenes stays well under a megabyte.
    public static let maximumBytes = 4 << 20
    /// Elements inside elements. The deepest file of the corpus nests 20 levels (a view in
    /// a stack in a stack … each view adding a `<subviews>` level); 256 leaves room for
    /// screens ten times deeper than any seen, while keeping the recursive walks over the tree
    /// (the Interface Builder decoder) far from the end of an 8 MB thread stack.
    public static let maximumDepth = 256
}
