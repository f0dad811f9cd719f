/** Days left to the due date in words (docs/domain.md, "Subject access requests"): "Due today", "3 days overdue". */
export function daysLeftText(daysLeft: number, status: 'open' | 'completed'): string {
  if (status === 'completed') return '—';
  if (daysLeft === 0) return 'Due today';
  if (daysLeft < 0) return `${-daysLeft} ${daysLeft === -1 ? 'day' : 'days'} overdue`;
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}
