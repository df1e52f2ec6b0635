// Number formats for the GitHub snapshot figures, free of React so build-time code can use them too.

/** 15312 -> "15.3k", 694 -> "694". */
export function formatCount(n: number): string {
  if (n < 1000) return String(n);
  return `${(Math.round(n / 100) / 10).toLocaleString('en-US')}k`;
}

/** 25812674 -> "25.8 MB" (decimal units, as download pages show them). */
export function formatBytes(n: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = n;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
