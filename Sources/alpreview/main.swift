import AlpreviewCommands
import Foundation

exit(Alpreview.run(arguments: Array(CommandLine.arguments.dropFirst())))
