import ArgumentParser
import LegibleCore

struct MergeCommand: ConfiguredCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the report folders of `scan --shard K/N` runs into one set of reports.",
        discussion: """
            Each DIR is a shard's --out folder with its findings.json (and report-images/ for the HTML report). The \
            reports are those one `legible scan` over all the files would have written: files in the same order, the \
            same rows.

            Exit code as for scan: 0 nothing fails, 1 a finding fails (see --fail-on), 2 bad usage, an unreadable \
            shard folder, or an input a shard could not read.

            EXAMPLES:
              parallel legible scan screenshots/ --shard {}/4 --jobs 1 --quiet --out shards/{} ::: 0 1 2 3
              legible merge shards/* --out legible-report
            """
    )

    @Argument(help: "Report folders written by `legible scan --shard`.")
    var directories: [String]

    @OptionGroup var reportOptions: ReportOptions<ScanReports>

    @Flag(help: "Print no summary on stdout; errors still go to stderr.")
    var quiet = false

    mutating func merge(_ settings: CommandSettings) {
        reportOptions.merge(settings)
        quiet = quiet || settings.quiet == true
    }

    func run() throws {
        try prepareOutputFolder(reportOptions.out, for: "merge")
        let job = MergeJob(directories: directories, output: try reportOptions.scanReportOutput())
        try conclude(try running("merge") { try job.run(notify: StandardError.note("merge")) }, quiet: quiet)
    }
}
