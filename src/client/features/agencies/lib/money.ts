const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** An amount the API sends in pounds (12.5 is £12.50), shown £1,234.56 (docs/domain.md). */
export const formatPounds = (pounds: number): string => gbp.format(pounds);
