import { businessTypes } from '../../../../shared/domain/agencies.ts';

/** 'recruitment' -> 'Recruitment': how a stored lower-case value is shown. */
export const capitalise = (value: string) => (value ? value[0]!.toUpperCase() + value.slice(1) : value);

/** Business type choices (docs/domain.md: one list), shown capitalised. */
export const businessTypeOptions = businessTypes.map((value) => ({ value, label: capitalise(value) }));
