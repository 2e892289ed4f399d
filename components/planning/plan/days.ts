// Calendar days as the plan page counts them: plain "YYYY-MM-DD" texts in the browser's calendar.

export function today(): string {
  const now = new Date();
  return toDay(new Date(now.getFullYear(), now.getMonth(), now.getDate()));
}

function toDay(local: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

const parse = (day: string) => {
  const [y = 1970, m = 1, d = 1] = day.split("-").map(Number);
  return new Date(y, m - 1, d);
};

export function addDays(day: string, days: number): string {
  const date = parse(day);
  date.setDate(date.getDate() + days);
  return toDay(date);
}

export function mondayOf(day: string): string {
  return addDays(day, -((parse(day).getDay() + 6) % 7));
}

/** The weeks a month's grid shows: from the Monday on or before the 1st to the Sunday on or after its last day. */
export function monthGrid(day: string): { from: string; to: string; first: string } {
  const date = parse(day);
  const first = toDay(new Date(date.getFullYear(), date.getMonth(), 1));
  const last = toDay(new Date(date.getFullYear(), date.getMonth() + 1, 0));
  return { from: mondayOf(first), to: addDays(mondayOf(last), 6), first };
}

export function addMonths(day: string, months: number): string {
  const date = parse(day);
  return toDay(new Date(date.getFullYear(), date.getMonth() + months, 1));
}

export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A day as the page's language writes it, at noon so no zone moves it. */
export function dayDate(day: string): Date {
  const date = parse(day);
  date.setHours(12);
  return date;
}

/** The calendar day, in the browser's zone, on which an instant falls: a session at 21:00 is that evening's. */
export function dayOf(instant: string | Date): string {
  return toDay(new Date(instant));
}

/** The readiness strip's four weeks up to `today`, as the journal asks for them in the browser and on the server. */
export const readinessWindow = (today: string) => ({ from: addDays(today, -27), to: today, limit: 50 });
