// `import AlpreviewSnapshotTesting` is all a test file needs: the scene model (`Scene`,
// `Device`, `Orientation`) and the readers (`Pipeline.readScene`, `Pipeline.readScenes`) come
// with it, beside swift-snapshot-testing's `assertSnapshot`.
@_exported import AlpreviewKit
@_exported import LayoutEngine
@_exported import SnapshotTesting
