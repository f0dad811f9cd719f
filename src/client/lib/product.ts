/** The product's name as every screen shows it (part 1 section 1). */
export const PRODUCT_NAME = 'Internal Centralised Worker CRM';
