/** The Database interface: one file per table under tables/, assembled here. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the tables
export interface DB {}
