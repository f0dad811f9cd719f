// One format for the code, checked in .ci/run (npm run format:check). Settings follow the code as
// it was written before the formatter came: single quotes, semicolons, lines up to 120 characters.
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
};
