/** Part 2 section 2.1: what a user without the `agency` permission is told. */
export const AGENCY_DENIED = "You don't have permission to access the agency management section.";
