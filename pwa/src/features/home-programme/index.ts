/** The home programme on the professional's side: link, prescribe, see the work. */
export { HomeProgramPanel } from './components/HomeProgramPanel';
export { HomeSummaryButton } from './components/HomeSummaryButton';
export { deleteHomeData } from './data/home-db';
