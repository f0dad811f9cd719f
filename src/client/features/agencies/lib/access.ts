/** What a user without the `agency` permission is told (docs/domain.md, Agencies). */
export const AGENCY_DENIED = "You don't have permission to access the agency management section.";
