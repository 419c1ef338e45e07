import type { LogFileSpec } from './spec';

/** One line read into a stored entry's parts. */
export interface ParsedLine {
  timestamp: Date | undefined;
  message: string;
  labels: Record<string, string>;
}

const TIME_FIELDS = ['timestamp', 'time', 'ts', '@timestamp', 'date'];
const MESSAGE_FIELDS = ['message', 'msg', 'log', 'text'];
/** An ISO-8601 time at the start of a plain line (`2026-11-27T14:03:11Z …`, `2026-11-27 14:03:11.123 …`). */
const LEADING_TIME = /^\[?(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?)\]?\s+/;

/** A time from a field: ISO text, or epoch seconds / milliseconds. */
export function timeOf(value: unknown): Date | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const date = new Date(value < 1e12 ? value * 1000 : value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  if (typeof value !== 'string' || !value.trim()) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return timeOf(Number(value));
  const date = new Date(value.trim().replace(',', '.'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function pick(record: Record<string, unknown>, preferred: string | undefined, fallbacks: string[]): string | undefined {
  if (preferred) return Object.hasOwn(record, preferred) ? preferred : undefined;
  return fallbacks.find((key) => Object.hasOwn(record, key));
}

function jsonLine(line: string, file: LogFileSpec): ParsedLine {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    // A line that is not JSON is kept as it is: losing a log line hides exactly what someone looks for.
    return { timestamp: undefined, message: line, labels: { parse_error: 'not JSON' } };
  }
  if (!record || typeof record !== 'object' || Array.isArray(record))
    return { timestamp: undefined, message: line, labels: {} };
  const fields = record as Record<string, unknown>;
  const timeKey = pick(fields, file.timestampField, TIME_FIELDS);
  const messageKey = pick(fields, file.messageField, MESSAGE_FIELDS);
  const labels: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === timeKey || key === messageKey || value === null || value === undefined) continue;
    labels[key] = text(value);
  }
  return {
    timestamp: timeKey ? timeOf(fields[timeKey]) : undefined,
    message: messageKey ? text(fields[messageKey]) : line,
    labels,
  };
}

function regexLine(line: string, regex: RegExp): ParsedLine {
  const groups = regex.exec(line)?.groups;
  if (!groups) return { timestamp: undefined, message: line, labels: { parse_error: 'no match' } };
  const labels: Record<string, string> = {};
  for (const [key, value] of Object.entries(groups)) {
    if (key !== 'timestamp' && key !== 'message' && value !== undefined) labels[key] = value;
  }
  return { timestamp: timeOf(groups.timestamp), message: groups.message ?? line, labels };
}

function plainLine(line: string): ParsedLine {
  const leading = LEADING_TIME.exec(line);
  const timestamp = leading ? timeOf(leading[1]) : undefined;
  return { timestamp, message: line, labels: {} };
}

/** Reads one line by the file's format. */
export function parseLine(line: string, file: LogFileSpec & { regex?: RegExp }): ParsedLine {
  if (file.format === 'json') return jsonLine(line, file);
  if (file.format === 'regex' && file.regex) return regexLine(line, file.regex);
  return plainLine(line);
}
