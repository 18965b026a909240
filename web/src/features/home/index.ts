export { HeroCarousel } from './components/HeroCarousel';
export { PromoPopup } from './components/PromoPopup';
export { CategoryTiles } from './components/CategoryTiles';
export { PopularExperiences } from './components/PopularExperiences';
export { BookingSteps } from './components/BookingSteps';
export { HomeIntro, StartJourney } from './components/HomeSections';
