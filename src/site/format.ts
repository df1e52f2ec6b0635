// Number and date formats for the GitHub snapshot figures, free of React so build-time code can use
// them too. Written out rather than with toLocaleString/Intl: each such call builds an ICU
// formatter, which cost the header 60 ms of main-thread time at Lighthouse's mobile CPU speed.

/** 15312 -> "15.3k", 694 -> "694". */
export function formatCount(n: number): string {
  if (n < 1000) return String(n);
  return `${groupThousands(Math.round(n / 100) / 10)}k`;
}

/** 1234567 -> "1,234,567" (en-US grouping; decimals are kept as they are). */
export function groupThousands(n: number): string {
  const [whole, fraction] = String(n).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A time as its UTC date in en-US short form: 1539502055000 -> "Oct 14, 2018". */
export function formatShortDate(time: number | string): string {
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** An ISO timestamp as its UTC date in en-US long form: "2025-05-30T10:00:00Z" -> "May 30, 2025". */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
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
