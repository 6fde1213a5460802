export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface LoggerOptions {
  level?: LogLevel;
  /** Where each JSON line goes; defaults to stdout. */
  write?: (line: string) => void;
}

/** One JSON object per line: { time, level, msg, ...fields }. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const min = ORDER[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => void process.stdout.write(`${line}\n`));
  const emit =
    (level: LogLevel) =>
    (msg: string, fields: LogFields = {}) => {
      if (ORDER[level] < min) return;
      write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
    };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}

/** A logger that keeps lines in memory, for tests. */
export function createMemoryLogger(): Logger & { lines: LogFields[] } {
  const lines: LogFields[] = [];
  const logger = createLogger({ level: 'debug', write: (line) => void lines.push(JSON.parse(line) as LogFields) });
  return Object.assign(logger, { lines });
}
