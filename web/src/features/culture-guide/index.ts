export { CultureGuide } from './components/CultureGuide';
export { ArticleDetail, ArticleNotFound } from './components/ArticleDetail';
