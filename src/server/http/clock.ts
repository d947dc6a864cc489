/** The only source of "now" on the server, so tests can move time instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
