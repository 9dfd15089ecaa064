import Foundation
import ModuleRules

/// Module-rules speed on a synthetic 2,000-module × 20-file tree (~8M lines), measured in one run:
/// warm scan + rules against `grep -rh '^import ' | sort | uniq -c` (goal ≤ 0.5×), rules and cycle
/// detection alone (goal ≤ 50 ms), and the process's peak memory (goal ≤ 150 MB).
///
/// Wall time is the goal; CPU time (user + system) is printed beside it because on a shared machine the
/// wall-time ratio also measures how the scheduler treated each side.
@MainActor
func runModuleBenchmarks() {
    let tree: SyntheticTree
    do {
        tree = try SyntheticTree.generate(features: 500, filesPerModule: 20)
    } catch {
        print("modules: could not generate the synthetic tree: \(error)")
        return
    }
    // Deleting ~400 MB keeps the kernel busy for a while afterwards: leave a pause before running again.
    defer { tree.remove() }
    // Flush the freshly written tree: kernel writeback of ~400 MB would otherwise compete with the scan for
    // the CPUs. The measured runs then read a warm page cache, as in CI after a checkout.
    ShellCommand.flushFileSystemBuffers()
    print(
        "tree: \(tree.graph.modules.count) modules, \(tree.fileCount) files, \(tree.lineCount) lines, "
            + "\(tree.byteCount / 1_000_000) MB")
    guard let rules = try? SyntheticTree.rules() else { return }
    let validator = Validator(configuration: rules)
    let scanner = SourceScanner()
    let command = "grep -rh '^import ' '\(tree.root)/Sources' | sort | uniq -c > /dev/null"

    var grepCPU = ShellCommand.cpuSeconds(children: true)
    let grep = measure("grep -rh '^import ' | sort | uniq -c", iterations: 1) { ShellCommand.run(command) }
    grepCPU = (ShellCommand.cpuSeconds(children: true) - grepCPU) / 6

    var sources: [ModuleSources] = []
    var outcome: ValidationReport?
    var oursCPU = ShellCommand.cpuSeconds(children: false)
    let ours = measure("switchyard scan + rules (\(scanner.threadCount) threads)", iterations: 1) {
        sources = scanner.scan(tree.graph)
        outcome = validator.validate(tree.graph, sources: sources)
        blackHole(outcome)
    }
    oursCPU = (ShellCommand.cpuSeconds(children: false) - oursCPU) / 6
    report(ours, against: grep, goal: 0.5)
    print(
        String(
            format: "  cpu time (user + sys): switchyard %.0f ms, grep pipeline %.0f ms, ratio %.3f", oursCPU * 1000,
            grepCPU * 1000, oursCPU / grepCPU))

    let rulesOnly = measure("rules + cycle detection", iterations: 1) {
        blackHole(validator.validate(tree.graph, sources: sources))
    }
    report(rulesOnly, against: Measurement(name: "budget 50 ms", nanosecondsPerOperation: 50_000_000), goal: 1.0)
    report(
        Measurement(name: "peak memory (bytes, ru_maxrss)", nanosecondsPerOperation: ShellCommand.peakResidentBytes()),
        against: Measurement(name: "budget 150 MB", nanosecondsPerOperation: 150 * 1024 * 1024), goal: 1.0)
    if let outcome {
        print("  found \(outcome.importCount) imports, \(outcome.errorCount) errors, \(outcome.warningCount) warnings")
    }
}
