export { ExperienceList } from './components/ExperienceList';
export { ExperienceDetail } from './components/ExperienceDetail';
export { searchedDates } from './hooks/listParams';
