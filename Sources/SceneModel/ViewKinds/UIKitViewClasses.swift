/// UIKit's view classes and the view types they are drawn as: the one table of every reader that
/// names views by their class (Swift source, conflict logs).
public enum UIKitViewClasses {
    public static let types: [String: ViewType] = [
        "UIView": .view, "UILabel": .label, "UIButton": .button, "UIImageView": .imageView, "UIStackView": .stack,
        "UIScrollView": .scroll, "UITextField": .textField, "UITextView": .textView, "UISwitch": .switch,
        "UISlider": .slider, "UIStepper": .stepper, "UISegmentedControl": .segmentedControl,
        "UIProgressView": .progressView, "UIActivityIndicatorView": .activityIndicator, "UIDatePicker": .datePicker,
        "UITableView": .table, "UICollectionView": .collection, "UILayoutGuide": .guide, "UIControl": .view,
        "UIVisualEffectView": .view, "UIPageControl": .pageControl, "UISearchBar": .searchBar,
        "UIPickerView": .pickerView, "UINavigationBar": .view,
        "UIToolbar": .view, "UITabBar": .view, "WKWebView": .view, "MKMapView": .view,
    ]

    /// The bar classes, drawn as their bars (`StandaloneBar`) where code places one among its views.
    public static let bars: [String: StandaloneBar.Kind] = [
        "UINavigationBar": .navigationBar, "UIToolbar": .toolbar, "UITabBar": .tabBar,
    ]
}
