/** The question Delete asks first (part 3 section 5), word for word. */
export const deleteCompanyQuestion = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;
