// Structured, one-line JSON logs on stdout/stderr: what a process supervisor or log shipper expects.
type Fields = Record<string, unknown>;

function serialise(fields: Fields): Fields {
  const out: Fields = {};
  for (const [k, v] of Object.entries(fields)) {
    out[k] = v instanceof Error ? { name: v.name, message: v.message, stack: v.stack } : v;
  }
  return out;
}

function write(level: "info" | "warn" | "error", message: string, fields: Fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...serialise(fields) });
  if (level === "info") console.log(line);
  else console.error(line);
}

export const log = {
  info: (message: string, fields: Fields = {}) => write("info", message, fields),
  warn: (message: string, fields: Fields = {}) => write("warn", message, fields),
  error: (message: string, fields: Fields = {}) => write("error", message, fields),
};
