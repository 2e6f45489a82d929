/**
 * Total trainer rounds of the signed-in account: the trainer's rounds on this device, played here
 * or pulled from the server, each id once.
 */
export { totalRoundsPlayed } from '../features/trainer/data/total-rounds';
