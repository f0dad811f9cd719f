/** The product's name as every screen shows it (docs/domain.md). */
export const PRODUCT_NAME = 'Internal Centralised Worker CRM';
