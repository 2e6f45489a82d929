/** The eye trainer (issue 7): the /trainer-app page, the rounds count and the progress charts. */
export { TrainerPage } from './components/TrainerPage';
export { TrainerProgress } from './components/TrainerProgress';
export { totalRoundsPlayed, useTotalRounds } from './data/total-rounds';
export { deleteTrainerData, trainerDb } from './data/trainer-db';
export { unsentCount } from './data/outcome-queue';
