/** The question Delete asks first (docs/domain.md), word for word. */
export const deleteCompanyQuestion = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;
