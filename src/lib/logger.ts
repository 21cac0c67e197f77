type Level = 'debug' | 'info' | 'warn' | 'error'

const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

function minimumLevel(): Level {
  try {
    return import.meta.env?.DEV ? 'debug' : 'info'
  } catch {
    return 'info'
  }
}

const PREFIX = '[pendamping-skripsi]'

function log(level: Level, args: unknown[]): void {
  if (order[level] < order[minimumLevel()]) return
  const sink =
    level === 'debug'
      ? console.debug
      : level === 'info'
        ? console.info
        : level === 'warn'
          ? console.warn
          : console.error
  sink(PREFIX, ...args)
}

/** The app's logger: one place to route diagnostics (console today). */
export const logger = {
  debug: (...args: unknown[]) => log('debug', args),
  info: (...args: unknown[]) => log('info', args),
  warn: (...args: unknown[]) => log('warn', args),
  error: (...args: unknown[]) => log('error', args),
}
