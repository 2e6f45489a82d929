/** The home programme on the professional's side: link, prescribe, see the work. */
export { HomeProgramPanel } from './components/HomeProgramPanel';
export { deleteHomeData } from './data/home-db';
