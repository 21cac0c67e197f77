// Every bench module is also a command: `node scripts/bench/<name>.mjs` runs it and prints its section.
import { pathToFileURL } from 'node:url'

/** The section as scripts/bench.mjs writes it into docs/benchmarks.md. */
export function printSection(result) {
  console.log(`## ${result.title}\n\n${result.markdown}`)
}

/**
 * When the module at `moduleUrl` (its import.meta.url) is the command node was started with: runs
 * `run()`, prints its result with `print` and exits 1 on failure.
 */
export function runWhenMain(moduleUrl, run, print = printSection) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return
  run().then(print, (err) => {
    console.error(err)
    process.exit(1)
  })
}
