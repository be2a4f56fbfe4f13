import Foundation
import FuzzSupport
import IBXML
FuzzDriver.run { bytes in _ = try? XMLReader.read(bytes: Array(bytes), file: "fuzz.xml") }
