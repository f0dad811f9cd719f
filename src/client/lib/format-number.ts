/** A count as the screens show it, en-GB: 12,345. */
export const formatCount = (n: number): string => n.toLocaleString('en-GB');
