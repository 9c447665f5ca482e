/**
 * Small in-memory values that belong to the signed-in session (e.g. the lab list's last search),
 * forgotten on logout together with the rest of the session state.
 */
export const sessionMemory = new Map<string, string>();
